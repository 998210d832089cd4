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
        let big = size.height >= 20
            ? BigText.render(describer, width: size.width - 4, maxLines: 1, style: theme.roundTitle(kind)) : nil
        let time = plan.carriedOver
            ? context.text(.handoffCarried, ["n": String((plan.millis + 999) / 1000)])
            : context.text(.handoffTime, ["n": String(plan.millis / 1000)])
        var blocks: [Block] = [.text(context.text(.handoffPassTo), theme.round(kind)), .blank]
        blocks += big.map { [.big($0), .blank] } ?? [.text(describer, theme.roundTitle(kind)), .blank]
        blocks += [
            .text(team.name, theme.roundTitle(kind)),
            .text(context.text(.handoffGuessers, ["names": guessers.joined(separator: ", ")]), theme.round(kind)), .blank,
            .text(time, theme.round(kind)),
            .text(context.text(.handoffWordsLeft, ["n": String(state.wordsLeft)]), theme.round(kind)),
        ]
        if let passing = passingNote(state, context) { blocks.append(.text(passing, theme.roundTitle(kind))) }
        let room = size.height - 5
        if blocks.reduce(0, { $0 + $1.height }) > room { blocks.removeAll { $0 == .blank } }
        var row = 2 + max(0, (room - blocks.reduce(0) { $0 + $1.height }) / 2)
        for block in blocks where row + block.height <= size.height - 3 {
            switch block {
            case .text(let text, let style): grid.centred(Grid.fit(text, columns: size.width - 2), y: row, style: style)
            case .big(let name): grid.draw(name, x: (size.width - name.width) / 2, y: row)
            case .blank: break
            }
            row += block.height
        }
        grid.centred(Grid.fit(context.text(.handoffStart), columns: size.width - 2), y: size.height - 3,
                     style: theme.roundTitle(kind))
        GameScreenView.drawStatusBar(state, into: &grid, context)
        Footer.draw([KeyHint(context.mainKey, context.text(.actionStart)),
                     KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint],
                    into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    /// A piece of the hand-off, top to bottom.
    private enum Block: Equatable {
        case text(String, Style)
        case big(Grid)
        case blank

        var height: Int {
            if case .big(let grid) = self { return grid.height }
            return 1
        }
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
