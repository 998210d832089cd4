import PappersApp
import PappersCanvas
import PappersEngine

/// The end: a podium with a trophy, the standings, the awards, and the game's number and seed.
enum FinalView {
    static func draw(_ session: GameSession, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let state = session.state
        let theme = context.theme
        grid.fill(area, style: theme.final)
        let abandoned = state.phase == .abandoned
        grid.centred(context.text(abandoned ? .finalAbandoned : .finalTitle), in: area.row(0), style: theme.finalTitle)
        let names = state.leaders.map { state.setup.teams[$0].name }
        if !abandoned {
            let headline = names.count == 1 ? context.text(.finalWinner, ["team": names[0]])
                : context.text(.finalTie, ["teams": names.joined(separator: ", ")])
            grid.centred(headline, in: area.row(1).inset(horizontal: 1), style: theme.finalTitle)
        }
        // From the third row down to the game's line and the footer (and a blank row above them).
        var rest = area.inset(top: 3, bottom: 3)
        if !abandoned && area.height >= 22 && area.width >= 60 {
            rest = drawPodium(state, in: rest, into: &grid, context)
        }
        let awards = abandoned ? [] : self.awards(state, context)
        rest = StandingsTable.draw(state, roundsPlayed: state.setup.rules.rounds.count, in: rest, into: &grid,
                                   maxRows: max(1, rest.height - 1 - awards.count), style: theme.final,
                                   header: theme.finalTitle, context).inset(top: 1)
        // Each award whole, wrapped when it is wider than the screen; one that no longer fits is left out.
        for award in awards {
            let lines = Wrap.lines(award, width: rest.inset(horizontal: 1).width)
            guard lines.count <= rest.height else { continue }
            for line in lines {
                grid.centred(line, in: rest.row(0).inset(horizontal: 1), style: theme.final)
                rest = rest.inset(top: 1)
            }
        }
        let id = session.recordID.map(String.init) ?? "–"
        grid.centred(context.text(.finalGame, ["id": id, "seed": String(state.setup.seed)]), in: area.row(fromBottom: 2),
                     style: theme.final)
        // The celebration: a few frames of confetti over the winner's screen, then it holds still.
        if !abandoned, let frame = context.model.confettiFrame(at: context.now) {
            ConfettiView.draw(frame: frame, in: area.inset(bottom: 1), into: &grid, context)
        }
        Footer.draw([context.mainHint(session, key: context.text(.keyEnter), context.text(.actionHome)), KeyHint("r", context.text(.actionRematch)),
                     KeyHint("q", context.text(.actionHome))], into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }

    /// The awards from the game's own figures.
    static func awards(_ state: GameState, _ context: ScreenContext) -> [String] {
        let awards = GameStatistics(state).awards
        var lines: [String] = []
        if let best = awards.bestDescriber {
            let team = state.setup.teams[best.team]
            if state.setup.mode == .pairs {
                lines.append(context.text(.awardBestDescriberPair, count: best.words, ["player": team.name]))
            } else {
                lines.append(context.text(.awardBestDescriber, count: best.words, ["player": team.players[best.player], "team": team.name]))
            }
        }
        if let fastest = awards.fastestWord {
            lines.append(context.text(.awardFastest, ["word": state.setup.words[fastest.word], "s": context.strings.seconds(tenthsOf: fastest.millis)]))
        }
        if let hardest = awards.hardestWord {
            lines.append(context.text(.awardHardest, ["word": state.setup.words[hardest.word], "s": context.strings.seconds(tenthsOf: hardest.millis)]))
        }
        return lines
    }

    /// A trophy over the winner's step; second and third beside it, from the top of `area`. Returns the area
    /// under the podium and a blank row.
    private static func drawPodium(_ state: GameState, in area: Rect, into grid: inout Grid, _ context: ScreenContext) -> Rect {
        let theme = context.theme
        let trophy = ["▄▄▄▄▄▄▄▄▄", "▀█ ▄█▄ █▀", " ▀█████▀ ", "   ███   ", "  ▄███▄  "]
        // The trophy, then the steps: the highest is three rows tall with its place number above it.
        let podium = area.splitTop(trophy.count + 4).top
        let columns = podium.columns(3, width: 18, spacing: 1)
        // The winner in the middle, second on the left, third on the right.
        let winner = columns[1]
        // Centred one column right of the step's middle, as the trophy has always stood.
        let cup = winner.inset(left: 1).centred(width: trophy[0].count)
        let trophyStyle = theme.trophy
        for (index, line) in trophy.enumerated() {
            grid.text(line, x: cup.x, y: podium.row(index).y, style: trophyStyle)
        }
        for (index, standing) in state.standings.prefix(3).enumerated() {
            let height = max(1, 4 - standing.place)
            let column = [winner, columns[0], columns[2]][index]
            let step = column.splitBottom(height).bottom
            grid.fill(step, style: theme.podium)
            grid.centred(state.setup.teams[standing.team].name, in: step.row(0).inset(horizontal: 1), style: theme.podium)
            let points = context.text(.finalPoints, count: standing.total)
            if height > 1 { grid.centred(points, in: step.row(1), style: theme.podium) }
            grid.centred("\(standing.place)", in: column.row(fromBottom: height + 1), style: theme.finalTitle)
        }
        return area.inset(top: podium.height + 1)
    }
}
