import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// The records screen's keys: r from home asks the run loop for the records, arrows scroll within them, Esc
/// goes back to home with the cursor on Records.
@Suite struct RecordsScreenTests {
    static func model(height: Int = 24) -> AppModel {
        AppModel(
            preferences: Preferences(), roster: nil, size: Size(width: 80, height: height), environmentLanguage: .en,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 1)
    }

    static let records: Records = {
        let setup = GameSetup(
            teams: [Team(name: "A", players: ["Ana", "Bru"]), Team(name: "B", players: ["Cai", "Dani"])],
            rules: Rules(), words: (1...30).map { "word \($0)" }, seed: 9)
        var journal: [TimedAction] = []
        _ = try! Simulation.play(setup) { journal.append($0) }
        return Records([PlayedGame(id: 1, status: .finished, setup: setup, journal: journal, packs: ["en-x"])], packWords: PackWords())
    }()

    @Test func rOpensTheRecordsAndAsksForThem() {
        var model = Self.model()
        let commands = model.update(.key(.character("r")), at: 0)
        #expect(commands == [.loadRecords])
        #expect(model.screen == .records(RecordsScreen()))
        _ = model.update(.recordsRead(.loaded(Self.records)), at: 0)
        #expect(model.screen == .records(RecordsScreen(content: .loaded(Self.records))))
    }

    @Test func theHomeMenuListsRecords() {
        #expect(HomeScreen.items(savedGame: false) == [.newGame, .settings, .records, .help, .quit])
    }

    @Test func arrowsScrollWithinTheTextAndEscGoesHome() throws {
        var model = Self.model(height: 12)
        _ = model.update(.key(.character("r")), at: 0)
        _ = model.update(.recordsRead(.loaded(Self.records)), at: 0)
        for _ in 0..<200 { _ = model.update(.key(.down), at: 0) }
        guard case .records(let bottom) = model.screen else { throw Failure() }
        #expect(bottom.scroll > 0 && bottom.scroll < 200)
        _ = model.update(.key(.up), at: 0)
        guard case .records(let up) = model.screen else { throw Failure() }
        #expect(up.scroll == bottom.scroll - 1, "the first key up moves at once")
        _ = model.update(.key(.escape), at: 0)
        guard case .home(let home) = model.screen else { throw Failure() }
        #expect(HomeScreen.items(savedGame: false)[home.cursor] == .records)
    }

    @Test func recordsThatArriveAfterLeavingAreNotShown() {
        var model = Self.model()
        _ = model.update(.key(.character("r")), at: 0)
        _ = model.update(.key(.escape), at: 0)
        _ = model.update(.recordsRead(.loaded(Self.records)), at: 0)
        if case .home = model.screen {} else { Issue.record("the late records took over the screen") }
    }

    struct Failure: Error {}
}
