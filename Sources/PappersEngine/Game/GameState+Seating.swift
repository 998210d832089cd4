/// A player who joined a team after the game started (`Action.seatPlayer`).
public struct SeatedPlayer: Codable, Equatable, Hashable, Sendable {
    public var team: Int
    public var name: String

    public init(team: Int, name: String) {
        self.team = team
        self.name = name
    }
}

extension GameState {
    /// Between turns of a team game, `name` joins team `team` as the last of its describers: the team's
    /// rotation takes them in when it reaches the end of its players, and they guess its turns from the next
    /// one. The roster of `setup` changes; `startingSetup` is the one the game started from.
    mutating func seatPlayer(_ name: String?, team: Int, at now: Int) throws(Refusal) -> Events {
        switch stage {
        case .handOff, .review, .roundOver: break
        default: throw .notNow(.seatPlayer(team: team), phase)
        }
        guard setup.mode == .teams else { throw .pairsRosterIsFixed }
        guard setup.teams.indices.contains(team) else { throw .noSuchTeam(team) }
        guard setup.teams[team].players.count < GameSetup.Limits.players.upperBound else { throw .teamIsFull(team) }
        guard let name, case .success(let clean) = Names.clean(name), clean == name,
              !setup.players.contains(where: { Names.same($0, name) }) else { throw .playerNameRefused }
        setup.teams[team].players.append(name)
        seatedLate.append(SeatedPlayer(team: team, name: name))
        return .playerSeated
    }

    /// The setup the game started from, the one its record keeps: `setup` without the players seated later.
    public var startingSetup: GameSetup {
        guard !seatedLate.isEmpty else { return setup }
        var starting = setup
        for seated in seatedLate.reversed() { starting.teams[seated.team].players.removeLast() }
        return starting
    }
}
