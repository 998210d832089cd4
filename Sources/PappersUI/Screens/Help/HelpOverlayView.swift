import PappersApp
import PappersCanvas

/// Help: a few short pages over whatever screen is in front.
enum HelpOverlayView {
    /// What a page says: a text of the strings, or a page made from a key map.
    enum Body: Equatable {
        case text(StringKey)
        /// A turn's keys (`TurnKeysHelp`).
        case turnKeys
        /// A page whose sentences name keys of the key maps.
        case keyed(KeyedHelpPage)

        func text(_ strings: Strings) -> String {
            switch self {
            case .text(let key): strings.text(key)
            case .turnKeys: TurnKeysHelp.text(strings)
            case .keyed(let page): page.text(strings)
            }
        }
    }

    static let pages: [(StringKey, Body)] = [
        (.help1Title, .text(.help1Body)), (.help2Title, .keyed(.rounds)), (.help3Title, .turnKeys),
        (.help4Title, .keyed(.afterTurn)), (.help5Title, .text(.help5Body)), (.help6Title, .keyed(.teams)),
        (.help7Title, .keyed(.roundsAndPoints)),
        (.helpPairsTitle, .keyed(.pairs)), (.helpHostTitle, .keyed(.host)),
    ]

    static func draw(_ help: HelpOverlay, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let (title, body) = pages[min(help.page, pages.count - 1)]
        let (above, footer) = area.splitBottom(1)
        let box = above.centred(width: 76)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        grid.centred("\(context.text(.helpTitle)) · \(context.text(title))", in: box.row(1), style: theme.selected)
        let page = context.text(.helpPage(n: help.page + 1, total: pages.count))
        grid.centred(page, in: box.row(fromBottom: 2), style: theme.selected)
        var text = inside.inset(horizontal: 1, vertical: 2)
        let visible = max(1, text.height)
        var lines = Wrap.lines(body.text(context.strings), width: text.width)
        // A page that scrolls keeps its right column (and a gap) for the ↑ ↓ marks, so they never cover text.
        let scrolls = lines.count > visible
        let marks = text.inset(left: max(0, text.width - 1))
        if scrolls {
            text = text.inset(right: 2)
            lines = Wrap.lines(body.text(context.strings), width: text.width)
        }
        let first = min(help.scroll, max(0, lines.count - visible))
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            grid.text(line, x: text.x, y: text.row(offset).y, style: theme.selected)
        }
        if first + visible < lines.count {
            grid.text("↓", in: marks.row(visible - 1), style: theme.selected, alignment: .trailing)
        }
        if first > 0 { grid.text("↑", in: marks.row(0), style: theme.selected, alignment: .trailing) }
        Footer.draw(context.hints(HelpKeys.map, lines.count > visible, label: label), into: &grid, row: footer, theme: theme)
    }

    /// The words of each key of the help pages, in their footer.
    static func label(_ action: HelpKeys.Action) -> StringKey {
        switch action {
        case .previousPage, .nextPage: .actionPage
        case .scrollUp, .scrollDown: .actionMove
        case .close: .actionClose
        }
    }
}
