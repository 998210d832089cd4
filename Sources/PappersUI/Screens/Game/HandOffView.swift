import PappersApp
import PappersCanvas
import PappersEngine

/// Between turns: who takes the laptop, who guesses, how much time; the word hidden.
enum HandOffView {
    static func render(_ session: GameSession, _ context: ScreenContext) -> Grid {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        var grid = context.canvas(theme.round(kind))
        GameScreenView.drawRoundHeading(state, into: &grid, context)
        guard let plan = state.plan else { return grid }
        let team = state.setup.teams[plan.team]
        let describer = team.players[plan.describer]
        let guessers = team.players.indices.filter { $0 != plan.describer }.map { team.players[$0] }
        let size = context.size
        var lines: [(String, Style)] = [(context.text(.handoffPassTo), theme.round(kind))]
        let big = size.height >= 20
            ? BigText.render(describer, width: size.width - 4, maxLines: 1, style: theme.roundTitle(kind)) : nil
        var row = max(2, (size.height - 12 - (big?.height ?? 1)) / 2)
        grid.centred(lines[0].0, y: row, style: lines[0].1)
        row += 2
        if let big {
            grid.draw(big, x: (size.width - big.width) / 2, y: row)
            row += big.height + 1
        } else {
            grid.centred(describer, y: row, style: theme.roundTitle(kind))
            row += 2
        }
        lines = [(team.name, theme.roundTitle(kind)),
                 (context.text(.handoffGuessers, ["names": guessers.joined(separator: ", ")]), theme.round(kind))]
        let time = plan.carriedOver
            ? context.text(.handoffCarried, ["n": String((plan.millis + 999) / 1000)])
            : context.text(.handoffTime, ["n": String(plan.millis / 1000)])
        lines.append((time + " · " + context.text(.handoffWordsLeft, ["n": String(state.wordsLeft)]), theme.round(kind)))
        if let passing = passingNote(state, context) { lines.append((passing, theme.roundTitle(kind))) }
        for (text, style) in lines where row < size.height - 4 {
            grid.centred(text, y: row, style: style)
            row += 1
        }
        if row < size.height - 4 {
            grid.centred(context.text(.handoffStart), y: size.height - 4, style: theme.roundTitle(kind))
        }
        GameScreenView.drawStatusBar(state, into: &grid, context)
        Footer.draw([KeyHint(context.mainKey, context.text(.actionStart)),
                     KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint],
                    into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    /// What the round's passing rule means for this turn, when it is not simply "allowed".
    static func passingNote(_ state: GameState, _ context: ScreenContext) -> String? {
        switch state.roundRules.passing {
        case .forbidden: context.text(.handoffNoPassing)
        case .limited(let limit): context.text(.handoffPassLimit, ["n": String(limit)])
        case .allowed: state.setup.rules.encouragesPassing ? context.text(.handoffPassFreely) : nil
        }
    }
}
