import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// The end of a round: the standings, who leads, and what comes next.
enum StandingsView {
    static func draw(_ session: GameSession, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        grid.fill(area, style: theme.round(kind))
        let title = context.text(.standingsTitle, ["n": String(state.round + 1), "name": context.roundName(kind)])
        grid.centred(title, in: area.row(1), style: theme.roundTitle(kind))
        grid.centred(StandingsTable.leaderLine(state, context), in: area.row(3), style: theme.roundTitle(kind))
        let below = StandingsTable.draw(state, roundsPlayed: state.round + 1, in: area.inset(top: 5), into: &grid,
                                        maxRows: max(1, area.height - 12), style: theme.round(kind),
                                        header: theme.roundTitle(kind), context)
        // The next round one row under the table, never lower than five rows from the bottom; the carry-over
        // under it (so always above the status rows).
        var rest = below.inset(top: 1)
        let lowest = area.splitBottom(5).bottom
        if rest.y > lowest.y { rest = lowest }
        let nextKind = state.setup.rules.rounds[state.round + 1].kind
        let next = context.text(.standingsNext, ["n": String(state.round + 2), "name": context.roundName(nextKind)])
        let rule = context.roundRule(nextKind)
        // On one row when it fits; else the rule on the rows under the round, wrapped, never cut.
        let width = rest.inset(horizontal: 1).width
        let nextLines = TextWidth.columns(of: next + " · " + rule) <= width ? [next + " · " + rule]
            : Wrap.lines(next, width: width) + Wrap.lines(rule, width: width)
        for (index, line) in nextLines.enumerated() {
            grid.centred(line, in: rest.row(index), style: theme.roundTitle(kind))
        }
        if let carry = state.carry {
            let team = state.setup.teams[carry.team]
            grid.centred(PairsText.carry(state, carry, context) ?? context.text(.standingsCarry, [
                "describer": team.players[carry.describer], "team": team.name, "n": String((carry.millis + 999) / 1000),
            ]), in: rest.row(nextLines.count), style: theme.round(kind))
        }
        Footer.draw([context.mainHint(session, key: context.mainKey, context.text(.standingsContinue)),
                     KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint],
                    into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
