import PappersCanvas
import PappersEngine
import PappersText

/// The running totals during a round, for the hand-off and the review: every team ranked, the playing team
/// marked `▶` (not by colour alone), in as few lines as the width allows; and the leader and the gap, short,
/// for the status bar.
enum ScoreStrip {
    /// "Score: ▶1. Reds 12 · 2. Blues 9 · …", cut into lines of at most `width` columns (a long name is cut
    /// so that a piece always fits).
    static func lines(_ state: GameState, playing: Int?, width: Int, _ context: ScreenContext) -> [String] {
        guard width > 0 else { return [] }
        let nameColumns = max(3, width / 3)
        let pieces = state.standings.map { standing in
            (standing.team == playing ? "▶" : "") + "\(standing.place). "
                + Grid.fit(state.setup.teams[standing.team].name, columns: nameColumns) + " \(standing.total)"
        }
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

    /// "Reds lead by 3" or "level at 5"; nil before anyone has scored.
    static func lead(_ state: GameState, _ context: ScreenContext) -> String? {
        let standings = state.standings
        guard let top = standings.first, top.total > 0 else { return nil }
        let leaders = standings.filter { $0.place == 1 }
        if leaders.count > 1 || standings.count < 2 {
            return leaders.count > 1 ? context.text(.statusLevel, ["n": String(top.total)]) : nil
        }
        let gap = top.total - standings[1].total
        return context.text(gap == 1 ? .statusLeadOne : .statusLeadOther,
                            ["team": state.setup.teams[top.team].name, "n": String(gap)])
    }
}
