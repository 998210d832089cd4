import PappersCanvas
import PappersEngine
import PappersText

/// The running totals during a round, for the hand-off, the turn and the review: every team ranked, the
/// playing team marked `▶` (not by colour alone; in pairs both the describer and the guesser, who both score),
/// in as few lines as the width allows; and the leader and the gap, short, for the status bar.
enum ScoreStrip {
    /// "Score: ▶1. Reds 12 · 2. Blues 9 · …", cut into lines of at most `width` columns (a long name is cut
    /// so that a piece always fits). When every team does not fit in `maxLines`, the leaders and the playing
    /// teams stay, with as many of the others, in their order, as fit.
    static func lines(_ state: GameState, playing: [Int], width: Int, maxLines: Int = .max, _ context: ScreenContext)
        -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        let nameColumns = max(3, width / 3)
        let standings = state.standings
        let pieces = standings.map { standing in
            (playing.contains(standing.team) ? "▶" : "") + "\(standing.place). "
                + Grid.fit(state.setup.teams[standing.team].name, columns: nameColumns) + " \(standing.total)"
        }
        let all = pack(pieces, width: width, context)
        if all.count <= maxLines { return all }
        var kept = standings.indices.filter { standings[$0].place == 1 || playing.contains(standings[$0].team) }
        for index in standings.indices where !kept.contains(index) {
            let tried = (kept + [index]).sorted()
            if pack(tried.map { pieces[$0] }, width: width, context).count <= maxLines { kept = tried }
        }
        return Array(pack(kept.map { pieces[$0] }, width: width, context).prefix(maxLines))
    }

    /// The label and `pieces`, joined by " · ", in lines of at most `width` columns.
    private static func pack(_ pieces: [String], width: Int, _ context: ScreenContext) -> [String] {
        var lines: [String] = []
        var line = context.text(.scoreLabel) + ":"
        for piece in pieces {
            let joined = line + (line.hasSuffix(":") ? " " : " · ") + piece
            if TextWidth.columns(of: joined) <= width {
                line = joined
            } else {
                lines.append(line)
                line = piece
            }
        }
        lines.append(line)
        return lines.map { Grid.fit($0, columns: width) }
    }

    /// Who plays now: the team, or in pairs the describer and the guesser.
    static func playing(team: Int?, guesser: Int?) -> [Int] {
        [team, guesser].compactMap { $0 }
    }

    /// The strip on one line of `row` during a turn (the corner scoreboard), so that the score stays in sight
    /// while the word is played.
    static func drawTurnLine(_ state: GameState, _ who: TurnPlayers, in row: Rect, into grid: inout Grid, style: Style,
                             _ context: ScreenContext) {
        let text = row.inset(horizontal: 1)
        let line = lines(state, playing: who.playing, width: text.width, maxLines: 1, context)
        if let line = line.first { grid.text(line, in: text, style: style, alignment: .trailing) }
    }

    /// "Reds: 3 points ahead" or "tied at 5"; nil before anyone has scored.
    static func lead(_ state: GameState, _ context: ScreenContext) -> String? {
        let standings = state.standings
        guard let top = standings.first, top.total > 0 else { return nil }
        let leaders = standings.filter { $0.place == 1 }
        if leaders.count > 1 || standings.count < 2 {
            return leaders.count > 1 ? context.text(.statusLevel(n: top.total)) : nil
        }
        let gap = top.total - standings[1].total
        // One player leads ("Ana leads by 2").
        if state.setup.mode == .pairs {
            return context.text(.statusPlayerLeads(player: state.setup.teams[top.team].name, n: gap))
        }
        let team = state.setup.teams[top.team].name
        return context.text(gap == 1 ? .statusLeadOne(team: team) : .statusLeadOther(team: team, n: gap))
    }
}
