import PappersCanvas
import PappersEngine
import PappersText

/// The standings as a table: place, team, points per round played, total.
enum StandingsTable {
    /// Draws the table from `row`, centred, at most `maxRows` teams; returns the row after it. The rounds'
    /// columns are left out when the screen is too narrow for them.
    @discardableResult
    static func draw(_ state: GameState, roundsPlayed: Int, into grid: inout Grid, row: Int, maxRows: Int,
                     style: Style, header: Style, _ context: ScreenContext) -> Int {
        let names = state.setup.teams.map(\.name)
        let widest = names.map { TextWidth.columns(of: $0) }.max() ?? 0
        let nameWidth = max(4, min(widest, grid.width - 12))
        let showRounds = grid.width >= 12 + nameWidth + roundsPlayed * 5
        let roundHeaders = showRounds
            ? (0..<roundsPlayed).map { pad(context.text(.standingsRoundShort, ["n": String($0 + 1)]), 4, right: true) } : []
        let headerLine = ([pad("", 3), pad("", nameWidth)] + roundHeaders
            + [pad(context.text(.standingsTotal), 5, right: true)]).joined(separator: " ")
        let x = max(0, (grid.width - TextWidth.columns(of: headerLine)) / 2)
        grid.text(headerLine, x: x, y: row, style: header)
        var y = row + 1
        for standing in state.standings.prefix(maxRows) {
            let name = pad(Grid.fit(names[standing.team], columns: nameWidth), nameWidth)
            let rounds = showRounds ? (0..<roundsPlayed).map { pad(String(standing.perRound[$0]), 4, right: true) } : []
            let line = ([pad("\(standing.place).", 3, right: true), name] + rounds
                + [pad(String(standing.total), 5, right: true)]).joined(separator: " ")
            grid.text(line, x: x, y: y, style: standing.place == 1 ? header : style)
            y += 1
        }
        return y
    }

    /// `text` padded with spaces to `width` columns, on the left when `right` (numbers align right).
    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - TextWidth.columns(of: text)))
        return right ? spaces + text : text + spaces
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
