import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// A terminal that joined a hosted game after its start watches until the table seats it: the hand-off's and
/// the standings' w, offered only while someone may be seated, chooses the watcher (↑ ↓) and the team (← →),
/// and Enter seats them, journaled (`Action.seatPlayer`), their seat a player's from then on; a replay on screen
/// seats them again.
@Suite struct WatcherSeatingTests {
    typealias Seats = SeatKeysTests
    static let watcher = Seat(id: 9)
    static let size = Size(width: 80, height: 24)

    /// A hosted game at its first hand-off (the laptop is the table) with `name` watching from seat 9; `waiting`
    /// says whether the table may seat them.
    static func watched(by name: String?, waiting: Bool = true, preferences: Preferences = Preferences()) throws -> TestStore {
        var store = try Seats.seated(preferences: preferences, laptopRole: .table)
        let joining = SeatState(role: .watching, size: size, name: name)
        try store.send(.seatJoined(watcher, joining)) { model in
            let game = try #require(model.session)
            model.seats[watcher] = SeatState(role: .watching, screen: .game(game.withSeatParts(of: nil)), size: size, name: name)
            if let name, waiting { model.watchersWaiting = [Watcher(seat: watcher, name: name)] }
        }
        return store
    }

    @Test func theTableSeatsAWatcherInATeamAndTheyGuessItsNextTurn() throws {
        var store = try Self.watched(by: "Ivo")
        guard case .handOff(let plan)? = store.stage else { Issue.record("no hand-off"); return }
        try store.press(.c("w")) { $0.game { $0.seating = WatcherSeating() } }
        // The teams with room, in order, from the first; → twice comes back to it.
        for team in [1, 0, 1] {
            try store.press(.right) { $0.game { $0.seating?.team = team } }
        }
        if plan.team == 0 { try store.press(.left) { $0.game { $0.seating?.team = 0 } } }
        let role = SeatRole.player(team: plan.team, player: 2)
        let at = store.now
        try store.press(.enter, after: 100, commands: [
            .journal(.seating("Ivo", team: plan.team, at: at + 100)),
            .playerSeated(Self.watcher, name: "Ivo", role: role),
        ]) { model in
            try model.game {
                $0.seating = nil
                try $0.state.apply(.seating("Ivo", team: plan.team, at: at + 100))
            }
            model.seats[Self.watcher]?.role = role
            model.watchersWaiting = []
        }
        #expect(store.model.viewed(by: Self.watcher).turnPart == .guesses)
        // Nobody watches now: w is not offered and does nothing.
        try store.press(.c("w"))
    }

    @Test func escGoesBackAndAWatcherWhoLeavesIsNoLongerOffered() throws {
        var store = try Self.watched(by: "Ivo")
        try store.press(.c("w")) { $0.game { $0.seating = WatcherSeating() } }
        try store.press(.down)
        try store.press(.escape) { $0.game { $0.seating = nil } }
        try store.press(.c("w")) { $0.game { $0.seating = WatcherSeating() } }
        try store.send(.seatLeft(Self.watcher)) { model in
            model.seats[Self.watcher] = nil
            model.watchersWaiting = []
        }
        // The step closes at the next key, seating nobody.
        try store.press(.enter) { $0.game { $0.seating = nil } }
    }

    @Test func onlyTheTableSeatsAndOnlyAWatcherWithAFreeName() throws {
        var store = try Self.watched(by: "Ivo")
        for seat in [Seats.describer, Seats.teammate, Seats.opponent, Self.watcher] {
            try store.send(.key(.c("w"), from: seat))
        }
        // A watcher without a usable name, or under a player's name, is nobody the table can seat.
        let player = try #require(store.model.session).state.setup.teams[0].players[0]
        for name in [nil, player] {
            var other = try Self.watched(by: name, waiting: false)
            #expect(other.model.watchersWaiting.isEmpty)
            try other.press(.c("w"))
        }
    }

    @Test func aWatcherJoinsOnlyATeamWithRoomAndNeverAPairsGame() {
        let pairs = GameState(setup: GameSetup(players: ["A", "B", "C"], rules: Rules(), words: ["x", "y"], seed: 1))
        #expect(WatcherSeating.openTeams(pairs).isEmpty)
        let full = (1...8).map { "F\($0)" }
        let teams = GameState(setup: GameSetup(
            teams: [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: full), Team(name: "C", players: ["c", "d"])],
            rules: Rules(), words: ["x", "y"], seed: 1))
        #expect(WatcherSeating.openTeams(teams) == [0, 2])
    }

    @Test func aReplayOnScreenSeatsThePlayerAgain() throws {
        let setup = try #require(TestStore.inGame().model.session).state.setup
        var model = AppModel(
            preferences: Preferences(), roster: nil, size: Self.size, environmentLanguage: .en,
            names: DefaultNames(team: "T", player: "P"), entropy: 1)
        _ = model.update(.replayStarted(setup, recordID: 1, packs: []), at: 0)
        for timed in [TimedAction(.startGame, at: 0), .seating("Ivo", team: 1, at: 500)] {
            _ = model.update(.replayed(timed), at: timed.at)
        }
        #expect(model.session?.state.setup.teams[1].players.last == "Ivo")
        #expect(model.session?.notice == nil, "the replay refused nothing")
    }
}
