import PappersCanvas
import PappersEngine

extension AppModel {
    /// The rows of the teams screen for the current roster.
    public var teamRows: [TeamsScreen.Row] {
        var rows: [TeamsScreen.Row] = []
        for (t, team) in roster.enumerated() {
            rows.append(.team(t))
            for p in team.players.indices { rows.append(.player(team: t, player: p)) }
            if team.players.count < GameSetup.Limits.players.upperBound { rows.append(.addPlayer(team: t)) }
        }
        if roster.count < GameSetup.Limits.teams.upperBound { rows.append(.addTeam) }
        rows.append(.start)
        return rows
    }

    /// Leaving the teams screen keeps its roster (teams, or the pairs list) as the remembered one (saved at once,
    /// first in the "o" list), so that quitting from home loses no edit; a roster no game could start with is
    /// not kept.
    mutating func keepDraft() -> [AppCommand] {
        guard case .success = GameSetup(teams: roster, rules: Rules(), words: ["-"], seed: 0, mode: mode).validated()
        else { return [] }
        return remember(roster)
    }

    /// The teams screen's o: the next earlier roster of the mode on screen (teams, or a pairs list), the most
    /// recent first, said under the list; or that there is none.
    mutating func bringBackEarlierRoster(_ teams: inout TeamsScreen) {
        let earlier = recentRosters.filter { Self.mode(of: $0) == mode }
        guard !earlier.isEmpty else {
            teams.note = .noEarlierRoster
            return
        }
        // The first press shows the most recent roster unless it is the one on screen already.
        var index = teams.note == nil && teams.recentIndex == 0 && earlier[0] != roster ? 0 : teams.recentIndex + 1
        index %= earlier.count
        teams.recentIndex = index
        roster = earlier[index]
        teams.cursor = 0
        teams.note = .earlierRoster(number: index + 1, count: earlier.count)
    }

    public func team(of row: TeamsScreen.Row) -> Int? {
        switch row {
        case .team(let t), .player(let t, _), .addPlayer(let t): t
        case .addTeam, .start: nil
        }
    }

    func name(at row: TeamsScreen.Row) -> String {
        switch row {
        case .team(let t): roster[t].name
        case .player(let t, let p): roster[t].players[p]
        default: ""
        }
    }

    /// Whether another team (for a team row) or another player (for a player row) has this name.
    func isTaken(_ name: String, except row: TeamsScreen.Row) -> Bool {
        switch row {
        case .team(let t):
            return roster.indices.contains { $0 != t && Names.same(roster[$0].name, name) }
        case .player(let t, let p):
            for (ti, team) in roster.enumerated() {
                for (pi, player) in team.players.enumerated() where (ti, pi) != (t, p) && Names.same(player, name) {
                    return true
                }
            }
            return false
        default:
            return false
        }
    }

    /// A name of the form "Player N" (or "Team N") not yet used.
    func freshName(_ make: (Int) -> String, taken: [String]) -> String {
        var number = taken.count + 1
        while taken.contains(where: { Names.same($0, make(number)) }) { number += 1 }
        return make(number)
    }

    /// A new player at the end of `team`, its name open to type on a placeholder ("Player 5").
    mutating func addPlayer(to team: Int, _ teams: inout TeamsScreen) {
        guard roster[team].players.count < GameSetup.Limits.players.upperBound else {
            teams.problem = .tooManyPlayers
            return
        }
        let name = freshName(names.player, taken: roster.flatMap(\.players))
        roster[team].players.append(name)
        teams.cursor = teamRows.firstIndex(of: .player(team: team, player: roster[team].players.count - 1)) ?? teams.cursor
        teams.editing = TextField(name, maximumColumns: Names.maximumColumns, placeholder: true)
        teams.editingNewPlayer = true
    }

    /// A new team of two players, selected; with `typing` (Enter on "+ add a team") its name opens to type.
    mutating func addTeam(_ teams: inout TeamsScreen, typing: Bool = false) {
        guard roster.count < GameSetup.Limits.teams.upperBound else {
            teams.problem = .tooManyTeams
            return
        }
        let name = freshName(names.team, taken: roster.map(\.name))
        var players: [String] = []
        for _ in 0..<2 { players.append(freshName(names.player, taken: roster.flatMap(\.players) + players)) }
        roster.append(Team(name: name, players: players))
        teams.cursor = teamRows.firstIndex(of: .team(roster.count - 1)) ?? teams.cursor
        if typing { openField(at: teams.cursor, &teams) }
    }

    mutating func remove(_ row: TeamsScreen.Row, _ teams: inout TeamsScreen) {
        switch row {
        case .team(let t):
            guard roster.count > GameSetup.Limits.teams.lowerBound else {
                teams.problem = .tooFewTeams
                return
            }
            roster.remove(at: t)
        case .player(let t, let p):
            guard roster[t].players.count > GameSetup.Limits.players.lowerBound else {
                teams.problem = .tooFewPlayers
                return
            }
            roster[t].players.remove(at: p)
        default:
            return
        }
        teams.cursor = min(teams.cursor, teamRows.count - 1)
    }

    /// Deals every player at random into as many teams as there are, sizes as even as possible; team names
    /// stay where they are.
    mutating func shuffleIntoRandomTeams() {
        let players = generator.shuffled(roster.flatMap(\.players))
        var teams = roster.map { Team(name: $0.name, players: []) }
        for (index, player) in players.enumerated() { teams[index % teams.count].players.append(player) }
        if teams.allSatisfy({ $0.players.count >= GameSetup.Limits.players.lowerBound }) { roster = teams }
    }

}
