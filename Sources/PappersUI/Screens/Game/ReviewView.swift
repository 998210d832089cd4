import PappersApp
import PappersCanvas
import PappersEngine

/// After a turn: the words guessed, with the chance to strike one that was not really guessed, and who
/// plays next.
enum ReviewView {
    static func render(_ session: GameSession, _ context: ScreenContext) -> Grid {
        let state = session.state
        guard let review = state.review else { return context.canvas(context.theme.menu) }
        let kind = state.setup.rules.rounds[review.round].kind
        let theme = context.theme
        let size = context.size
        var grid = context.canvas(theme.round(kind))
        GameScreenView.drawRoundHeading(state, into: &grid, context)
        let title: StringKey = switch review.reason {
        case .timeUp: .reviewTimeUp
        case .endedEarly: .reviewEndedEarly
        case .bowlEmptied: .reviewBowlEmpty
        }
        var row = 1
        if let big = BigText.render(context.text(title), width: size.width - 2, maxLines: 1, style: theme.roundTitle(kind)),
           size.height >= 22 {
            grid.draw(big, x: (size.width - big.width) / 2, y: row + 1)
            row += big.height + 2
        } else {
            grid.centred(context.text(title), y: row + 1, style: theme.roundTitle(kind))
            row += 3
        }
        let team = state.setup.teams[review.team].name
        let count = review.guessed.count - review.struck.count
        // The title again in plain text, for whoever reads the screen as text.
        let summary = context.text(title) + " · " + (review.guessed.isEmpty ? context.text(.reviewNoWords)
            : context.text(.reviewGuessed, ["team": team, "n": String(count)]) + " · "
                + context.text(.reviewPoints, ["points": ScreenContext.signed(state.pointsThisTurn)]))
        grid.centred(Grid.fit(summary, columns: size.width - 2), y: row, style: theme.roundTitle(kind))
        row += 2

        // The words, in columns when they are many.
        let listBottom = size.height - 5
        let rows = max(1, listBottom - row)
        let columnWidth = min(size.width - 4, 36)
        let columns = max(1, min((size.width - 2) / (columnWidth + 2), (review.guessed.count + rows - 1) / rows))
        let perPage = rows * columns
        let cursor = min(session.reviewCursor, max(0, review.guessed.count - 1))
        let first = (cursor / perPage) * perPage
        let left = (size.width - columns * (columnWidth + 2) + 2) / 2
        for (offset, word) in review.guessed.dropFirst(first).prefix(perPage).enumerated() {
            let index = first + offset
            let x = left + (offset / rows) * (columnWidth + 2)
            let y = row + offset % rows
            let struck = review.struck.contains(word)
            var style = index == cursor ? theme.selected : theme.round(kind)
            if struck && index != cursor { style = theme.struck(on: style) }
            let text = (struck ? "✗ " : "✓ ") + state.setup.words[word] + (struck ? " (\(context.text(.reviewStruck)))" : "")
            grid.fill(x: x, y: y, width: columnWidth, height: 1, style: style)
            grid.text(Grid.fit(text, columns: columnWidth - 2), x: x + 1, y: y, style: style)
        }
        if !review.guessed.isEmpty {
            grid.centred(Grid.fit(context.text(.reviewStrikeHint), columns: size.width - 2), y: size.height - 4,
                         style: theme.round(kind))
        }
        grid.centred(Grid.fit(nextLine(state, context), columns: size.width - 2), y: size.height - 3,
                     style: theme.roundTitle(kind))
        GameScreenView.drawStatusBar(state, into: &grid, context)
        var hints = [KeyHint(context.text(.keyEnter), context.text(.actionConfirm))]
        if !review.guessed.isEmpty {
            hints += [KeyHint(context.text(.keyArrows), context.text(.actionMove)), KeyHint("x", context.text(.actionStrike))]
        }
        hints += [KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint]
        Footer.draw(hints, into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    /// Who plays after the review, or that the standings come next.
    static func nextLine(_ state: GameState, _ context: ScreenContext) -> String {
        guard let plan = state.planAfterReview else {
            return context.text(state.isLastRound ? .reviewToFinal : .reviewToStandings)
        }
        let team = state.setup.teams[plan.team]
        return context.text(.reviewNext, ["describer": team.players[plan.describer], "team": team.name])
    }
}
