import PappersApp
import PappersCanvas
import PappersEngine

/// The "Get ready: 3-2-1" count between the hand-off and the clock: the number big, who describes, and q/Esc
/// to stop it. The word stays hidden; the turn starts by itself at the end of the count.
enum GetReadyView {
    static func draw(_ plan: TurnPlan, _ session: GameSession, until: Int, in area: Rect, into grid: inout Grid,
                     _ context: ScreenContext) {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        grid.fill(area, style: theme.round(kind))
        GameScreenView.drawRoundHeading(state, in: area, into: &grid, context)
        let number = String(GetReady.number(left: until - context.now))
        let team = state.setup.teams[plan.team]
        let lines: [(String, Style)] = [
            (context.text(.getReadyTitle), theme.roundTitle(kind)),
            (PairsText.describesTo(state, plan, context)
                ?? context.text(.turnDescribes(describer: team.players[plan.describer], team: team.name)),
             theme.round(kind)),
        ]
        let body = area.inset(top: 2, bottom: 3)
        let big = BigText.digits(number, width: body.width, style: theme.countdown(urgent: false))
        let height = lines.count + 1 + (big?.height ?? 1)
        var rest = body.centred(height: min(body.height, height))
        grid.centred(lines[0].0, in: rest.row(0).inset(horizontal: 1), style: lines[0].1)
        rest = rest.inset(top: 2)
        if let big, big.height + lines.count <= rest.height + 1 {
            grid.draw(big, centredOn: rest.splitTop(big.height).top)
            rest = rest.inset(top: big.height)
        } else {
            grid.centred(number, in: rest.row(0), style: theme.countdown(urgent: false))
            rest = rest.inset(top: 1)
        }
        for (text, style) in lines.dropFirst() where rest.height > 0 {
            grid.centred(text, in: rest.row(0).inset(horizontal: 1), style: style)
            rest = rest.inset(top: 1)
        }
        GameScreenView.drawStatusBar(state, TurnPlayers(plan), in: area, into: &grid, context)
        Footer.draw(context.hints(GameKeys.getReady, context.moment(session), label: GameKeyLabels.label)
                    + [context.helpHint],
                    into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
