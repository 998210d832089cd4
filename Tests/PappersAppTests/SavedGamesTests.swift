import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine

/// No game orphaned: home offers every game in progress, and "New game" asks before leaving one behind.
@Suite struct SavedGamesTests {
    @Test func continueWithOneGameResumesIt() throws {
        var store = TestStore.home(savedGames: [.fixture(id: 4)])
        try store.press(.c("c"), commands: [.continueSavedGame(id: 4)])
    }

    @Test func continueWithSeveralListsThemToChooseOne() throws {
        var store = TestStore.home(savedGames: [7, 5, 2].map(SavedGame.fixture(id:)))
        try store.press(.c("c")) { $0.screen = .savedGames(SavedGamesScreen()) }
        try store.press(.down) { $0.on(SavedGamesScreen.self) { $0.cursor = 1 } }
        try store.press(.down) { $0.on(SavedGamesScreen.self) { $0.cursor = 2 } }
        try store.press(.enter, commands: [.continueSavedGame(id: 2)])
        try store.press(.up) { $0.on(SavedGamesScreen.self) { $0.cursor = 1 } }
        try store.press(.c(" "), commands: [.continueSavedGame(id: 5)])
        // Esc goes home, on Continue.
        try store.press(.escape) { $0.screen = .home(HomeScreen()) }
        #expect(HomeScreen.items(savedGame: true)[HomeScreen().cursor] == .continueGame)
    }

    @Test func newGameWithAGameInProgressAsksWithContinueAsTheDefault() throws {
        var store = TestStore.home(savedGames: [.fixture(id: 3)])
        try store.press(.c("n")) { $0.on(HomeScreen.self) { $0.question = NewGameQuestion() } }
        #expect(NewGameQuestion().choice == .continueSaved)
        try store.press(.enter, commands: [.continueSavedGame(id: 3)]) { $0.on(HomeScreen.self) { $0.question = nil } }

        // "New game", after Continue.
        var other = TestStore.home(savedGames: [.fixture(id: 3)])
        try other.press(.down) { $0.on(HomeScreen.self) { $0.cursor = 1 } }
        try other.press(.enter) { $0.on(HomeScreen.self) { $0.question = NewGameQuestion() } }
        try other.press(.down) { $0.on(HomeScreen.self) { $0.question?.cursor = 1 } }
        try other.press(.enter) { $0.screen = .teams(TeamsScreen()) }

        // Esc closes the question only.
        var escaping = TestStore.home(savedGames: [.fixture(id: 3)])
        try escaping.press(.c("n")) { $0.on(HomeScreen.self) { $0.question = NewGameQuestion() } }
        try escaping.press(.escape) { $0.on(HomeScreen.self) { $0.question = nil } }
        #expect(escaping.model.screen == .home(HomeScreen()))
        #expect(!escaping.model.isQuitting, "Esc closes the question only")
        try escaping.press(.c("n")) { $0.on(HomeScreen.self) { $0.question = NewGameQuestion() } }
        try escaping.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
    }

    @Test func newGameWithNothingSavedAsksNothing() throws {
        var store = TestStore.home()
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
    }

    /// Issue 21 item 12: after "New game" and abandoning it, home no longer offered the older saved game.
    @Test func anAbandonedNewGameLeavesTheOlderSavedGameOffered() throws {
        var store = TestStore.home(savedGames: [.fixture(id: 1)])
        try store.press(.c("n")) { $0.on(HomeScreen.self) { $0.question = NewGameQuestion() } }
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.startGame(.key(.c("s")))
        try store.receive(.gameRecorded(id: 2)) { $0.session?.recordID = 2 }
        try store.press(.escape, after: GameSession.mainKeyGuardMillis) {
            $0.on(GameSession.self) { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: false) }
        }
        let stage = try #require(store.stage)
        let abandon = try #require(GameMenu(stage: stage, stoppedTheClock: false).items.firstIndex(of: .abandon))
        try store.press(.up) { $0.on(GameSession.self) { $0.menu?.cursor = abandon } }
        try store.press(.enter) { $0.on(GameSession.self) { $0.menu?.confirmingAbandon = true } }
        try store.abandon()
        #expect(store.model.session?.state.phase == .abandoned)
        store.settle()
        try store.press(.enter) { $0.screen = .home(HomeScreen()) }
        #expect(store.model.savedGames.map(\.id) == [1])
        try store.press(.c("c"), commands: [.continueSavedGame(id: 1)])
    }
}
