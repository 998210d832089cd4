import PappersApp
import PappersCanvas

/// Help: a few short pages over whatever screen is in front.
enum HelpOverlayView {
    static let pages: [(StringKey, StringKey)] = [
        (.help1Title, .help1Body), (.help2Title, .help2Body), (.help3Title, .help3Body),
        (.help4Title, .help4Body), (.help5Title, .help5Body),
    ]

    static func draw(_ help: HelpOverlay, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let (title, body) = pages[min(help.page, pages.count - 1)]
        let width = min(grid.width, 76)
        let height = grid.height
        let x = (grid.width - width) / 2
        Box.draw(into: &grid, x: x, y: 0, width: width, height: height - 1, style: theme.selected)
        grid.centred("\(context.text(.helpTitle)) · \(context.text(title))", y: 1, style: theme.selected, x: x, width: width)
        let page = context.text(.helpPage, ["n": String(help.page + 1), "total": String(pages.count)])
        grid.centred(page, y: height - 3, style: theme.selected, x: x, width: width)
        let lines = Wrap.lines(context.text(body), width: width - 4)
        let visible = max(1, height - 7)
        let first = min(help.scroll, max(0, lines.count - visible))
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            grid.text(line, x: x + 2, y: 3 + offset, style: theme.selected)
        }
        if first + visible < lines.count { grid.text("↓", x: x + width - 3, y: 3 + visible - 1, style: theme.selected) }
        if first > 0 { grid.text("↑", x: x + width - 3, y: 3, style: theme.selected) }
        var hints = [KeyHint("←→", context.text(.actionPage)), KeyHint(context.text(.keyEsc), context.text(.actionClose))]
        if lines.count > visible { hints.insert(KeyHint("↑↓", context.text(.actionMove)), at: 1) }
        Footer.draw(hints, into: &grid, row: height - 1, theme: theme)
    }
}
