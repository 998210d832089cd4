import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine

/// The pairs list is typed as the teams list is (placeholders, Enter to the next name, paste, the line editor),
/// and remembered as team rosters are, `play --players` included; o says what it did.
@Suite struct PairsTypingTests {
    private func screen(_ store: TestStore) -> TeamsScreen? {
        if case .teams(let screen) = store.model.screen { return screen }
        return nil
    }

    private static let seats = PairsRosterTests.seats(["Ana", "Bru", "Carla"])

    /// A model at home with `roster` and the rosters of earlier games `recent`, the packs loaded.
    private static func model(roster: [Team]?, recent: [[Team]]) -> AppModel {
        var model = AppModel(
            preferences: Preferences(), roster: roster, recentRosters: recent, size: Size(width: 80, height: 24),
            environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7)
        _ = model.update(.wordsLoaded(TestWords.supply()), at: 0)
        return model
    }

    /// The pairs list's first name open to type on its placeholder.
    private static func firstNameOpen() throws -> TestStore {
        var store = try PairsRosterTests.pairs()
        try store.press(.enter, TeamsTests.open(0, "Player 1"))
        return store
    }

    @Test func placeholdersAreTypedOverAndEnterOpensTheNextName() throws {
        var store = try Self.firstNameOpen()
        #expect(screen(store)?.editing?.isPlaceholder == true)
        for (p, name) in ["Ana", "Bru", "Carla", "Dani", "Eva"].enumerated() {
            try store.typeName(name)
            // The next name, or after the last a new player.
            try store.press(.enter) {
                $0.roster[p] = Team(name: name, players: [name])
                if p + 1 == $0.roster.count { $0.roster.append(Team(name: "Player \(p + 2)", players: ["Player \(p + 2)"])) }
                TeamsTests.open(p + 1, "Player \(p + 2)", new: p >= 3)(&$0)
            }
        }
        #expect(store.model.roster.map(\.name) == ["Ana", "Bru", "Carla", "Dani", "Eva", "Player 6"])
        #expect(screen(store)?.editingNewPlayer == true, "after the last name, Enter opens a new player")
        try store.press(.enter) {
            $0.roster.removeLast()
            TeamsTests.closed(at: 6)(&$0)
        }
        #expect(store.model.roster.map(\.name) == ["Ana", "Bru", "Carla", "Dani", "Eva"], "Enter on it ends the list")
        #expect(screen(store).map { store.model.pairsRows[$0.cursor] } == .start)
        #expect(screen(store)?.editing == nil)
    }

    @Test func tabAndShiftTabMoveBetweenNamesAndTheLineEditorEdits() throws {
        var store = try Self.firstNameOpen()
        try store.typeName("Ana Bel")
        try store.press(.control("w"), TeamsTests.open(0, "Ana ", typed: true))
        try store.typeName("Maria", after: "Ana ")
        try store.press(.tab) {
            $0.roster[0] = Team(name: "Ana Maria", players: ["Ana Maria"])
            TeamsTests.open(1, "Player 2")(&$0)
        }
        #expect(store.model.roster[0].name == "Ana Maria")
        #expect(screen(store)?.editing?.isPlaceholder == true, "Tab opens Player 2")
        try store.press(.backTab, TeamsTests.open(0, "Ana Maria", selected: true))
        #expect(screen(store)?.editing?.isSelected == true, "a typed name comes back selected")
        try store.typeName("Bea")
        try store.press(.enter) {
            $0.roster[0] = Team(name: "Bea", players: ["Bea"])
            TeamsTests.open(1, "Player 2")(&$0)
        }
        #expect(store.model.roster[0].name == "Bea", "typing replaces a selected name")
    }

