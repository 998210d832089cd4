import PappersApp
import PappersCanvas

/// Fewer words than asked: say how many there are and offer to play with them.
enum ShortageScreenView {
    static func draw(_ shortage: ShortageScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        let count = shortage.bowl.words.count
        let (above, below) = area.halves
        grid.centred(context.text(.shortageTitle), in: above.row(fromBottom: 3), style: theme.menuTitle)
        let body = count == 0 ? context.text(.shortageNone)
            : context.text(.shortageBody(n: count, k: shortage.bowl.draw.requested))
        // From the row above the middle down.
        let text = below.inset(top: -1)
        for (index, line) in Wrap.lines(body, width: area.inset(horizontal: 2).width).enumerated() {
            grid.centred(line, in: text.row(index), style: theme.menu)
        }
        var hints: [KeyHint] = []
        if count > 0 { hints.append(KeyHint(context.text(.keyEnter), context.text(.shortagePlay(n: count)))) }
        hints.append(KeyHint(context.text(.keyEsc), context.text(.actionSettings)))
        Footer.draw(hints, into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
