import PappersCanvas
import PappersEngine

/// The teams screen in pairs mode: one list of players (the seats of `roster`, one player each), with a row to
/// add one and Start at the end; m goes back to teams.
public enum PairsRow: Equatable, Sendable {
    case player(Int)
    case addPlayer
    case start
}

extension AppModel {
    /// The rows of the pairs list for the current roster.
    public var pairsRows: [PairsRow] {
        var rows = roster.indices.map(PairsRow.player)
        if roster.count < GameSetup.Limits.pairsPlayers.upperBound { rows.append(.addPlayer) }
        rows.append(.start)
        return rows
    }

    /// The teams screen's m: every player of the teams, in order, becomes a seat of the pairs list. The teams
    /// are kept aside, to come back as they were if the players stay the same.
    mutating func switchToPairs() {
        teamsBeforePairs = roster
        roster = roster.flatMap(\.players).map { Team(name: $0, players: [$0]) }
        mode = .pairs
        screen = .teams(TeamsScreen())
    }

    /// m in pairs mode: back to the teams kept aside when the players are still theirs, else the players dealt
    /// in order into teams of two (the last one larger when the count is odd).
    mutating func switchToTeams() {
        let players = roster.map(\.name)
        if let kept = teamsBeforePairs, kept.flatMap(\.players) == players {
            roster = kept
        } else {
            let count = min(GameSetup.Limits.teams.upperBound, max(GameSetup.Limits.teams.lowerBound, players.count / 2))
            var teams = (1...count).map { Team(name: names.team($0), players: []) }
            for (index, player) in players.enumerated() {
                teams[min(index / 2, count - 1)].players.append(player)
            }
            roster = teams
        }
        teamsBeforePairs = nil
        mode = .teams
        screen = .teams(TeamsScreen())
    }

    /// A key on the teams screen in pairs mode.
    mutating func handlePairs(_ key: Key, _ teams: TeamsScreen, at now: Int, _ commands: inout [AppCommand]) {
        var teams = teams
        if var field = teams.editing {
            switch field.handle(key) {
            case .edited, .ignored: teams.editing = field
            case .cancelled: teams.editing = nil
            case .submitted: renamePlayer(at: teams.cursor, to: field, &teams)
            }
            screen = .teams(teams)
            return
        }
        let rows = pairsRows
        if movedCursor(&teams, by: key, rows: rows.count) { return }
        teams.problem = nil
        switch (key, rows[teams.cursor]) {
        case (.escape, _), (.character("q"), _):
            screen = .home(HomeScreen())
            return
        case (.character("m"), _):
            switchToTeams()
            return
        case (.enter, .player(let p)), (.character(" "), .player(let p)):
            teams.editing = TextField(roster[p].name, maximumColumns: Names.maximumColumns)
        case (.enter, .addPlayer), (.character(" "), .addPlayer), (.character("a"), _):
            addPairsPlayer(&teams)
        case (.character("x"), .player(let p)), (.delete, .player(let p)):
            guard roster.count > GameSetup.Limits.pairsPlayers.lowerBound else {
                teams.problem = .tooFewPairsPlayers
                break
            }
            roster.remove(at: p)
            teams.cursor = min(teams.cursor, pairsRows.count - 1)
        case (.enter, .start), (.character(" "), .start), (.character("s"), _):
            screen = .teams(teams)
            startFromTeams(&teams, at: now, &commands)
            return
        default:
            break
        }
        screen = .teams(teams)
    }

    private mutating func renamePlayer(at cursor: Int, to field: TextField, _ teams: inout TeamsScreen) {
        guard case .player(let p) = pairsRows[cursor] else { return }
        switch Names.clean(field.text) {
        case .failure(let problem):
            teams.problem = .badName(problem)
            teams.editing = field
        case .success(let name):
            if roster.indices.contains(where: { $0 != p && Names.same(roster[$0].name, name) }) {
                teams.problem = .name(name)
                teams.editing = field
                return
            }
            roster[p] = Team(name: name, players: [name])
            teams.editing = nil
            teams.problem = nil
        }
    }

    private mutating func addPairsPlayer(_ teams: inout TeamsScreen) {
        guard roster.count < GameSetup.Limits.pairsPlayers.upperBound else {
            teams.problem = .tooManyPairsPlayers
            return
        }
        var number = roster.count + 1
        while roster.contains(where: { Names.same($0.name, names.player(number)) }) { number += 1 }
        let name = names.player(number)
        roster.append(Team(name: name, players: [name]))
        teams.cursor = roster.count - 1
        teams.editing = TextField(name, maximumColumns: Names.maximumColumns)
    }
}
