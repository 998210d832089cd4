import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine

/// A roster typed as people type it: name, Enter, name, Enter; placeholders; Tab; pasted lists.
@Suite struct TeamsTypingTests {
    private func screen(_ store: TestStore) -> TeamsScreen? {
        if case .teams(let teams) = store.model.screen { return teams }
        return nil
    }

    /// `name` typed into the name open, then Enter, which does `change`; one key that is not the name's own.
    private static func enterName(_ name: String, _ store: inout TestStore, sourceLocation: SourceLocation = #_sourceLocation,
                                  _ change: (inout AppModel) -> Void) throws -> Int {
        try store.typeName(name, sourceLocation: sourceLocation)
        try store.press(.enter, sourceLocation: sourceLocation, change)
        return 1
    }

    @Test func twoTeamsOfFourAreTypedWithOneEnterPerNameAndOneToEndEachTeam() throws {
        var store = TestStore.home()
        var extra = 0
        // home → teams, open Team 1
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.press(.enter, TeamsTests.open(0, "Team 1"))
        extra += 2
        extra += try Self.enterName("Reds", &store) {
            $0.roster[0].name = "Reds"
            TeamsTests.open(1, "Player 1")(&$0)
        }
        extra += try Self.enterName("Ann", &store) {
            $0.roster[0].players[0] = "Ann"
            TeamsTests.open(2, "Player 2")(&$0)
        }
        // After the team's last player, a new one.
        for (index, name) in ["Bob", "Cat", "Dan"].enumerated() {
            extra += try Self.enterName(name, &store) {
                $0.roster[0].players[index + 1] = name
                $0.roster[0].players.append("Player \(index + 5)")
                TeamsTests.open(index + 3, "Player \(index + 5)", new: true)(&$0)
            }
        }
        // Enter on the new player's untouched name ends the team: the next team's name is open.
        extra += try Self.enterName("", &store) {
            $0.roster[0].players.removeLast()
            TeamsTests.open(6, "Team 2")(&$0)
        }
        #expect(screen(store)?.editing?.text == "Team 2", "the next team's name is open")
        #expect(screen(store)?.editing?.isPlaceholder == true)
        extra += try Self.enterName("Blues", &store) {
            $0.roster[1].name = "Blues"
            TeamsTests.open(7, "Player 3")(&$0)
        }
        extra += try Self.enterName("Eve", &store) {
            $0.roster[1].players[0] = "Eve"
            TeamsTests.open(8, "Player 4")(&$0)
        }
        for (index, name) in ["Fay", "Gus", "Hal"].enumerated() {
            extra += try Self.enterName(name, &store) {
                $0.roster[1].players[index + 1] = name
                $0.roster[1].players.append("Player \(index + 7)")
                TeamsTests.open(index + 9, "Player \(index + 7)", new: true)(&$0)
            }
        }
        extra += try Self.enterName("", &store) {
            $0.roster[1].players.removeLast()
            TeamsTests.closed(at: 12)(&$0)
        }
        #expect(screen(store)?.editing == nil)
        #expect(screen(store).map { store.model.teamRows[$0.cursor] } == .addTeam, "after the last team, + add a team")
        try store.startGame(.key(.c("s")))
        extra += 1
        #expect(store.model.roster == [Team(name: "Reds", players: ["Ann", "Bob", "Cat", "Dan"]),
                                       Team(name: "Blues", players: ["Eve", "Fay", "Gus", "Hal"])])
        #expect(store.model.session != nil, "the first hand-off")
        #expect(extra <= 2 * 10 + 6)
        #expect(extra == 15)
    }

    @Test func enterOnAddAPlayerOpensANewPlayerAndEscTakesItAway() throws {
        var store = try TeamsTests.teams()
        for row in 1...3 { try store.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = row } } }  // + add a player of Team 1
        try store.press(.enter) {
            $0.roster[0].players.append("Player 5")
            TeamsTests.open(3, "Player 5", new: true)(&$0)
        }
        #expect(store.model.roster[0].players == ["Player 1", "Player 2", "Player 5"])
        #expect(screen(store)?.editingNewPlayer == true && screen(store)?.editing?.isPlaceholder == true)
        try store.press(.escape) {
            $0.roster[0].players.removeLast()
            TeamsTests.closed(at: 3)(&$0)
        }
        #expect(store.model.roster[0].players == ["Player 1", "Player 2"])
        #expect(screen(store).map { store.model.teamRows[$0.cursor] } == .addPlayer(team: 0))
    }

    @Test func backspaceOnAPlaceholderEmptiesItAndAnEmptyNameIsRefused() throws {
        var store = try TeamsTests.teams()
        try store.press(.enter, TeamsTests.open(0, "Team 1"))
        try store.press(.backspace, TeamsTests.open(0, "", typed: true))
        #expect(screen(store)?.editing?.text == "")
        try store.press(.enter) { $0.on(TeamsScreen.self) { $0.problem = .badName(.empty) } }
        #expect(screen(store)?.problem == .badName(.empty))
        #expect(screen(store)?.editing != nil)
    }

    @Test func tabAndShiftTabKeepTheNameAndMoveBetweenFields() throws {
        var store = try TeamsTests.teams()
        try store.press(.enter, TeamsTests.open(0, "Team 1"))
        try store.typeName("Reds")
        try store.press(.tab) {
            $0.roster[0].name = "Reds"
            TeamsTests.open(1, "Player 1")(&$0)
        }
        try store.typeName("Ann")
        try store.press(.tab) {
            $0.roster[0].players[0] = "Ann"
            TeamsTests.open(2, "Player 2")(&$0)
        }
        try store.press(.tab, TeamsTests.open(4, "Team 2"))
        #expect(store.model.roster[0] == Team(name: "Reds", players: ["Ann", "Player 2"]))
        #expect(screen(store).map { store.model.teamRows[$0.cursor] } == .team(1), "Tab skips + add a player")
        try store.press(.backTab, TeamsTests.open(2, "Player 2"))
        #expect(screen(store).map { store.model.teamRows[$0.cursor] } == .player(team: 0, player: 1))
        try store.press(.control("u"), TeamsTests.open(2, "", typed: true))
        try store.typeName("Bob")
        try store.press(.up) {
            $0.roster[0].players[1] = "Bob"
            TeamsTests.open(1, "Ann", selected: true)(&$0)
        }
        #expect(store.model.roster[0].players == ["Ann", "Bob"])
        #expect(screen(store)?.editing?.text == "Ann")
    }

    @Test func aFullTeamGoesOnToTheNextTeam() throws {
        var store = try TeamsTests.teams()
        try store.press(.enter, TeamsTests.open(0, "Team 1"))
        _ = try Self.enterName("Reds", &store) {
            $0.roster[0].name = "Reds"
            TeamsTests.open(1, "Player 1")(&$0)
        }
        _ = try Self.enterName("A1", &store) {
            $0.roster[0].players[0] = "A1"
            TeamsTests.open(2, "Player 2")(&$0)
        }
        for player in 2...7 {
            _ = try Self.enterName("A\(player)", &store) {
                $0.roster[0].players[player - 1] = "A\(player)"
                $0.roster[0].players.append("Player \(player + 3)")
                TeamsTests.open(player + 1, "Player \(player + 3)", new: true)(&$0)
            }
        }
        // The eighth player fills the team: the next team's name.
        _ = try Self.enterName("A8", &store) {
            $0.roster[0].players[7] = "A8"
            TeamsTests.open(9, "Team 2")(&$0)
        }
        #expect(store.model.roster[0].players.count == 8)
        #expect(screen(store).map { store.model.teamRows[$0.cursor] } == .team(1))
        #expect(screen(store)?.editing?.text == "Team 2")
    }

    /// ↓ and Enter on the teams screen: Player 1 open.
    private static func firstPlayer() throws -> TestStore {
        var store = try TeamsTests.teams()
        try store.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = 1 } }
        try store.press(.enter, TeamsTests.open(1, "Player 1"))
        return store
    }

    @Test func aPastedListAddsOnePlayerPerName() throws {
        var store = try Self.firstPlayer()
        try store.press(.paste("Ana, Bru, Carla")) {
            $0.roster[0].players = ["Ana", "Bru", "Carla"]
            TeamsTests.open(3, "Carla", typed: true)(&$0)
        }
        #expect(store.model.roster[0].players == ["Ana", "Bru", "Carla"])
        #expect(screen(store)?.editing?.text == "Carla", "the last name stays open: Enter goes on")
        #expect(screen(store)?.problem == nil)
        try store.press(.enter) {
            $0.roster[0].players.append("Player 6")
            TeamsTests.open(4, "Player 6", new: true)(&$0)
        }
        #expect(screen(store)?.editingNewPlayer == true)
        try store.press(.paste("Dídac\nEli\n\nFina\n")) {
            $0.roster[0].players = ["Ana", "Bru", "Carla", "Dídac", "Eli", "Fina"]
            TeamsTests.open(6, "Fina", typed: true)(&$0)
        }
        #expect(store.model.roster[0].players == ["Ana", "Bru", "Carla", "Dídac", "Eli", "Fina"])
    }

    @Test func aPasteNeverGoesOverTheTeamsLimit() throws {
        var store = try Self.firstPlayer()
        try store.press(.paste((1...10).map { "P\($0)" }.joined(separator: "\n"))) {
            $0.roster[0].players = (1...8).map { "P\($0)" }
            TeamsTests.open(8, "P8", typed: true)(&$0)
            $0.on(TeamsScreen.self) { $0.problem = .pastedLeftOut(overLimit: ["P9", "P10"], refused: [], limit: 8) }
        }
        #expect(store.model.roster[0].players == (1...8).map { "P\($0)" })
        #expect(screen(store)?.problem == .pastedLeftOut(overLimit: ["P9", "P10"], refused: [], limit: 8),
                "the notice names who was left out")
        #expect(store.model.roster[1].players == ["Player 3", "Player 4"], "the next team is untouched")
    }

    @Test func aPasteKeepsRealNamesAndLeavesOutTakenOnes() throws {
        var store = try Self.firstPlayer()
        try store.typeName("Ann")
        try store.press(.tab) {
            $0.roster[0].players[0] = "Ann"
            TeamsTests.open(2, "Player 2")(&$0)
        }
        try store.typeName("Bob")
        // Bob kept; + add a player skipped, Team 2 open.
        try store.press(.tab) {
            $0.roster[0].players[1] = "Bob"
            TeamsTests.open(4, "Team 2")(&$0)
        }
        // Bob again, selected: typing or pasting would replace it.
        try store.press(.backTab, TeamsTests.open(2, "Bob", selected: true))
        // The cursor after Bob: Bob stays.
        try store.press(.end, TeamsTests.open(2, "Bob", typed: true))
        try store.press(.paste("Cat\nAnn\nDan")) {
            $0.roster[0].players = ["Ann", "Bob", "Cat", "Dan"]
            TeamsTests.open(4, "Dan", typed: true)(&$0)
            $0.on(TeamsScreen.self) { $0.problem = .pastedLeftOut(overLimit: [], refused: ["Ann"], limit: 8) }
        }
        #expect(store.model.roster[0].players == ["Ann", "Bob", "Cat", "Dan"])
        #expect(screen(store)?.problem == .pastedLeftOut(overLimit: [], refused: ["Ann"], limit: 8))
    }

    @Test func aPasteOnAddAPlayerAddsThePlayers() throws {
        var store = try TeamsTests.teams()
        for row in 1...3 { try store.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = row } } }  // + add a player of Team 1
        try store.press(.paste("Ana\nBru")) {
            $0.roster[0].players = ["Player 1", "Player 2", "Ana", "Bru"]
            TeamsTests.open(4, "Bru", typed: true)(&$0)
        }
        #expect(store.model.roster[0].players == ["Player 1", "Player 2", "Ana", "Bru"])
    }

    @Test func namesTypedWithCommasBecomeOnePlayerEach() throws {
        var store = try Self.firstPlayer()
        try store.typeName("Ana, Bru, Carla")
        try store.press(.enter) {
            $0.roster[0].players = ["Ana", "Bru", "Carla"]
            TeamsTests.open(3, "Carla", typed: true)(&$0)
        }
        #expect(store.model.roster[0].players == ["Ana", "Bru", "Carla"])
    }

    /// 1.1 quit on a `q` typed into a name at 30×10, and dropped every character typed while the terminal was
    /// too small.
    @Test func aTooSmallTerminalNeverTurnsALetterIntoACommand() throws {
        let small = Size(width: 30, height: 10), big = Size(width: 80, height: 24)
        var store = try TeamsTests.teams()
        try store.press(.enter, TeamsTests.open(0, "Team 1"))
        try store.typeName("Re")
        try store.send(.resize(small)) { $0.size = small }
        try store.typeName("dsq", after: "Re")
        #expect(!store.model.isQuitting)
        try store.press(.backspace, TeamsTests.open(0, "Reds", typed: true))
        // Enter, Esc and Tab wait.
        for key in [Key.enter, .escape, .tab] { try store.press(key) }
        try store.send(.resize(big)) { $0.size = big }
        #expect(screen(store)?.editing?.text == "Reds", "typed while too small, Enter, Esc and Tab waiting")
        try store.press(.enter) {
            $0.roster[0].name = "Reds"
            TeamsTests.open(1, "Player 1")(&$0)
        }
        #expect(store.model.roster.first?.name == "Reds")

        // Away from a name, letters do nothing at all while the terminal is too small.
        var home = TestStore.home()
        try home.send(.resize(small)) { $0.size = small }
        for key in [Key.c("q"), .c("n"), .c("s"), .enter] { try home.press(key) }
        #expect(!home.model.isQuitting)
        if case .home = home.model.screen {} else { Issue.record("left home: \(home.model.screen)") }
    }
}

