import PappersCanvas
import PappersEngine

/// The teams screen in pairs mode: one list of players (the seats of `roster`, one player each), with a row to
/// add one and Start at the end; m goes back to teams. Names are typed as on the teams list
/// (`AppModel+PairsTyping.swift`).
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
        roster = Self.seats(roster.flatMap(\.players))
        mode = .pairs
        screen = .teams(TeamsScreen())
    }

    /// Whether player `p` of the pairs list still has a default name ("Player 3"): a placeholder, shown dimmed.
    public func hasDefaultName(pairsPlayer p: Int) -> Bool {
        roster.indices.contains(p) && names.playerNumber(roster[p].name) != nil
    }

    /// A pairs game's seats: one team of one per player, named after the player.
    static func seats(_ players: [String]) -> [Team] { players.map { Team(name: $0, players: [$0]) } }

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
}
