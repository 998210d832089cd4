import PappersCanvas

/// The help pages' keys, over any screen.
extension AppModel {
    mutating func handleHelp(_ key: Key) {
        guard var help else { return }
        switch HelpKeys.map.action(for: key) {
        case .scrollDown:
            help.scroll = min(help.scroll + 1, 40)
        case .scrollUp:
            help.scroll = max(0, help.scroll - 1)
        case .nextPage:
            if help.page + 1 < HelpOverlay.pageCount {
                help.page += 1
                help.scroll = 0
            } else if key.isMainAction {
                self.help = nil
                return
            }
        case .previousPage:
            help.page = max(0, help.page - 1)
            help.scroll = 0
        case .close:
            self.help = nil
            return
        case nil:
            break
        }
        self.help = help
    }
}
