import PappersApp
import PappersCanvas

/// Help: a few short pages over whatever screen is in front.
enum HelpOverlayView {
    static let pages: [(StringKey, StringKey)] = [
        (.help1Title, .help1Body), (.help2Title, .help2Body), (.help3Title, .help3Body),
        (.help4Title, .help4Body), (.help5Title, .help5Body), (.help6Title, .help6Body),
        (.help7Title, .help7Body),
        (.helpPairsTitle, .helpPairsBody),
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
        var lines = Wrap.lines(context.text(body), width: text.width)
        // A page that scrolls keeps its right column (and a gap) for the ↑ ↓ marks, so they never cover text.
        let scrolls = lines.count > visible
        let marks = text.inset(left: max(0, text.width - 1))
        if scrolls {
            text = text.inset(right: 2)
            lines = Wrap.lines(context.text(body), width: text.width)
        }
        let first = min(help.scroll, max(0, lines.count - visible))
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            grid.text(line, x: text.x, y: text.row(offset).y, style: theme.selected)
        }
        if first + visible < lines.count {
            grid.text("↓", in: marks.row(visible - 1), style: theme.selected, alignment: .trailing)
        }
        if first > 0 { grid.text("↑", in: marks.row(0), style: theme.selected, alignment: .trailing) }
        var hints = [KeyHint("←→", context.text(.actionPage)), KeyHint(context.text(.keyEsc), context.text(.actionClose))]
        if lines.count > visible { hints.insert(KeyHint("↑↓", context.text(.actionMove)), at: 1) }
        Footer.draw(hints, into: &grid, row: footer, theme: theme)
    }
}
