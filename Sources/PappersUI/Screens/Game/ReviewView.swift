import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// After a turn: the words guessed, with the chance to strike one that was not really guessed, and who
/// plays next. Every word is on screen, in as many columns as the widest takes; when they do not all fit
/// even with the title small and the totals left out, the list turns pages with the cursor and says how many
/// words are before and after the page ("▲ 4 more", "▼ 12 more").
enum ReviewView {
    static func draw(_ review: Review, _ session: GameSession, in area: Rect, into grid: inout Grid,
                     _ context: ScreenContext) {
        let state = session.state
        let kind = state.setup.rules.rounds[review.round].kind
        let theme = context.theme
        grid.fill(area, style: theme.round(kind))
        GameScreenView.drawRoundHeading(state, in: area, into: &grid, context)
        let title = context.text(titleKey(review.reason))
        let team = state.setup.teams[review.team].name
        let count = review.guessed.count - review.struck.count
        var summary: [String] = []
        if review.guessed.isEmpty {
            summary.append(context.text(.reviewNoWords))
        } else {
            summary.append(PairsText.guessed(state, review, count: count, context)
                ?? context.text(.reviewGuessed(team: team, n: count)))
            summary.append(context.text(.reviewPoints(n: state.pointsThisTurn, points: ScreenContext.signed(state.pointsThisTurn))))
        }
        let texts = review.guessed.map { wordText($0, review, state, context) }
        // From under the heading and a blank row down to the strike hint's row and the rows under it.
        let rest = area.inset(top: 2, bottom: 5)
        let list = WordColumns(texts, width: area.inset(horizontal: 1).width)
        let big = area.height >= 22
            ? BigText.render(title, width: area.inset(horizontal: 1).width, maxLines: 1, style: theme.roundTitle(kind)) : nil
        let totals = ScoreStrip.lines(state, playing: TurnPlayers(review).playing,
                                      width: area.inset(horizontal: 2).width, context)
        let layout = Layout.first(rest: rest.height, big: big?.height, totals: totals.count, words: list)

        var top = rest
        if let big, layout.bigTitle {
            // The title once in plain text: before the summary under its big letters (for whoever reads the
            // screen as text).
            grid.draw(big, centredOn: top)
            top = top.inset(top: big.height + layout.gap)
            summary.insert(title, at: 0)
        } else {
            grid.centred(title, in: top.row(0), style: theme.roundTitle(kind))
            top = top.inset(top: 1 + layout.gap)
        }
        grid.centred(summary.joined(separator: " · "), in: top.row(0).inset(horizontal: 1), style: theme.roundTitle(kind))
        top = top.inset(top: 1 + layout.gap)
        if layout.totals > 0 {
            for (index, line) in totals.prefix(layout.totals).enumerated() {
                grid.centred(line, in: top.row(top.height - layout.totals + index).inset(horizontal: 1), style: theme.round(kind))
            }
            top = top.inset(bottom: layout.totals + layout.gap)
        }
        drawWords(list, session, review, in: top, into: &grid, context)

        let moment = context.moment(session)
        // The strike hint where the seat may strike (not at a guesser's).
        if GameKeys.review.offered(moment).contains(where: { $0.action == .strike }) {
            // The whole sentence, or its short form where it does not fit.
            let line = area.row(fromBottom: 4).inset(horizontal: 1)
            let hint = context.text(.reviewStrikeHint)
            grid.centred(TextWidth.columns(of: hint) <= line.width ? hint : context.text(.reviewStrikeHintShort),
                         in: line, style: theme.round(kind))
        }
        grid.centred(nextLine(state, context), in: area.row(fromBottom: 3).inset(horizontal: 1), style: theme.roundTitle(kind))
        GameScreenView.drawStatusBar(state, TurnPlayers(review), in: area, into: &grid, context)
        let hints = context.hints(GameKeys.review, moment, session: session,
                                  label: GameKeyLabels.label)
        Footer.draw(hints + [context.helpHint], into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }

    static func titleKey(_ reason: TurnEnd) -> StringKey {
        switch reason {
        case .timeUp: .reviewTimeUp
        case .endedEarly: .reviewEndedEarly
        case .bowlEmptied: .reviewBowlEmpty
        }
    }

    /// A word of the list: ✓ or ✗, the word, its points when the rules score by level, "(struck)".
    static func wordText(_ word: WordID, _ review: Review, _ state: GameState, _ context: ScreenContext) -> String {
        let struck = review.struck.contains(word)
        var text = (struck ? "✗ " : "✓ ") + state.setup.words[word]
        if state.setup.rules.points == .byLevel {
            let points = state.setup.points(for: word)
            text += " " + context.text(.reviewWordPoints(n: points, points: ScreenContext.signed(points)))
        }
        if struck { text += " (\(context.text(.reviewStruck)))" }
        return text
    }

    /// The words in their columns: the page holding the cursor, with "▲ N more" and "▼ N more" on the list's
    /// last row when words are before or after it.
    private static func drawWords(_ list: WordColumns, _ session: GameSession, _ review: Review, in area: Rect,
                                  into grid: inout Grid, _ context: ScreenContext) {
        guard !list.texts.isEmpty, area.height > 0 else { return }
        let theme = context.theme
        let kind = session.state.setup.rules.rounds[review.round].kind
        let pages = list.texts.count > list.capacity(rows: area.height)
        let rows = pages ? max(1, area.height - 1) : area.height
        let perPage = list.capacity(rows: rows)
        let shown = min(list.columns, (list.texts.count + rows - 1) / rows)
        let columns = area.splitTop(rows).top.columns(shown, width: list.columnWidth, spacing: WordColumns.spacing)
        let cursor = min(session.reviewCursor, max(0, list.texts.count - 1))
        let first = (cursor / perPage) * perPage
        for (offset, text) in list.texts.dropFirst(first).prefix(perPage).enumerated() {
            let index = first + offset
            let cell = columns[offset / rows].row(offset % rows)
            let struck = review.struck.contains(review.guessed[index])
            var style = index == cursor ? theme.selected : theme.round(kind)
            if struck && index != cursor { style = theme.struck(on: style) }
            grid.fill(cell, style: style)
            grid.text(text, in: cell.inset(horizontal: 1), style: style)
        }
        if pages {
            let after = max(0, list.texts.count - first - perPage)
            let marks = [first > 0 ? context.text(.listMoreAbove(n: first)) : nil,
                         after > 0 ? context.text(.listMoreBelow(n: after)) : nil].compactMap { $0 }
            grid.centred(marks.joined(separator: " · "), in: area.row(area.height - 1), style: theme.roundTitle(kind))
        }
    }

    /// Who plays after the review, or that the standings come next.
    static func nextLine(_ state: GameState, _ context: ScreenContext) -> String {
        guard let plan = state.planAfterReview else {
            return context.text(state.isLastRound ? .reviewToFinal : .reviewToStandings)
        }
        if let pair = PairsText.next(state, plan, context) { return pair }
        let team = state.setup.teams[plan.team]
        return context.text(.reviewNext(describer: team.players[plan.describer], team: team.name))
    }

    /// How the review spends its rows: the first of these, roomiest first, that shows every word; else the
    /// last, which gives the words the most rows (and pages them).
    struct Layout: Equatable {
        /// The title in big letters.
        let bigTitle: Bool
        /// Blank rows after the title, the summary and before the totals.
        let gap: Int
        /// Lines of running totals at the bottom.
        let totals: Int

        /// The rows the words get in `rest` rows.
        func wordRows(rest: Int, big: Int?) -> Int {
            let title = bigTitle ? (big ?? 1) : 1
            return rest - title - gap - 1 - gap - (totals > 0 ? totals + gap : 0)
        }

        static func first(rest: Int, big: Int?, totals: Int, words: WordColumns) -> Layout {
            var candidates: [Layout] = []
            if big != nil { candidates.append(Layout(bigTitle: true, gap: 1, totals: totals)) }
            candidates += [
                Layout(bigTitle: false, gap: 1, totals: totals), Layout(bigTitle: false, gap: 1, totals: min(1, totals)),
                Layout(bigTitle: false, gap: 0, totals: min(1, totals)), Layout(bigTitle: false, gap: 0, totals: 0),
            ]
            // Totals are kept only where they leave the words two rows, as they always were.
            let usable = candidates.filter { $0.totals == 0 || $0.wordRows(rest: rest, big: big) >= 2 }
            return usable.first { words.capacity(rows: $0.wordRows(rest: rest, big: big)) >= words.texts.count }
                ?? usable.last ?? Layout(bigTitle: false, gap: 0, totals: 0)
        }
    }
}

/// A list of short texts in columns as wide as the widest (at most 36 columns), as many as the width holds.
struct WordColumns: Equatable {
    static let spacing = 2
    let texts: [String]
    let columnWidth: Int
    let columns: Int

    init(_ texts: [String], width: Int) {
        self.texts = texts
        let widest = texts.map { TextWidth.columns(of: $0) }.max() ?? 0
        columnWidth = max(1, min(width, 36, widest + 2))
        columns = max(1, (width + Self.spacing) / (columnWidth + Self.spacing))
    }

    /// How many texts `rows` rows hold.
    func capacity(rows: Int) -> Int { max(0, rows) * columns }
}
