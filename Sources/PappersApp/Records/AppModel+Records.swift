import PappersCanvas
import PappersEngine

/// The records screen: opened from home, filled by the run loop, scrolled, left with Esc.
extension AppModel {
    /// Opens the records, empty until the run loop has read them from the store.
    mutating func openRecords(_ commands: inout [AppCommand]) {
        screen = .records(RecordsScreen())
        commands.append(.loadRecords)
    }

    /// The run loop read the records (or could not): shown if the screen is still in front.
    mutating func recordsRead(_ content: RecordsScreen.Content) {
        guard case .records(var records) = screen else { return }
        records.content = content
        records.scroll = 0
        screen = .records(records)
    }

    mutating func handleRecords(_ key: Key, _ records: RecordsScreen) {
        var records = records
        let page = max(1, size.height - RecordsScreen.frameRows)
        let last = max(0, records.lineBound - page)
        switch key {
        case .down, .character("j"): records.scroll = min(records.scroll + 1, last)
        case .up, .character("k"): records.scroll = max(0, min(records.scroll, last) - 1)
        case .pageDown, .character(" "): records.scroll = min(records.scroll + page, last)
        case .pageUp: records.scroll = max(0, min(records.scroll, last) - page)
        case .home: records.scroll = 0
        case .end: records.scroll = last
        case .escape, .character("q"), .backspace, .enter:
            var home = HomeScreen()
            home.cursor = HomeScreen.items(savedGame: savedGameAvailable).firstIndex(of: .records) ?? 0
            screen = .home(home)
            return
        default: break
        }
        screen = .records(records)
    }
}
