import PappersApp
import PappersCanvas
import PappersEngine

/// The end: a podium with a trophy, the standings, the awards, and the game's number and seed.
enum FinalView {
    static func render(_ session: GameSession, _ context: ScreenContext) -> Grid {
        let state = session.state
        let theme = context.theme
        let size = context.size
        var grid = context.canvas(theme.final)
        let abandoned = state.phase == .abandoned
        grid.centred(context.text(abandoned ? .finalAbandoned : .finalTitle), y: 0, style: theme.finalTitle)
        let names = state.leaders.map { state.setup.teams[$0].name }
        if !abandoned {
            let headline = names.count == 1 ? context.text(.finalWinner, ["team": names[0]])
                : context.text(.finalTie, ["teams": names.joined(separator: ", ")])
            grid.centred(Grid.fit(headline, columns: size.width - 2), y: 1, style: theme.finalTitle)
        }
        var row = 3
        if !abandoned && size.height >= 22 && size.width >= 60 {
            row = drawPodium(state, into: &grid, top: row, context)
        }
        let awards = abandoned ? [] : self.awards(state, context)
        let spare = size.height - row - 4 - awards.count
        row = StandingsTable.draw(state, roundsPlayed: state.setup.rules.rounds.count, into: &grid, row: row,
                                  maxRows: max(1, spare), style: theme.final, header: theme.finalTitle, context) + 1
        for line in awards where row < size.height - 3 {
            grid.centred(Grid.fit(line, columns: size.width - 2), y: row, style: theme.final)
            row += 1
        }
        let id = session.recordID.map(String.init) ?? "–"
        grid.centred(context.text(.finalGame, ["id": id, "seed": String(state.setup.seed)]), y: size.height - 2,
                     style: theme.final)
        Footer.draw([KeyHint(context.text(.keyEnter), context.text(.actionHome)), KeyHint("r", context.text(.actionRematch)),
                     KeyHint("q", context.text(.actionHome))], into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    /// The awards from the game's own figures.
    static func awards(_ state: GameState, _ context: ScreenContext) -> [String] {
        let awards = GameStatistics(state).awards
        var lines: [String] = []
        if let best = awards.bestDescriber {
            let team = state.setup.teams[best.team]
            lines.append(context.text(.awardBestDescriber, ["player": team.players[best.player], "team": team.name, "n": String(best.words)]))
        }
        if let fastest = awards.fastestWord {
            lines.append(context.text(.awardFastest, ["word": state.setup.words[fastest.word], "s": seconds(fastest.millis)]))
        }
        if let hardest = awards.hardestWord {
            lines.append(context.text(.awardHardest, ["word": state.setup.words[hardest.word], "s": seconds(hardest.millis)]))
        }
        return lines
    }

    private static func seconds(_ millis: Int) -> String {
        "\(millis / 1000).\((millis % 1000) / 100)"
    }

    /// A trophy over the winner's step; second and third beside it. Returns the row after the podium.
    private static func drawPodium(_ state: GameState, into grid: inout Grid, top: Int, _ context: ScreenContext) -> Int {
        let theme = context.theme
        let standings = state.standings
        let trophy = ["▄▄▄▄▄▄▄▄▄", "▀█ ▄█▄ █▀", " ▀█████▀ ", "   ███   ", "  ▄███▄  "]
        let stepWidth = 18
        let centre = grid.width / 2
        let steps: [(standing: Standing, x: Int, height: Int)] = standings.prefix(3).enumerated().map { index, standing in
            let x = switch index {
            case 0: centre - stepWidth / 2
            case 1: centre - stepWidth / 2 - stepWidth - 1
            default: centre + stepWidth / 2 + 1
            }
            return (standing, x, max(1, 4 - standing.place))
        }
        let base = top + trophy.count + 4
        let trophyStyle = context.theme.hasColour ? Style(foreground: .red, background: .yellow, bold: true) : Style(bold: true)
        for (index, line) in trophy.enumerated() {
            grid.text(line, x: centre - line.count / 2, y: top + index, style: trophyStyle)
        }
        for step in steps {
            let y = base - step.height
            grid.fill(x: step.x, y: y, width: stepWidth, height: step.height, style: theme.podium)
            let name = Grid.fit(state.setup.teams[step.standing.team].name, columns: stepWidth - 2)
            grid.centred(name, y: y, style: theme.podium, x: step.x, width: stepWidth)
            let points = context.text(.finalPoints, ["n": String(step.standing.total)])
            if step.height > 1 { grid.centred(points, y: y + 1, style: theme.podium, x: step.x, width: stepWidth) }
            grid.centred("\(step.standing.place)", y: y - 1, style: theme.finalTitle, x: step.x, width: stepWidth)
        }
        return base + 1
    }
}
