import PappersApp
import PappersCanvas
import PappersEngine

/// Between turns: who takes the laptop (at any other seat, the table too: who describes next), who guesses, how
/// much time; the word hidden.
enum HandOffView {
    static func draw(_ plan: TurnPlan, _ session: GameSession, in area: Rect, into grid: inout Grid,
                     _ context: ScreenContext) {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        GameScreenView.drawRoundBackground(state, in: area, into: &grid, context)
        let team = state.setup.teams[plan.team]
        let describer = team.players[plan.describer]
        let guessers = team.players.indices.filter { $0 != plan.describer }.map { team.players[$0] }
        let big = area.height >= 20
            ? BigText.render(describer, width: area.inset(horizontal: 2).width, maxLines: 1, style: theme.roundTitle(kind)) : nil
        // Time carried over says so, unless it is a whole turn (the bowl emptied at once): then it is a turn.
        let time = plan.carriedOver && plan.millis < state.setup.rules.turnMillis
            ? context.text(.handoffCarried(n: (plan.millis + 999) / 1000))
            : context.text(.handoffTime(n: (plan.millis + 999) / 1000))
        let heading = context.text(context.model.turnPart == nil ? .handoffPassTo : .handoffNextToDescribe)
        var blocks: [Block] = [.text(heading, theme.round(kind)), .blank]
        blocks += big.map { [.big($0), .blank] } ?? [.text(describer, theme.roundTitle(kind)), .blank]
        if let pair = PairsText.describesTo(state, plan, context) {
            blocks += [.text(pair, theme.roundTitle(kind)), .blank]
        } else {
            blocks += [
                .text(team.name, theme.roundTitle(kind)),
                .text(context.text(.handoffGuessers(n: guessers.count, names: guessers.joined(separator: ", "))),
                      theme.round(kind)), .blank,
            ]
        }
        blocks += [
            .text(time, theme.round(kind)),
            .text(context.text(.handoffWordsLeft(n: state.wordsLeft)), theme.round(kind)),
        ]
        if let passing = passingNote(state, context) { blocks.append(.text(passing, theme.roundTitle(kind))) }
        // Between the heading and the start line, centred; without the blank rows when they do not fit. The
        // totals take the rows left, at least one.
        let body = area.inset(top: 2, bottom: 3)
        let rowsLeft = body.height - blocks.filter { $0 != .blank }.reduce(0) { $0 + $1.height }
        let totals = ScoreStrip.lines(state, playing: TurnPlayers(plan).playing, width: area.inset(horizontal: 2).width,
                                      maxLines: max(1, rowsLeft), context)
        blocks += [.blank] + totals.map { .text($0, theme.round(kind)) }
        if blocks.reduce(0, { $0 + $1.height }) > body.height { blocks.removeAll { $0 == .blank } }
        var rest = body.centred(height: blocks.reduce(0) { $0 + $1.height })
        for block in blocks where block.height <= rest.height {
            switch block {
            case .text(let text, let style): grid.centred(text, in: rest.row(0).inset(horizontal: 1), style: style)
            case .big(let name): grid.draw(name, centredOn: rest)
            case .blank: break
            }
            rest = rest.inset(top: block.height)
        }
        let start = switch context.model.turnPart {
        case nil: context.text(.handoffStart)
        case .describes: context.text(.handoffYourTurn)
        case .guesses, .watches: context.text(.handoffWaitingFor(describer: describer))
        }
        grid.centred(start, in: area.row(fromBottom: 3).inset(horizontal: 1), style: theme.roundTitle(kind))
        GameScreenView.drawStatusBar(state, TurnPlayers(plan), in: area, into: &grid, context)
        Footer.draw(context.hints(GameKeys.handOff, context.moment(session), session: session,
                                  label: GameKeyLabels.label) + [context.helpHint],
                    into: &grid, row: area.row(fromBottom: 1), theme: theme)
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
        case .limited(let limit): context.text(.handoffPassLimit(n: limit))
        case .allowed: state.setup.rules.encouragesPassing ? context.text(.handoffPassFreely) : nil
        }
    }
}
