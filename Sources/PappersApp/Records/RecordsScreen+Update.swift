import PappersCanvas
import PappersEngine

/// The records screen: opened from home, filled by the run loop, scrolled, left with Esc.
extension RecordsScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        let page = max(1, app.size.height - RecordsScreen.frameRows)
        let last = max(0, lineBound - page)
        switch key {
        case .down, .character("j"): scroll = min(scroll + 1, last)
        case .up, .character("k"): scroll = max(0, min(scroll, last) - 1)
        case .pageDown, .character(" "): scroll = min(scroll + page, last)
        case .pageUp: scroll = max(0, min(scroll, last) - page)
        case .home: scroll = 0
        case .end: scroll = last
        case .escape, .character("q"), .backspace, .enter:
            var home = HomeScreen()
            home.cursor = HomeScreen.items(savedGame: app.savedGameAvailable).firstIndex(of: .records) ?? 0
            app.screen = .home(home)
        default: break
        }
        return []
    }
}

extension AppModel {
    /// Opens the records, empty until the run loop has read them from the store.
    mutating func openRecords() -> [AppCommand] {
        screen = .records(RecordsScreen())
        return [.loadRecords]
    }

    /// The run loop read the records (or could not): shown if the screen is still in front.
    mutating func recordsRead(_ content: RecordsScreen.Content) {
        guard case .records(var records) = screen else { return }
        records.content = content
        records.scroll = 0
        screen = .records(records)
    }
}
