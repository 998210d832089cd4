import PappersApp
import PappersCanvas

/// The records across games: a title, then the figures, scrolled with the arrows; Esc goes home.
enum RecordsScreenView {
    static func draw(_ screen: RecordsScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        grid.centred(context.text(.recordsTitle), in: area.row(1).inset(horizontal: 1), style: theme.menuTitle)
        // The frame: the title and a gap above, a gap and the key hints below (`RecordsScreen.frameRows`).
        let body = area.inset(top: 3, bottom: RecordsScreen.frameRows - 3).inset(horizontal: 2).centred(width: 72)
        var hints = [KeyHint(context.text(.keyEsc), context.text(.actionBack))]
        switch screen.content {
        case .loading:
            grid.centred(context.text(.recordsLoading), in: body.row(0), style: theme.menuHint)
        case .failed(let reason):
            for (offset, line) in Wrap.lines(context.text(.recordsFailed(reason: reason)), width: body.width)
                .prefix(body.height).enumerated() {
                grid.text(line, in: body.row(offset), style: theme.menu)
            }
        case .loaded(let records) where records.isEmpty && records.games.unreadable == 0:
            for (offset, line) in Wrap.lines(context.text(.recordsEmpty), width: body.width).prefix(body.height).enumerated() {
                grid.centred(line, in: body.row(offset), style: theme.menuHint)
            }
        case .loaded(let records):
            let visible = max(1, body.height)
            // A text that scrolls keeps its right column (and a gap) for the ↑ ↓ marks.
            var lines = RecordsLines(records, width: body.width, context).lines
            let scrolls = lines.count > visible
            let text = scrolls ? body.inset(right: 2) : body
            if scrolls { lines = RecordsLines(records, width: text.width, context).lines }
            let first = min(screen.scroll, max(0, lines.count - visible))
            for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
                let style = switch line.kind {
                case .heading: theme.menuTitle
                case .columns: theme.menuHint
                default: theme.menu
                }
                grid.text(line.text, in: text.row(offset), style: style)
            }
            let marks = body.inset(left: max(0, body.width - 1))
            if first + visible < lines.count { grid.text("↓", in: marks.row(visible - 1), style: theme.menuHint) }
            if first > 0 { grid.text("↑", in: marks.row(0), style: theme.menuHint) }
            if scrolls { hints.insert(KeyHint(context.text(.keyArrows), context.text(.actionScroll)), at: 0) }
        }
        Footer.draw(hints, into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
