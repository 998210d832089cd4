import PappersCanvas

/// The help pages' keys, over any screen.
extension AppModel {
    mutating func handleHelp(_ key: Key) {
        guard var help else { return }
        switch key {
        case .down, .character("j"):
            help.scroll = min(help.scroll + 1, 40)
        case .up, .character("k"):
            help.scroll = max(0, help.scroll - 1)
        case .right, .character("l"), .character(" "), .enter, .pageDown:
            if help.page + 1 < HelpOverlay.pageCount {
                help.page += 1
                help.scroll = 0
            } else if key == .enter || key == .character(" ") {
                self.help = nil
                return
            }
        case .left, .character("h"), .pageUp:
            help.page = max(0, help.page - 1)
            help.scroll = 0
        case .escape, .character("q"), .character("?"), .function(1):
            self.help = nil
            return
        default:
            break
        }
        self.help = help
    }
}
