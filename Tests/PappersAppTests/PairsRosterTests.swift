import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine

/// The teams screen's pairs list: m switches, one list of players, the limits, and a pairs game starts.
@Suite struct PairsRosterTests {
    static let defaultTeams = [Team(name: "Team 1", players: ["Player 1", "Player 2"]),
                               Team(name: "Team 2", players: ["Player 3", "Player 4"])]

    /// The players as a pairs game's seats: each a team of one.
    static func seats(_ names: [String]) -> [Team] { names.map { Team(name: $0, players: [$0]) } }

    /// The pairs list of the default roster, from home.
    static func pairs() throws -> TestStore {
        var store = try TeamsTests.teams()
        try store.press(.c("m")) {
            $0.teamsBeforePairs = Self.defaultTeams
            $0.roster = Self.seats(["Player 1", "Player 2", "Player 3", "Player 4"])
            $0.mode = .pairs
        }
        return store
    }

    /// a, `name` typed over the new player's placeholder, Tab: the new player kept, the row after it selected.
    static func addPlayer(_ name: String, to store: inout TestStore, sourceLocation: SourceLocation = #_sourceLocation)
        throws {
        let names = store.model.roster.map(\.name)
        let fresh = try #require(((names.count + 1)...).lazy.map { "Player \($0)" }.first { !names.contains($0) })
        let last = names.count
        try store.press(.c("a"), sourceLocation: sourceLocation) {
            $0.roster.append(Team(name: fresh, players: [fresh]))
            TeamsTests.open(last, fresh, new: true)(&$0)
            $0.on(TeamsScreen.self) { $0.problem = nil }
        }
        try store.typeName(name, sourceLocation: sourceLocation)
        try store.press(.tab, sourceLocation: sourceLocation) {
            $0.roster[last] = Team(name: name, players: [name])
            // "+ add a player", or Start once the list is full: either is the row after the last player.
            $0.on(TeamsScreen.self) {
                $0.cursor = last + 1
                $0.editing = nil
                $0.editingNewPlayer = false
            }
        }
    }

    private func problem(_ store: TestStore) -> TeamsProblem? {
        if case .teams(let screen) = store.model.screen { return screen.problem }
        return nil
    }

    @Test func mTurnsTheTeamsIntoOneListOfPlayersAndBackUnchanged() throws {
        var store = try Self.pairs()
        #expect(store.model.mode == .pairs)
        #expect(store.model.roster.map(\.name) == ["Player 1", "Player 2", "Player 3", "Player 4"])
        #expect(store.model.pairsRows == [.player(0), .player(1), .player(2), .player(3), .addPlayer, .start])
        try store.press(.c("m")) {
            $0.teamsBeforePairs = nil
            $0.roster = Self.defaultTeams
            $0.mode = .teams
        }
        #expect(store.model.mode == .teams)
        #expect(store.model.roster == Self.defaultTeams)
    }

    @Test func playersAreAddedRenamedAndRemovedWithinThreeToTwenty() throws {
        var store = try Self.pairs()
        try store.press(.c("a")) {
            $0.roster.append(Team(name: "Player 5", players: ["Player 5"]))
            TeamsTests.open(4, "Player 5", new: true)(&$0)
        }
        try store.typeName("Eva")
        try store.press(.enter) {
            $0.roster[4] = Team(name: "Eva", players: ["Eva"])
            $0.roster.append(Team(name: "Player 6", players: ["Player 6"]))
            TeamsTests.open(5, "Player 6", new: true)(&$0)
        }
        #expect(store.model.roster.map(\.name) == ["Player 1", "Player 2", "Player 3", "Player 4", "Eva", "Player 6"],
                "Enter keeps Eva and opens a new player")
        try store.press(.escape) {
            $0.roster.removeLast()
            $0.on(TeamsScreen.self) {
                $0.editing = nil
                $0.editingNewPlayer = false
            }
        }
        #expect(store.model.roster.map(\.name).last == "Eva", "Esc takes the new player away")
        try store.press(.home) { $0.on(TeamsScreen.self) { $0.cursor = 0 } }
        try store.press(.enter, TeamsTests.open(0, "Player 1"))
        try store.typeName("Ana")
        try store.press(.enter) {
            $0.roster[0] = Team(name: "Ana", players: ["Ana"])
            TeamsTests.open(1, "Player 2")(&$0)
        }
        #expect(store.model.roster[0] == Team(name: "Ana", players: ["Ana"]), "typed over the placeholder")
        try store.typeName("ana")
        try store.press(.enter) { $0.on(TeamsScreen.self) { $0.problem = .name("ana") } }
        #expect(problem(store) == .name("ana"), "two players cannot share a name")
        try store.press(.escape) { $0.on(TeamsScreen.self) { $0.editing = nil } }
        try store.press(.c("x")) {
            $0.roster.remove(at: 1)
            $0.on(TeamsScreen.self) { $0.problem = nil }
        }
        try store.press(.c("x")) { $0.roster.remove(at: 1) }
        #expect(store.model.roster.count == 3)
        try store.press(.c("x")) { $0.on(TeamsScreen.self) { $0.problem = .tooFewPairsPlayers } }
        #expect(problem(store) == .tooFewPairsPlayers)
        #expect(store.model.roster.count == 3)
        for index in 0..<17 { try Self.addPlayer("Q\(index)", to: &store) }
        #expect(store.model.roster.count == 20)
        try store.press(.c("a")) { $0.on(TeamsScreen.self) { $0.problem = .tooManyPairsPlayers } }
        #expect(problem(store) == .tooManyPairsPlayers)
    }

    @Test func startingPlaysAPairsGameOfTheList() throws {
        var store = try Self.pairs()
        try Self.addPlayer("Player 5", to: &store)
        try store.startGame(.key(.c("s")))
        guard case .game(let session) = store.model.screen else {
            Issue.record("the game did not start: \(store.model.screen)")
            return
        }
        #expect(session.state.setup.mode == .pairs)
        #expect(session.state.setup.players == ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"])
        #expect(session.state.plan?.guesser != nil)
    }

    @Test func anOddListGoesBackToTeamsWithEveryPlayer() throws {
        var store = try Self.pairs()
        try Self.addPlayer("Player 5", to: &store)
        try store.press(.c("m")) {
            $0.teamsBeforePairs = nil
            $0.roster = [Team(name: "Team 1", players: ["Player 1", "Player 2"]),
                         Team(name: "Team 2", players: ["Player 3", "Player 4", "Player 5"])]
            $0.mode = .teams
            $0.screen = .teams(TeamsScreen())
        }
        #expect(store.model.mode == .teams)
        #expect(store.model.roster.flatMap(\.players) == ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"])
        #expect(store.model.roster.count == 2)
    }
}
