import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// No game orphaned: home offers every game in progress, and "New game" asks before leaving one behind.
@Suite struct SavedGamesTests {
    @Test func continueWithOneGameResumesIt() {
        var app = App(savedGames: [App.savedGame(id: 4)])
        #expect(app.press(.c("c")) == [.continueSavedGame(id: 4)])
    }

    @Test func continueWithSeveralListsThemToChooseOne() {
        var app = App(savedGames: [7, 5, 2].map(App.savedGame(id:)))
        #expect(app.press(.c("c")).isEmpty)
        #expect(app.model.screen == .savedGames(SavedGamesScreen()))
        app.press(.down, .down)
        #expect(app.press(.enter) == [.continueSavedGame(id: 2)])
        app.press(.up)
        #expect(app.press(.c(" ")) == [.continueSavedGame(id: 5)])
        app.press(.escape)
        guard case .home(let home) = app.model.screen else {
            Issue.record("Esc did not go home")
            return
        }
        #expect(HomeScreen.items(savedGame: true)[home.cursor] == .continueGame)
    }

    @Test func newGameWithAGameInProgressAsksWithContinueAsTheDefault() {
        var app = App(savedGames: [App.savedGame(id: 3)])
        #expect(app.press(.c("n")).isEmpty)
        guard case .home(let home) = app.model.screen, let question = home.question else {
            Issue.record("no question")
            return
        }
        #expect(question.choice == .continueSaved)
        #expect(app.press(.enter) == [.continueSavedGame(id: 3)], "Enter takes the default: Continue")

        var other = App(savedGames: [App.savedGame(id: 3)])
        other.press(.down, .enter)  // "New game", after Continue
        other.press(.down)
        other.press(.enter)
        #expect(other.model.screen == .teams(TeamsScreen()))

        var escaping = App(savedGames: [App.savedGame(id: 3)])
        escaping.press(.c("n"))
        escaping.press(.escape)
        #expect(escaping.model.screen == .home(HomeScreen()))
        #expect(!escaping.model.isQuitting, "Esc closes the question only")
        escaping.press(.c("n"))
        escaping.press(.c("n"))
        #expect(escaping.model.screen == .teams(TeamsScreen()))
    }

    @Test func newGameWithNothingSavedAsksNothing() {
        var app = App()
        app.press(.c("n"))
        #expect(app.model.screen == .teams(TeamsScreen()))
    }

    /// Issue 21 item 12: after "New game" and abandoning it, home no longer offered the older saved game.
    @Test func anAbandonedNewGameLeavesTheOlderSavedGameOffered() {
        var app = App(savedGames: [App.savedGame(id: 1)])
        app.press(.c("n"), .c("n"))
        app.press(.c("s"))
        app.send(.gameRecorded(id: 2))
        app.now = GameSession.mainKeyGuardMillis
        app.press(.escape)
        app.press(.up)
        app.press(.enter)
        app.press(.c("y"))
        #expect(app.state.phase == .abandoned)
        app.settle()
        app.press(.enter)
        #expect(app.model.screen == .home(HomeScreen()))
        #expect(app.model.savedGames.map(\.id) == [1])
        #expect(app.press(.c("c")) == [.continueSavedGame(id: 1)])
    }
}