    @Test func aPasteFillsTheListAndNamesWhoWasLeftOut() throws {
        var store = try Self.firstNameOpen()
        try store.press(.paste("Ana, Bru\nAna\nCarla")) {
            $0.roster = PairsRosterTests.seats(["Ana", "Bru", "Carla", "Player 4"])
            TeamsTests.open(2, "Carla", typed: true)(&$0)
            $0.on(TeamsScreen.self) { $0.problem = .pastedLeftOut(overLimit: [], refused: ["Ana"], limit: 20) }
        }
        #expect(store.model.roster.map(\.name) == ["Ana", "Bru", "Carla", "Player 4"])
        #expect(screen(store)?.problem == .pastedLeftOut(overLimit: [], refused: ["Ana"], limit: 20))
        #expect(screen(store)?.editing?.text == "Carla", "the last name stays open: Enter goes on")
        try store.press(.escape, TeamsTests.closed(at: 2))
        try store.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = 3 } }
        try store.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = 4 } }
        try store.press(.paste((1...20).map { "P\($0)" }.joined(separator: ","))) {
            $0.roster = PairsRosterTests.seats(["Ana", "Bru", "Carla", "Player 4"] + (1...16).map { "P\($0)" })
            TeamsTests.open(19, "P16", typed: true)(&$0)
            $0.on(TeamsScreen.self) { $0.problem = .pastedLeftOut(overLimit: (17...20).map { "P\($0)" }, refused: [], limit: 20) }
        }
        #expect(store.model.roster.count == 20)
        guard case .pastedLeftOut(let overLimit, _, 20)? = screen(store)?.problem else {
            Issue.record("no notice: \(String(describing: screen(store)?.problem))")
            return
        }
        #expect(overLimit == (17...20).map { "P\($0)" }, "P1 took the new player on + add a player, P16 the 20th place")
    }

    @Test func aPairsGamesListIsRememberedAndNewGameOpensItAsPairs() throws {
        var store = try Self.firstNameOpen()
        try store.press(.paste("Ana, Bru, Carla")) {
            $0.roster = PairsRosterTests.seats(["Ana", "Bru", "Carla", "Player 4"])
            TeamsTests.open(2, "Carla", typed: true)(&$0)
        }
        try store.press(.enter, TeamsTests.open(3, "Player 4"))
        try store.typeName("Dani")
        // Dani kept, then the empty new player ends the list: Start selected.
        try store.press(.enter) {
            $0.roster[3] = Team(name: "Dani", players: ["Dani"])
            $0.roster.append(Team(name: "Player 5", players: ["Player 5"]))
            TeamsTests.open(4, "Player 5", new: true)(&$0)
        }
        try store.press(.enter) {
            $0.roster.removeLast()
            TeamsTests.closed(at: 5)(&$0)
        }
        #expect(store.model.roster == Self.seats + [Team(name: "Dani", players: ["Dani"])])
        // Start, remembering the list.
        try store.startGame(.key(.enter))

        var next = TestStore(Self.model(roster: Self.seats, recent: [Self.seats]))
        #expect(next.model.mode == .pairs, "the remembered list is a pairs list")
        try next.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        #expect(next.model.roster == Self.seats)
        #expect(next.model.pairsRows.first == .player(0))
    }

    @Test func playPlayersIsRememberedAndPlayWithoutOptionsKeepsPairs() throws {
        var store = TestStore.home()
        try store.send(.playOptionsGiven(PlayOptions(preferences: Preferences(), roster: Self.seats, seed: 1, mode: .pairs))) {
            $0.roster = Self.seats
            $0.mode = .pairs
            $0.fixedSeed = 1
        }
        // The roster remembered as it starts.
        try store.startGame(.newGameRequested)

        var again = TestStore(Self.model(roster: Self.seats, recent: [Self.seats]))
        try again.send(.playOptionsGiven(PlayOptions(preferences: Preferences(), roster: nil, seed: 1, mode: .teams))) {
            $0.fixedSeed = 1
        }
        try again.startGame(.newGameRequested)
        #expect(again.model.session?.state.setup.mode == .pairs)
    }

    @Test func oBringsBackEarlierListsOfItsOwnModeAndSaysSo() throws {
        let teams = [Team(name: "Reds", players: ["Ann", "Bob"]), Team(name: "Blues", players: ["Cat", "Dan"])]
        var store = TestStore(Self.model(roster: teams, recent: [teams, Self.seats]))
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.press(.c("m")) {
            $0.teamsBeforePairs = teams
            $0.roster = PairsRosterTests.seats(["Ann", "Bob", "Cat", "Dan"])
            $0.mode = .pairs
        }
        #expect(store.model.mode == .pairs)
        try store.press(.c("o")) {
            $0.roster = Self.seats
            $0.on(TeamsScreen.self) { $0.note = .earlierRoster(number: 1, count: 1) }
        }
        #expect(store.model.roster == Self.seats, "the pairs list, not the teams")
        #expect(screen(store)?.note == .earlierRoster(number: 1, count: 1))
        // Other players than the teams': dealt into teams of two in order.
        try store.press(.c("m")) {
            $0.teamsBeforePairs = nil
            $0.roster = [Team(name: "Team 1", players: ["Ana", "Bru"]), Team(name: "Team 2", players: ["Carla"])]
            $0.mode = .teams
            $0.screen = .teams(TeamsScreen())
        }
        try store.press(.c("c")) {
            $0.roster = [Team(name: "Team 1", players: ["Player 1", "Player 2"]), Team(name: "Team 2", players: ["Player 3"])]
            $0.on(TeamsScreen.self) { $0.note = .namesCleared }
        }
        #expect(screen(store)?.note == .namesCleared)
        #expect(store.model.roster.flatMap(\.players).allSatisfy { $0.hasPrefix("Player ") })

        var none = try TeamsTests.teams()
        try none.press(.c("o")) { $0.on(TeamsScreen.self) { $0.note = .noEarlierRoster } }
        #expect(screen(none)?.note == .noEarlierRoster)
    }
}
