import PappersApp
import PappersCanvas

/// The saved games cannot be used: what is wrong, and the ways on.
enum ProblemScreenView {
    static func draw(_ problem: ProblemScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        // Five rows above the middle (never on the first row), down to two rows above the bottom.
        let upper = area.splitBottom(2).rest
        var rest = upper.inset(top: max(1, area.halves.top.height - 5))
        grid.centred(context.text(.problemTitle), in: rest.row(0), style: theme.menuTitle)
        rest = rest.inset(top: 2)
        for line in Wrap.lines(problem.message, width: area.inset(horizontal: 2).width).prefix(4) {
            grid.centred(line, in: rest.row(0), style: theme.warning)
            rest = rest.inset(top: 1)
        }
        rest = rest.inset(top: 1)
        var options: [(String, StringKey)] = []
        if problem.canStartFresh { options.append(("f", .problemFresh)) }
        options += [("n", .problemNoSave), ("q", .problemQuit)]
        for (key, text) in options where !rest.isEmpty {
            grid.centred("\(key): \(context.text(text))", in: rest.row(0).inset(horizontal: 1), style: theme.menu)
            rest = rest.inset(top: 1)
        }
        var hints = [KeyHint("n", context.text(.actionNoSave)), KeyHint("q", context.text(.actionQuit))]
        if problem.canStartFresh { hints.insert(KeyHint("f", context.text(.actionFresh)), at: 0) }
        Footer.draw(hints, into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
