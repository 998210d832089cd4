import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// The teams screen's pairs list: m switches, one list of players, the limits, and a pairs game starts.
@Suite struct PairsRosterTests {
    private func pairs() -> App {
        var app = App()
        app.press(.c("n"))
        app.press(.c("m"))
        return app
    }

    private func problem(_ app: App) -> TeamsProblem? {
        if case .teams(let screen) = app.model.screen { return screen.problem }
        return nil
    }

    @Test func mTurnsTheTeamsIntoOneListOfPlayersAndBackUnchanged() {
        var app = pairs()
        #expect(app.model.mode == .pairs)
        #expect(app.model.roster.map(\.name) == ["Player 1", "Player 2", "Player 3", "Player 4"])
        #expect(app.model.pairsRows == [.player(0), .player(1), .player(2), .player(3), .addPlayer, .start])
        app.press(.c("m"))
        #expect(app.model.mode == .teams)
        #expect(app.model.roster == [Team(name: "Team 1", players: ["Player 1", "Player 2"]),
                                     Team(name: "Team 2", players: ["Player 3", "Player 4"])])
    }

    @Test func playersAreAddedRenamedAndRemovedWithinThreeToTwenty() {
        var app = pairs()
        app.press(.c("a"))
        app.type("Eva")
        app.press(.enter)
        #expect(app.model.roster.map(\.name) == ["Player 1", "Player 2", "Player 3", "Player 4", "Eva", "Player 6"],
                "Enter keeps Eva and opens a new player")
        app.press(.escape)
        #expect(app.model.roster.map(\.name).last == "Eva", "Esc takes the new player away")
        app.press(.home, .enter)
        app.type("Ana")
        app.press(.enter)
        #expect(app.model.roster[0] == Team(name: "Ana", players: ["Ana"]), "typed over the placeholder")
        app.type("ana")
        app.press(.enter)
        #expect(problem(app) == .name("ana"), "two players cannot share a name")
        app.press(.escape)
        app.press(.c("x"), .c("x"))
        #expect(app.model.roster.count == 3)
        app.press(.c("x"))
        #expect(problem(app) == .tooFewPairsPlayers)
        #expect(app.model.roster.count == 3)
        for index in 0..<17 {
            app.press(.c("a"))
            app.type("Q\(index)")
            app.press(.tab)
        }
        #expect(app.model.roster.count == 20)
        app.press(.c("a"))
        #expect(problem(app) == .tooManyPairsPlayers)
    }

    @Test func startingPlaysAPairsGameOfTheList() {
        var app = pairs()
        app.press(.c("a"))
        app.type("Player 5")
        app.press(.tab)
        app.press(.c("s"))
        guard case .game(let session) = app.model.screen else {
            Issue.record("the game did not start: \(app.model.screen)")
            return
        }
        #expect(session.state.setup.mode == .pairs)
        #expect(session.state.setup.players == ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"])
        #expect(session.state.plan?.guesser != nil)
    }

    @Test func anOddListGoesBackToTeamsWithEveryPlayer() {
        var app = pairs()
        app.press(.c("a"))
        app.type("Player 5")
        app.press(.tab)
        app.press(.c("m"))
        #expect(app.model.mode == .teams)
        #expect(app.model.roster.flatMap(\.players) == ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"])
        #expect(app.model.roster.count == 2)
    }
}