/// Esc on home asks for a second Esc; leaving the teams keeps their edits.
@Suite struct HomeEscapeTests {
    @Test func escOnHomeQuitsOnlyWhenPressedTwice() throws {
        var store = TestStore.home()
        let quit = try #require(HomeScreen.items(savedGame: false).firstIndex(of: .quit))
        try store.press(.escape) {
            $0.on(HomeScreen.self) {
                $0.escapePressed = true
                $0.cursor = quit
            }
        }
        #expect(!store.model.isQuitting)
        guard case .home(let home) = store.model.screen else { Issue.record("not home"); return }
        #expect(home.escapePressed && HomeScreen.items(savedGame: false)[home.cursor] == .quit)
        // Another key in between starts over: ↓ from the last item goes round to the first.
        try store.press(.down) {
            $0.on(HomeScreen.self) {
                $0.escapePressed = false
                $0.cursor = 0
            }
        }
        try store.press(.escape) {
            $0.on(HomeScreen.self) {
                $0.escapePressed = true
                $0.cursor = quit
            }
        }
        try store.press(.escape, commands: [.quit]) {
            $0.isQuitting = true
            $0.on(HomeScreen.self) { $0.escapePressed = false }
        }
    }

    @Test func leavingTheTeamsKeepsTheirEditsAsTheRememberedRoster() throws {
        var store = try TeamsTests.teams()
        try store.press(.enter, TeamsTests.open(0, "Team 1"))
        try store.typeName("Reds")
        try store.press(.enter) {
            $0.roster[0].name = "Reds"
            TeamsTests.open(1, "Player 1")(&$0)
        }
        try store.press(.escape, TeamsTests.closed(at: 1))
        let roster = store.model.roster
        try store.press(.escape, commands: [.saveRoster(roster)]) {
            $0.screen = .home(HomeScreen())
            $0.recentRosters = [roster]
        }
        #expect(store.model.roster[0].name == "Reds")
        #expect(store.model.recentRosters.first == store.model.roster)
    }
}
