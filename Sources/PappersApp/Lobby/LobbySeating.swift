import PappersEngine

/// The game's roster as the lobby seats it, and the seat role of each player's terminal: what starting the game
/// from the lobby hands to the model (`AppEvent.seatJoined` with `SeatState(role:)` for each seat).
public struct LobbySeating: Equatable, Sendable {
    /// The teams, in the lobby's order of teams, each with its players in the order they joined; in pairs, each
    /// player a team of one (as `GameSetup.pairs` makes them).
    public var teams: [Team]
    /// Each seated player's role, by seat: `.player(team:player:)`, indices into `teams`.
    public var roles: [UInt64: SeatRole]
    /// The seats of players here who are not in the roster: without a name yet, or (in teams) without a team.
    public var unseated: [UInt64]
    /// Teams, or pairs (each player a team of one).
    public var mode: GameMode

    /// What a new game started from this seating is given: its roster and mode, with `preferences`.
    public func playOptions(_ preferences: Preferences) -> PlayOptions {
        PlayOptions(preferences: preferences, roster: teams, seed: nil, mode: mode)
    }
}

extension Lobby {
    /// How the lobby seats its players here now (players away are left out of the game).
    public var seating: LobbySeating {
        let here = players.filter { $0.presence == .here }
        var seating = LobbySeating(teams: [], roles: [:], unseated: [], mode: mode == .pairs ? .pairs : .teams)
        switch mode {
        case .pairs:
            for player in here {
                guard let name = player.name else {
                    seating.unseated.append(player.seat)
                    continue
                }
                seating.roles[player.seat] = .player(team: seating.teams.count, player: 0)
                seating.teams.append(Team(name: name, players: [name]))
            }
        case .teams:
            for team in teams {
                let members = here.filter { $0.team == team && $0.name != nil }
                guard !members.isEmpty else { continue }
                for (index, member) in members.enumerated() {
                    seating.roles[member.seat] = .player(team: seating.teams.count, player: index)
                }
                seating.teams.append(Team(name: team, players: members.compactMap(\.name)))
            }
            seating.unseated = here.filter { seating.roles[$0.seat] == nil }.map(\.seat)
        }
        return seating
    }
}
