import PappersApp
import PappersCanvas
import PappersEngine

/// The end: a podium with a trophy, the standings, the awards, and the game's number and seed.
///
/// Every player or team is in the standings, whatever the size: the trophy, then the podium, give way first,
/// then the table takes two columns; an award that still has no row is left out, last first.
enum FinalView {
    /// `abandoned`: the game was given up, and the screen says so instead of crowning anyone.
    static func draw(_ session: GameSession, abandoned: Bool, in area: Rect, into grid: inout Grid,
                     _ context: ScreenContext) {
        let state = session.state
        let theme = context.theme
        grid.fill(area, style: theme.final)
        grid.centred(context.text(abandoned ? .finalAbandoned : .finalTitle), in: area.row(0), style: theme.finalTitle)
        let names = state.leaders.map { state.setup.teams[$0].name }
        if !abandoned {
            let headline = names.count == 1 ? context.text(.finalWinner(team: names[0]))
                : context.text(.finalTie(teams: names.joined(separator: ", ")))
            grid.centred(headline, in: area.row(1).inset(horizontal: 1), style: theme.finalTitle)
        }
        // From the third row down to the game's line and the footer (and a blank row above them).
        var rest = area.inset(top: 3, bottom: 3)
        let awards = abandoned ? [] : self.awards(state, context)
        let awardLines = awards.map { Wrap.lines($0, width: rest.inset(horizontal: 1).width) }
        let layout = Layout.first(
            rows: rest.height, standings: state.standings.count, awardRows: awardLines.map(\.count),
            podiumFits: !abandoned && area.width >= 60)
        if layout.podium != .none {
            rest = drawPodium(state, trophy: layout.podium == .withTrophy, in: rest, into: &grid, context)
        }
        rest = StandingsTable.draw(state, roundsPlayed: state.setup.rules.rounds.count, in: rest, into: &grid,
                                   maxRows: .max, columns: layout.tableColumns, style: theme.final,
                                   header: theme.finalTitle, context)
        if layout.awards > 0 { rest = rest.inset(top: 1) }
        // Each award whole, wrapped when it is wider than the screen.
        for lines in awardLines.prefix(layout.awards) {
            for line in lines {
                grid.centred(line, in: rest.row(0).inset(horizontal: 1), style: theme.final)
                rest = rest.inset(top: 1)
            }
        }
        let id = session.recordID.map(String.init) ?? "–"
        grid.centred(context.text(.finalGame(id: id, seed: state.setup.seed)), in: area.row(fromBottom: 2),
                     style: theme.final)
        // The celebration: a few frames of confetti over the winner's screen, then it holds still.
        if !abandoned, let frame = context.model.confettiFrame(at: context.now) {
            ConfettiView.draw(frame: frame, in: area.inset(bottom: 1), into: &grid, context)
        }
        Footer.draw(context.hints(GameKeys.over, context.moment(session), session: session,
                                  label: GameKeyLabels.label), into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }

    /// How the final screen spends its rows: the roomiest of these that shows every standing and every award,
    /// else the one that shows every standing and the most awards; the table takes two columns only when one
    /// cannot hold it.
    struct Layout: Equatable {
        enum Podium: Equatable { case withTrophy, steps, none }
        let podium: Podium
        let tableColumns: Int
        /// How many awards are shown.
        let awards: Int

        /// The podium's rows, the blank row under it included.
        var podiumRows: Int {
            switch podium {
            case .withTrophy: FinalView.trophy.count + FinalView.stepsRows + 1
            case .steps: FinalView.stepsRows + 1
            case .none: 0
            }
        }

        static func first(rows: Int, standings: Int, awardRows: [Int], podiumFits: Bool) -> Layout {
            func tableRows(_ columns: Int) -> Int { 1 + (standings + columns - 1) / columns }
            var shapes: [(Podium, Int)] = podiumFits ? [(.withTrophy, 1), (.steps, 1)] : []
            shapes += [(.none, 1), (.none, 2)]
            func awardsFitting(_ room: Int) -> Int {
                var used = 1, count = 0
                for rows in awardRows where used + rows <= room {
                    used += rows
                    count += 1
                }
                return awardRows.isEmpty || room < 1 + (awardRows.first ?? 0) ? 0 : count
            }
            var best: Layout?
            for (podium, columns) in shapes {
                // Two columns only for a table that one column cannot hold: names are cut narrower there.
                if columns > 1, best != nil { break }
                let layout = Layout(podium: podium, tableColumns: columns, awards: 0)
                let room = rows - layout.podiumRows - tableRows(columns)
                guard room >= 0 else { continue }
                let shown = awardsFitting(room)
                let candidate = Layout(podium: podium, tableColumns: columns, awards: shown)
                if shown == awardRows.count { return candidate }
                if best == nil || shown > best!.awards { best = candidate }
            }
            return best ?? Layout(podium: .none, tableColumns: 2, awards: 0)
        }
    }

    /// The awards from the game's own figures.
    static func awards(_ state: GameState, _ context: ScreenContext) -> [String] {
        let awards = GameStatistics(state).awards
        var lines: [String] = []
        if let best = awards.bestDescriber {
            let team = state.setup.teams[best.team]
            if state.setup.mode == .pairs {
                lines.append(context.text(.awardBestDescriberPair(player: team.name, n: best.words)))
            } else {
                lines.append(context.text(.awardBestDescriber(player: team.players[best.player], team: team.name, n: best.words)))
            }
        }
        if let fastest = awards.fastestWord {
            lines.append(context.text(.awardFastest(word: state.setup.words[fastest.word], s: context.strings.seconds(tenthsOf: fastest.millis))))
        }
        if let hardest = awards.hardestWord {
            lines.append(context.text(.awardHardest(word: state.setup.words[hardest.word], s: context.strings.seconds(tenthsOf: hardest.millis))))
        }
        return lines
    }

    static let trophy = ["▄▄▄▄▄▄▄▄▄", "▀█ ▄█▄ █▀", " ▀█████▀ ", "   ███   ", "  ▄███▄  "]
    /// The steps' rows: a name over each step, the highest step three rows tall.
    static let stepsRows = 4

    /// The trophy (when `trophy`) over the winner's step; second and third beside it, from the top of `area`.
    /// Each step has its place and name on the row above it and its points inside, the lowest step too.
    /// Returns the area under the podium and a blank row.
    private static func drawPodium(_ state: GameState, trophy showsTrophy: Bool, in area: Rect, into grid: inout Grid,
                                   _ context: ScreenContext) -> Rect {
        let theme = context.theme
        let cupRows = showsTrophy ? trophy.count : 0
        let podium = area.splitTop(cupRows + stepsRows).top
        let columns = podium.columns(3, width: 18, spacing: 1)
        // The winner in the middle, second on the left, third on the right.
        let winner = columns[1]
        if showsTrophy {
            // Centred one column right of the step's middle, as the trophy has always stood.
            let cup = winner.inset(left: 1).centred(width: trophy[0].count)
            for (index, line) in trophy.enumerated() {
                grid.text(line, x: cup.x, y: podium.row(index).y, style: theme.trophy)
            }
        }
        for (index, standing) in state.standings.prefix(3).enumerated() {
            let height = max(1, 4 - standing.place)
            let column = [winner, columns[0], columns[2]][index]
            let step = column.splitBottom(height).bottom
            grid.fill(step, style: theme.podium)
            let name = "\(standing.place). " + state.setup.teams[standing.team].name
            grid.centred(name, in: column.row(fromBottom: height + 1), style: theme.finalTitle)
            grid.centred(context.text(.finalPoints(n: standing.total)), in: step.row(0).inset(horizontal: 1),
                         style: theme.podium)
        }
        return area.inset(top: podium.height + 1)
    }
}
