import PappersEngine

/// A terminal watching a hosted game that the table may seat in a team: its seat and the name it joined with.
public struct Watcher: Equatable, Sendable {
    public let seat: Seat
    public let name: String
}

/// The table's step that seats a watcher (the hand-off's or the standings' w while someone watches): which of
/// `AppModel.watchersWaiting` and which team with room (`openTeams`), by index.
public struct WatcherSeating: Equatable, Sendable {
    public internal(set) var watcher = 0
    public internal(set) var team = 0

    /// The teams of `state` a player may join: in a team game, those with fewer than the most players a team
    /// may have; none in pairs, whose rotation is drawn at the start.
    public static func openTeams(_ state: GameState) -> [Int] {
        guard state.setup.mode == .teams else { return [] }
        return state.setup.teams.indices.filter { state.setup.teams[$0].players.count < GameSetup.Limits.players.upperBound }
    }
}

extension AppModel {
    /// The watching seats the table may seat in the game on screen, in the order they joined: each with a
    /// name that passes the checks of a typed name and is no player's of the game; none when no team has room.
    func findWatchersWaiting() -> [Watcher] {
        guard let game = session, !isReplay, !game.state.stage.isOver,
              !WatcherSeating.openTeams(game.state).isEmpty else { return [] }
        let players = game.state.setup.players
        return seats.keys.sorted().compactMap { seat in
            guard let state = seats[seat], state.role == .watching, let name = state.name,
                  !players.contains(where: { Names.same($0, name) }) else { return nil }
            return Watcher(seat: seat, name: name)
        }
    }
}
