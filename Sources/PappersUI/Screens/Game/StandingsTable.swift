import PappersCanvas
import PappersEngine

/// The standings as a table: place, team, points per round played, total.
enum StandingsTable {
    /// Draws the table from `row`, centred, at most `maxRows` teams; returns the row after it.
    @discardableResult
    static func draw(_ state: GameState, roundsPlayed: Int, into grid: inout Grid, row: Int, maxRows: Int,
                     style: Style, header: Style, _ context: ScreenContext) -> Int {
        let standings = state.standings
        let nameWidth = min(24, max(8, grid.width - 12 - roundsPlayed * 5))
        let showRounds = grid.width >= 12 + nameWidth + roundsPlayed * 5
        var columns = ["   ", pad(context.text(.standingsTotal), nameWidth)]
        if showRounds {
            columns += (0..<roundsPlayed).map { padLeft(context.text(.standingsRoundShort, ["n": String($0 + 1)]), 4) }
        }
        columns.append(padLeft(context.text(.standingsTotal), 5))
        columns[1] = pad("", nameWidth)
        let headerLine = columns.joined(separator: " ")
        let width = headerLine.count
        let x = max(0, (grid.width - width) / 2)
        grid.text(headerLine, x: x, y: row, style: header)
        var y = row + 1
        for standing in standings.prefix(maxRows) {
            var cells = [padLeft("\(standing.place).", 3), pad(Grid.fit(state.setup.teams[standing.team].name, columns: nameWidth), nameWidth)]
            if showRounds {
                cells += (0..<roundsPlayed).map { padLeft(String(standing.perRound[$0]), 4) }
            }
            cells.append(padLeft(String(standing.total), 5))
            grid.text(cells.joined(separator: " "), x: x, y: y, style: standing.place == 1 ? header : style)
            y += 1
        }
        return y
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// "Reds leads by 3" or "Level at the top: Reds, Blues".
    static func leaderLine(_ state: GameState, _ context: ScreenContext) -> String {
        let standings = state.standings
        let leaders = standings.filter { $0.place == 1 }
        if leaders.count > 1 {
            return context.text(.standingsLevel, ["teams": leaders.map { state.setup.teams[$0.team].name }.joined(separator: ", ")])
        }
        let lead = standings.count > 1 ? standings[0].total - standings[1].total : standings[0].total
        return context.text(.standingsLeads, ["team": state.setup.teams[standings[0].team].name, "n": String(lead)])
    }
}
