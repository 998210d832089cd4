import PappersApp
import PappersCanvas
import PappersText

/// The saved games cannot be used: what is wrong, and the ways on. Every text wraps to the width; when the
/// rows are few (40×12), the blank rows go first, then an option's long text gives way to its short one.
enum ProblemScreenView {
    static func draw(_ problem: ProblemScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        let width = area.inset(horizontal: 2).width
        let title = Wrap.lines(context.text(.problemTitle), width: width)
        let reason = Wrap.lines(DataProblemText.text(problem.reason, context), width: width)
        var choices: [(String, StringKey, StringKey)] = []
        if problem.canStartFresh { choices.append(("f", .problemFresh, .actionFresh)) }
        choices += [("n", .problemNoSave, .actionNoSave), ("q", .problemQuit, .actionQuit)]
        let options = choices.map { key, text, short in
            let long = "\(key): \(context.text(text))"
            return TextWidth.columns(of: long) <= width ? long : "\(key): \(context.text(short))"
        }
        // From the first row below the top (never the first row itself) down to two rows above the bottom.
        let upper = area.splitBottom(2).rest.inset(top: 1)
        let needed = title.count + reason.count + options.count
        // A blank row under the title, then one above the options, when the rows allow.
        let gaps = max(0, min(2, upper.height - needed))
        let (underTitle, aboveOptions) = (min(gaps, 1), gaps / 2)
        // Five rows above the middle when there is room, as high as needed when there is not.
        let top = max(0, min(area.halves.top.height - 6, upper.height - needed - gaps))
        var rest = upper.inset(top: top)
        for line in title where !rest.isEmpty {
            grid.centred(line, in: rest.row(0), style: theme.menuTitle)
            rest = rest.inset(top: 1)
        }
        rest = rest.inset(top: underTitle)
        for line in reason.prefix(max(1, rest.height - options.count - aboveOptions)) where !rest.isEmpty {
            grid.centred(line, in: rest.row(0), style: theme.warning)
            rest = rest.inset(top: 1)
        }
        rest = rest.inset(top: aboveOptions)
        for option in options where !rest.isEmpty {
            grid.centred(option, in: rest.row(0).inset(horizontal: 1), style: theme.menu)
            rest = rest.inset(top: 1)
        }
        Footer.draw(context.hints(ProblemKeys.map, problem.canStartFresh, label: label), into: &grid,
                    row: area.row(fromBottom: 1), theme: theme)
    }

    /// The words of each key of the problem screen, in its footer.
    static func label(_ action: ProblemKeys.Action) -> StringKey {
        switch action {
        case .startFresh: .actionFresh
        case .playWithoutSaving: .actionNoSave
        case .quit: .actionQuit
        }
    }
}
