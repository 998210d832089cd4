import PappersCanvas
import PappersEngine
import PappersText

/// The standings as a table: place, team, points per round played, total.
enum StandingsTable {
    /// Draws the table from the top of `area`, centred across it, at most `maxRows` teams, in `columns` side
    /// by side (each with its header; the first holds the leaders); returns the area under the table. The
    /// rounds' columns are left out when the area is too narrow for them.
    @discardableResult
    static func draw(_ state: GameState, roundsPlayed: Int, in area: Rect, into grid: inout Grid, maxRows: Int,
                     columns: Int = 1, style: Style, header: Style, _ context: ScreenContext) -> Rect {
        guard columns > 1 else {
            return draw(state, state.standings.prefix(maxRows), roundsPlayed: roundsPlayed, in: area, into: &grid,
                        style: style, header: header, context)
        }
        let standings = Array(state.standings.prefix(maxRows))
        let perColumn = (standings.count + columns - 1) / columns
        let spacing = 2
        let width = (area.width - spacing * (columns - 1)) / columns
        var below = area
        for (index, column) in area.columns(columns, width: width, spacing: spacing).enumerated() {
            let part = standings.dropFirst(index * perColumn).prefix(perColumn)
            guard !part.isEmpty else { continue }
            let under = draw(state, part, roundsPlayed: roundsPlayed, in: column, into: &grid, style: style,
                             header: header, context)
            if under.y > below.y { below = area.inset(top: under.y - area.y) }
        }
        return below
    }

    private static func draw(_ state: GameState, _ standings: ArraySlice<Standing>, roundsPlayed: Int, in area: Rect,
                             into grid: inout Grid, style: Style, header: Style, _ context: ScreenContext) -> Rect {
        let names = state.setup.teams.map(\.name)
        let widest = names.map { TextWidth.columns(of: $0) }.max() ?? 0
        let nameWidth = max(4, min(widest, area.width - 12))
        let showRounds = area.width >= 12 + nameWidth + roundsPlayed * 5
        let roundHeaders = showRounds
            ? (0..<roundsPlayed).map { pad(context.text(.standingsRoundShort(n: $0 + 1)), 4, right: true) } : []
        let headerLine = ([pad("", 3), pad("", nameWidth)] + roundHeaders
            + [pad(context.text(.standingsTotal), 5, right: true)]).joined(separator: " ")
        let table = area.centred(width: TextWidth.columns(of: headerLine))
        grid.text(headerLine, x: table.x, y: table.y, style: header)
        for (index, standing) in standings.enumerated() {
            let name = pad(Grid.fit(names[standing.team], columns: nameWidth), nameWidth)
            let rounds = showRounds ? (0..<roundsPlayed).map { pad(String(standing.perRound[$0]), 4, right: true) } : []
            let line = ([pad("\(standing.place).", 3, right: true), name] + rounds
                + [pad(String(standing.total), 5, right: true)]).joined(separator: " ")
            grid.text(line, x: table.x, y: table.row(1 + index).y, style: standing.place == 1 ? header : style)
        }
        return area.inset(top: 1 + standings.count)
    }

    /// `text` padded with spaces to `width` columns, on the left when `right` (numbers align right).
    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - TextWidth.columns(of: text)))
        return right ? spaces + text : text + spaces
    }

    /// The columns a table of `teams` needs in `rows` rows under its header: one, else two or three when the
    /// width leaves each at least 16 columns.
    static func columnsNeeded(teams: Int, rows: Int, width: Int) -> Int {
        guard rows > 0, teams > rows else { return 1 }
        for columns in 2...3 where (teams + columns - 1) / columns <= rows && width / columns >= 16 { return columns }
        return width >= 34 ? 2 : 1
    }

    /// "Reds: 3 points ahead" or "Tied at the top: Reds, Blues".
    static func leaderLine(_ state: GameState, _ context: ScreenContext) -> String {
        let standings = state.standings
        let leaders = standings.filter { $0.place == 1 }
        if leaders.count > 1 {
            return context.text(.standingsLevel(teams: leaders.map { state.setup.teams[$0.team].name }.joined(separator: ", ")))
        }
        let lead = standings.count > 1 ? standings[0].total - standings[1].total : standings[0].total
        return context.text(.standingsLeads(team: state.setup.teams[standings[0].team].name, n: lead))
    }
}
