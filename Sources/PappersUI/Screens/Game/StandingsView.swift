import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// The end of a round: the standings, who leads, and what comes next.
enum StandingsView {
    static func draw(carry: TurnPlan?, _ session: GameSession, in area: Rect, into grid: inout Grid,
                     _ context: ScreenContext) {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        grid.fill(area, style: theme.round(kind))
        let title = context.text(.standingsTitle(n: state.round + 1, name: context.roundName(kind)))
        // On a short screen the title, the leader and the table close up, so that every team has a row.
        let compact = area.height < 16
        grid.centred(title, in: area.row(compact ? 0 : 1), style: theme.roundTitle(kind))
        grid.centred(StandingsTable.leaderLine(state, context), in: area.row(compact ? 1 : 3), style: theme.roundTitle(kind))
        let nextKind = state.setup.rules.rounds[state.round + 1].kind
        let next = context.text(.standingsNext(n: state.round + 2, name: context.roundName(nextKind)))
        let rule = context.roundRule(nextKind)
        // On one row when it fits; else the rule on the rows under the round, wrapped, never cut.
        let width = area.inset(horizontal: 1).width
        let nextLines = TextWidth.columns(of: next + " · " + rule) <= width ? [next + " · " + rule]
            : Wrap.lines(next, width: width) + Wrap.lines(rule, width: width)
        let nextRows = nextLines.count + (carry == nil ? 0 : 1)
        // The table between the leader and the next round's lines (a blank row above them when roomy), in as
        // many columns as every team needs.
        let table = area.inset(top: compact ? 3 : 5, bottom: 1 + nextRows + (compact ? 0 : 1))
        let columns = StandingsTable.columnsNeeded(teams: state.standings.count, rows: table.height - 1, width: table.width)
        let below = StandingsTable.draw(state, roundsPlayed: state.round + 1, in: table, into: &grid,
                                        maxRows: max(1, (table.height - 1) * columns), columns: columns,
                                        style: theme.round(kind), header: theme.roundTitle(kind), context)
        // The next round one row under the table, never lower than its rows allow; the carry-over under it.
        var rest = below.inset(top: compact ? 0 : 1)
        let lowest = area.splitBottom(1 + nextRows).bottom
        if rest.y > lowest.y { rest = lowest }
        for (index, line) in nextLines.enumerated() {
            grid.centred(line, in: rest.row(index), style: theme.roundTitle(kind))
        }
        if let carry {
            let team = state.setup.teams[carry.team]
            grid.centred(PairsText.carry(state, carry, context) ?? context.text(.standingsCarry(
                describer: team.players[carry.describer], team: team.name, n: (carry.millis + 999) / 1000,
            )), in: rest.row(nextLines.count), style: theme.round(kind))
        }
        Footer.draw(context.hints(GameKeys.roundOver, context.moment(session), session: session,
                                  label: GameKeyLabels.label) + [context.helpHint],
                    into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
