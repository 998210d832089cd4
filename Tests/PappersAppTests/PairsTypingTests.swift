import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// The pairs list is typed as the teams list is (placeholders, Enter to the next name, paste, the line editor),
/// and remembered as team rosters are, `play --players` included; o says what it did.
@Suite struct PairsTypingTests {
    private func pairs(roster: [Team]? = nil, recent: [[Team]] = []) -> App {
        var app = App()
        if roster != nil || !recent.isEmpty {
            app.model = AppModel(
                preferences: Preferences(), roster: roster, recentRosters: recent, size: Size(width: 80, height: 24),
                environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7)
            _ = app.model.update(.wordsLoaded(TestWords.supply()), at: 0)
        }
        app.press(.c("n"))
        if app.model.mode == .teams { app.press(.c("m")) }
        return app
    }

    private func screen(_ app: App) -> TeamsScreen? {
        if case .teams(let screen) = app.model.screen { return screen }
        return nil
    }

    private static let seats = ["Ana", "Bru", "Carla"].map { Team(name: $0, players: [$0]) }

    @Test func placeholdersAreTypedOverAndEnterOpensTheNextName() {
        var app = pairs()
        app.press(.enter)
        #expect(screen(app)?.editing?.isPlaceholder == true)
        for name in ["Ana", "Bru", "Carla", "Dani", "Eva"] {
            app.type(name)
            app.press(.enter)
        }
        #expect(app.model.roster.map(\.name) == ["Ana", "Bru", "Carla", "Dani", "Eva", "Player 6"])
        #expect(screen(app)?.editingNewPlayer == true, "after the last name, Enter opens a new player")
        app.press(.enter)
        #expect(app.model.roster.map(\.name) == ["Ana", "Bru", "Carla", "Dani", "Eva"], "Enter on it ends the list")
        #expect(screen(app).map { app.model.pairsRows[$0.cursor] } == .start)
        #expect(screen(app)?.editing == nil)
    }

    @Test func tabAndShiftTabMoveBetweenNamesAndTheLineEditorEdits() {
        var app = pairs()
        app.press(.enter)
        app.type("Ana Bel")
        app.press(.control("w"))
        app.type("Maria")
        app.press(.tab)
        #expect(app.model.roster[0].name == "Ana Maria")
        #expect(screen(app)?.editing?.isPlaceholder == true, "Tab opens Player 2")
        app.press(.backTab)
        #expect(screen(app)?.editing?.isSelected == true, "a typed name comes back selected")
        app.type("Bea")
        app.press(.enter)
        #expect(app.model.roster[0].name == "Bea", "typing replaces a selected name")
    }

    @Test func aPasteFillsTheListAndNamesWhoWasLeftOut() {
        var app = pairs()
        app.press(.enter)
        app.press(.paste("Ana, Bru\nAna\nCarla"))
        #expect(app.model.roster.map(\.name) == ["Ana", "Bru", "Carla", "Player 4"])
        #expect(screen(app)?.problem == .pastedLeftOut(overLimit: [], refused: ["Ana"], limit: 20))
        #expect(screen(app)?.editing?.text == "Carla", "the last name stays open: Enter goes on")
        app.press(.escape)
        app.press(.down, .down)
        app.press(.paste((1...20).map { "P\($0)" }.joined(separator: ",")))
        #expect(app.model.roster.count == 20)
        guard case .pastedLeftOut(let overLimit, _, 20)? = screen(app)?.problem else {
            Issue.record("no notice: \(String(describing: screen(app)?.problem))")
            return
        }
        #expect(overLimit == (17...20).map { "P\($0)" }, "P1 took the new player on + add a player, P16 the 20th place")
    }

    @Test func aPairsGamesListIsRememberedAndNewGameOpensItAsPairs() {
        var app = pairs()
        app.press(.enter)
        app.press(.paste("Ana, Bru, Carla"))
        app.press(.enter)
        app.type("Dani")
        app.press(.enter, .enter)  // Dani kept, then the empty new player ends the list: Start selected
        app.press(.enter)
        #expect(app.commands.contains(.saveRoster(Self.seats + [Team(name: "Dani", players: ["Dani"])])))

        var next = App()
        next.model = AppModel(
            preferences: Preferences(), roster: Self.seats, recentRosters: [Self.seats], size: Size(width: 80, height: 24),
            environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7)
        #expect(next.model.mode == .pairs, "the remembered list is a pairs list")
        next.press(.c("n"))
        #expect(next.model.roster == Self.seats)
        #expect(next.model.pairsRows.first == .player(0))
    }

    @Test func playPlayersIsRememberedAndPlayWithoutOptionsKeepsPairs() {
        var app = App()
        app.send(.playOptionsGiven(PlayOptions(preferences: Preferences(), roster: Self.seats, seed: 1, mode: .pairs)))
        app.send(.newGameRequested)
        #expect(app.commands.contains(.saveRoster(Self.seats)))

        var again = App()
        again.model = AppModel(
            preferences: Preferences(), roster: Self.seats, recentRosters: [Self.seats], size: Size(width: 80, height: 24),
            environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7)
        _ = again.model.update(.wordsLoaded(TestWords.supply()), at: 0)
        again.send(.playOptionsGiven(PlayOptions(preferences: Preferences(), roster: nil, seed: 1, mode: .teams)))
        again.send(.newGameRequested)
        #expect(again.model.session?.state.setup.mode == .pairs)
    }

    @Test func oBringsBackEarlierListsOfItsOwnModeAndSaysSo() {
        let teams = [Team(name: "Reds", players: ["Ann", "Bob"]), Team(name: "Blues", players: ["Cat", "Dan"])]
        var app = pairs(roster: teams, recent: [teams, Self.seats])
        #expect(app.model.mode == .pairs)
        app.press(.c("o"))
        #expect(app.model.roster == Self.seats, "the pairs list, not the teams")
        #expect(screen(app)?.note == .earlierRoster(number: 1, count: 1))
        app.press(.c("m"))
        app.press(.c("c"))
        #expect(screen(app)?.note == .namesCleared)
        #expect(app.model.roster.flatMap(\.players).allSatisfy { $0.hasPrefix("Player ") })

        var none = App()
        none.press(.c("n"), .c("o"))
        #expect(screen(none)?.note == .noEarlierRoster)
    }
}
