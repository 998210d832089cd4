import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// After a turn: the words guessed, with the chance to strike one that was not really guessed, and who
/// plays next.
enum ReviewView {
    static func draw(_ session: GameSession, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let state = session.state
        guard let review = state.review else {
            grid.fill(area, style: context.theme.menu)
            return
        }
        let kind = state.setup.rules.rounds[review.round].kind
        let theme = context.theme
        grid.fill(area, style: theme.round(kind))
        GameScreenView.drawRoundHeading(state, in: area, into: &grid, context)
        let title: StringKey = switch review.reason {
        case .timeUp: .reviewTimeUp
        case .endedEarly: .reviewEndedEarly
        case .bowlEmptied: .reviewBowlEmpty
        }
        // From under the heading and a blank row down to the strike hint's row and the rows under it.
        var rest = area.inset(top: 2, bottom: 5)
        // The title once in plain text: on its own row, or before the summary under its big letters (for
        // whoever reads the screen as text).
        var summary: [String] = []
        if let big = BigText.render(context.text(title), width: area.inset(horizontal: 1).width, maxLines: 1,
                                    style: theme.roundTitle(kind)),
           area.height >= 22 {
            grid.draw(big, centredOn: rest)
            rest = rest.inset(top: big.height + 1)
            summary.append(context.text(title))
        } else {
            grid.centred(context.text(title), in: rest.row(0), style: theme.roundTitle(kind))
            rest = rest.inset(top: 2)
        }
        let team = state.setup.teams[review.team].name
        let count = review.guessed.count - review.struck.count
        if review.guessed.isEmpty {
            summary.append(context.text(.reviewNoWords))
        } else {
            summary.append(PairsText.guessed(state, review, count: count, context)
                ?? context.text(.reviewGuessed, ["team": team, "n": String(count)]))
            summary.append(context.text(.reviewPoints, count: state.pointsThisTurn,
                                        ["points": ScreenContext.signed(state.pointsThisTurn)]))
        }
        grid.centred(summary.joined(separator: " · "), in: rest.row(0).inset(horizontal: 1), style: theme.roundTitle(kind))
        rest = rest.inset(top: 2)

        // The running totals at the bottom, when the words keep two rows.
        let totals = ScoreStrip.lines(state, playing: review.team, width: area.inset(horizontal: 2).width,
                                      maxLines: rest.height - 3, context)
        if !totals.isEmpty {
            for (index, line) in totals.enumerated() {
                grid.centred(line, in: rest.row(rest.height - totals.count + index).inset(horizontal: 1),
                             style: theme.round(kind))
            }
            rest = rest.inset(bottom: totals.count + 1)
        }

        // The words, in columns when they are many.
        let rows = max(1, rest.height)
        let columnWidth = min(area.inset(horizontal: 2).width, 36)
        let columns = rest.columns(
            max(1, min(area.inset(horizontal: 1).width / (columnWidth + 2), (review.guessed.count + rows - 1) / rows)),
            width: columnWidth, spacing: 2)
        let perPage = rows * columns.count
        let cursor = min(session.reviewCursor, max(0, review.guessed.count - 1))
        let first = (cursor / perPage) * perPage
        for (offset, word) in review.guessed.dropFirst(first).prefix(perPage).enumerated() {
            let index = first + offset
            let cell = columns[offset / rows].row(offset % rows)
            let struck = review.struck.contains(word)
            var style = index == cursor ? theme.selected : theme.round(kind)
            if struck && index != cursor { style = theme.struck(on: style) }
            let text = (struck ? "✗ " : "✓ ") + state.setup.words[word] + (struck ? " (\(context.text(.reviewStruck)))" : "")
            grid.fill(cell, style: style)
            grid.text(text, in: cell.inset(horizontal: 1), style: style)
        }
        if !review.guessed.isEmpty {
            // The whole sentence, or its short form where it does not fit.
            let line = area.row(fromBottom: 4).inset(horizontal: 1)
            let hint = context.text(.reviewStrikeHint)
            grid.centred(TextWidth.columns(of: hint) <= line.width ? hint : context.text(.reviewStrikeHintShort),
                         in: line, style: theme.round(kind))
        }
        grid.centred(nextLine(state, context), in: area.row(fromBottom: 3).inset(horizontal: 1), style: theme.roundTitle(kind))
        GameScreenView.drawStatusBar(state, in: area, into: &grid, context)
        var hints = [context.mainHint(session, key: context.text(.keyEnter), context.text(.actionConfirm))]
        if !review.guessed.isEmpty {
            hints += [KeyHint(context.text(.keyArrows), context.text(.actionMove)), KeyHint("x", context.text(.actionStrike))]
        }
        hints += [KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint]
        Footer.draw(hints, into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }

    /// Who plays after the review, or that the standings come next.
    static func nextLine(_ state: GameState, _ context: ScreenContext) -> String {
        guard let plan = state.planAfterReview else {
            return context.text(state.isLastRound ? .reviewToFinal : .reviewToStandings)
        }
        if let pair = PairsText.next(state, plan, context) { return pair }
        let team = state.setup.teams[plan.team]
        return context.text(.reviewNext, ["describer": team.players[plan.describer], "team": team.name])
    }
}
