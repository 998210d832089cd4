import PappersApp
import PappersCanvas
import PappersEngine

/// The end of a round: the standings, who leads, and what comes next.
enum StandingsView {
    static func render(_ session: GameSession, _ context: ScreenContext) -> Grid {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        let size = context.size
        var grid = context.canvas(theme.round(kind))
        let title = context.text(.standingsTitle, ["n": String(state.round + 1), "name": context.roundName(kind)])
        grid.centred(title, y: 1, style: theme.roundTitle(kind))
        grid.centred(StandingsTable.leaderLine(state, context), y: 3, style: theme.roundTitle(kind))
        let after = StandingsTable.draw(state, roundsPlayed: state.round + 1, into: &grid, row: 5,
                                        maxRows: max(1, size.height - 12), style: theme.round(kind),
                                        header: theme.roundTitle(kind), context)
        var row = min(after + 1, size.height - 5)
        let nextKind = state.setup.rules.rounds[state.round + 1].kind
        grid.centred(context.text(.standingsNext, ["n": String(state.round + 2), "name": context.roundName(nextKind)])
                     + " · " + context.roundRule(nextKind), y: row, style: theme.roundTitle(kind))
        row += 1
        if let carry = state.carry, row < size.height - 2 {
            let team = state.setup.teams[carry.team]
            grid.centred(context.text(.standingsCarry, [
                "describer": team.players[carry.describer], "team": team.name, "n": String((carry.millis + 999) / 1000),
            ]), y: row, style: theme.round(kind))
        }
        Footer.draw([KeyHint(context.mainKey, context.text(.standingsContinue)),
                     KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint],
                    into: &grid, row: size.height - 1, theme: theme)
        return grid
    }
}
