import PappersApp
import PappersCanvas

/// Fewer words than asked: say how many there are and offer to play with them.
enum ShortageScreenView {
    static func render(_ shortage: ShortageScreen, _ context: ScreenContext) -> Grid {
        let theme = context.theme
        var grid = context.canvas(theme.menu)
        let size = context.size
        let count = shortage.bowl.words.count
        grid.centred(context.text(.shortageTitle), y: size.height / 2 - 3, style: theme.menuTitle)
        let body = count == 0 ? context.text(.shortageNone)
            : context.text(.shortageBody, ["n": String(count), "k": String(shortage.bowl.draw.requested)])
        for (index, line) in Wrap.lines(body, width: size.width - 4).enumerated() {
            grid.centred(line, y: size.height / 2 - 1 + index, style: theme.menu)
        }
        var hints: [KeyHint] = []
        if count > 0 { hints.append(KeyHint(context.text(.keyEnter), context.text(.shortagePlay, ["n": String(count)]))) }
        hints.append(KeyHint(context.text(.keyEsc), context.text(.actionSettings)))
        Footer.draw(hints, into: &grid, row: size.height - 1, theme: theme)
        return grid
    }
}
