import PappersApp
import PappersCanvas

/// The saved games cannot be used: what is wrong, and the ways on.
enum ProblemScreenView {
    static func render(_ problem: ProblemScreen, _ context: ScreenContext) -> Grid {
        let theme = context.theme
        var grid = context.canvas(theme.menu)
        let size = context.size
        var row = max(1, size.height / 2 - 5)
        grid.centred(context.text(.problemTitle), y: row, style: theme.menuTitle)
        row += 2
        for line in Wrap.lines(problem.message, width: size.width - 4).prefix(4) {
            grid.centred(line, y: row, style: theme.warning)
            row += 1
        }
        row += 1
        var options: [(String, StringKey)] = []
        if problem.canStartFresh { options.append(("f", .problemFresh)) }
        options += [("n", .problemNoSave), ("q", .problemQuit)]
        for (key, text) in options where row < size.height - 2 {
            grid.centred(Grid.fit("\(key): \(context.text(text))", columns: size.width - 2), y: row, style: theme.menu)
            row += 1
        }
        var hints = [KeyHint("n", context.text(.actionNoSave)), KeyHint("q", context.text(.actionQuit))]
        if problem.canStartFresh { hints.insert(KeyHint("f", context.text(.actionFresh)), at: 0) }
        Footer.draw(hints, into: &grid, row: size.height - 1, theme: theme)
        return grid
    }
}
