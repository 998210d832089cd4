import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// A roster typed as people type it: name, Enter, name, Enter; placeholders; Tab; pasted lists.
@Suite struct TeamsTypingTests {
    private func teams() -> App {
        var app = App()
        app.press(.c("n"))
        return app
    }

    private func screen(_ app: App) -> TeamsScreen? {
        if case .teams(let teams) = app.model.screen { return teams }
        return nil
    }

    /// Types `names` each followed by Enter, counting the keys that are not the names' own letters.
    private func typeNames(_ names: [String], into app: inout App) -> Int {
        var extra = 0
        for name in names {
            app.type(name)
            app.press(.enter)
            extra += 1
        }
        return extra
    }

    @Test func twoTeamsOfFourAreTypedWithOneEnterPerNameAndOneToEndEachTeam() {
        var app = App()
        var extra = 0
        app.press(.c("n"), .enter)  // home → teams, open Team 1
        extra += 2
        extra += typeNames(["Reds", "Ann", "Bob", "Cat", "Dan", ""], into: &app)
        #expect(screen(app)?.editing?.text == "Team 2", "the next team's name is open")
        #expect(screen(app)?.editing?.isPlaceholder == true)
        extra += typeNames(["Blues", "Eve", "Fay", "Gus", "Hal", ""], into: &app)
        #expect(screen(app)?.editing == nil)
        #expect(screen(app).map { app.model.teamRows[$0.cursor] } == .addTeam, "after the last team, + add a team")
        app.press(.c("s"))
        extra += 1
        #expect(app.model.roster == [Team(name: "Reds", players: ["Ann", "Bob", "Cat", "Dan"]),
                                     Team(name: "Blues", players: ["Eve", "Fay", "Gus", "Hal"])])
        #expect(app.model.session != nil, "the first hand-off")
        #expect(extra <= 2 * 10 + 6)
        #expect(extra == 15)
    }

    @Test func enterOnAddAPlayerOpensANewPlayerAndEscTakesItAway() {
        var app = teams()
        app.press(.down, .down, .down)  // + add a player of Team 1
        app.press(.enter)
        #expect(app.model.roster[0].players == ["Player 1", "Player 2", "Player 5"])
        #expect(screen(app)?.editingNewPlayer == true && screen(app)?.editing?.isPlaceholder == true)
        app.press(.escape)
        #expect(app.model.roster[0].players == ["Player 1", "Player 2"])
        #expect(screen(app).map { app.model.teamRows[$0.cursor] } == .addPlayer(team: 0))
    }

    @Test func backspaceOnAPlaceholderEmptiesItAndAnEmptyNameIsRefused() {
        var app = teams()
        app.press(.enter, .backspace)
        #expect(screen(app)?.editing?.text == "")
        app.press(.enter)
        #expect(screen(app)?.problem == .badName(.empty))
        #expect(screen(app)?.editing != nil)
    }

    @Test func tabAndShiftTabKeepTheNameAndMoveBetweenFields() {
        var app = teams()
        app.press(.enter)
        app.type("Reds")
        app.press(.tab)
        app.type("Ann")
        app.press(.tab, .tab)
        #expect(app.model.roster[0] == Team(name: "Reds", players: ["Ann", "Player 2"]))
        #expect(screen(app).map { app.model.teamRows[$0.cursor] } == .team(1), "Tab skips + add a player")
        app.press(.backTab)
        #expect(screen(app).map { app.model.teamRows[$0.cursor] } == .player(team: 0, player: 1))
        app.press(.control("u"))
        app.type("Bob")
        app.press(.up)
        #expect(app.model.roster[0].players == ["Ann", "Bob"])
        #expect(screen(app)?.editing?.text == "Ann")
    }

    @Test func aFullTeamGoesOnToTheNextTeam() {
        var app = teams()
        app.press(.enter)
        _ = typeNames(["Reds", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"], into: &app)
        #expect(app.model.roster[0].players.count == 8)
        #expect(screen(app).map { app.model.teamRows[$0.cursor] } == .team(1))
        #expect(screen(app)?.editing?.text == "Team 2")
    }

    @Test func aPastedListAddsOnePlayerPerName() {
        var app = teams()
        app.press(.down, .enter)  // Player 1
        app.press(.paste("Ana, Bru, Carla"))
        #expect(app.model.roster[0].players == ["Ana", "Bru", "Carla"])
        #expect(screen(app)?.editing?.text == "Carla", "the last name stays open: Enter goes on")
        #expect(screen(app)?.problem == nil)
        app.press(.enter)
        #expect(screen(app)?.editingNewPlayer == true)
        app.press(.paste("Dídac\nEli\n\nFina\n"))
        #expect(app.model.roster[0].players == ["Ana", "Bru", "Carla", "Dídac", "Eli", "Fina"])
    }

    @Test func aPasteNeverGoesOverTheTeamsLimit() {
        var app = teams()
        app.press(.down, .enter)
        app.press(.paste((1...10).map { "P\($0)" }.joined(separator: "\n")))
        #expect(app.model.roster[0].players == (1...8).map { "P\($0)" })
        #expect(screen(app)?.problem == .pastedLeftOut(overLimit: ["P9", "P10"], refused: [], limit: 8),
                "the notice names who was left out")
        #expect(app.model.roster[1].players == ["Player 3", "Player 4"], "the next team is untouched")
    }

    @Test func aPasteKeepsRealNamesAndLeavesOutTakenOnes() {
        var app = teams()
        app.press(.down, .enter)
        app.type("Ann")
        app.press(.tab)
        app.type("Bob")
        app.press(.tab)  // Bob kept; + add a player skipped, Team 2 open
        app.press(.backTab)  // Bob again, selected: typing or pasting would replace it
        app.press(.end)  // the cursor after Bob: Bob stays
        app.press(.paste("Cat\nAnn\nDan"))
        #expect(app.model.roster[0].players == ["Ann", "Bob", "Cat", "Dan"])
        #expect(screen(app)?.problem == .pastedLeftOut(overLimit: [], refused: ["Ann"], limit: 8))
    }

    @Test func aPasteOnAddAPlayerAddsThePlayers() {
        var app = teams()
        app.press(.down, .down, .down)  // + add a player of Team 1
        app.press(.paste("Ana\nBru"))
        #expect(app.model.roster[0].players == ["Player 1", "Player 2", "Ana", "Bru"])
    }

    @Test func namesTypedWithCommasBecomeOnePlayerEach() {
        var app = teams()
        app.press(.down, .enter)
        app.type("Ana, Bru, Carla")
        app.press(.enter)
        #expect(app.model.roster[0].players == ["Ana", "Bru", "Carla"])
    }

    /// 1.1 quit on a `q` typed into a name at 30×10, and dropped every character typed while the terminal was
    /// too small.
    @Test func aTooSmallTerminalNeverTurnsALetterIntoACommand() {
        var app = App()
        app.press(.c("n"), .enter)
        app.type("Re")
        app.send(.resize(Size(width: 30, height: 10)))
        app.type("dsq")
        #expect(!app.model.isQuitting)
        app.press(.backspace)
        app.press(.enter, .escape, .tab)
        app.send(.resize(Size(width: 80, height: 24)))
        #expect(screen(app)?.editing?.text == "Reds", "typed while too small, Enter, Esc and Tab waiting")
        app.press(.enter)
        #expect(app.model.roster.first?.name == "Reds")

        // Away from a name, letters do nothing at all while the terminal is too small.
        var home = App()
        home.send(.resize(Size(width: 30, height: 10)))
        #expect(home.press(.c("q"), .c("n"), .c("s"), .enter).isEmpty)
        #expect(!home.model.isQuitting)
        if case .home = home.model.screen {} else { Issue.record("left home: \(home.model.screen)") }
    }
}

/// Esc on home asks for a second Esc; leaving the teams keeps their edits.
@Suite struct HomeEscapeTests {
    @Test func escOnHomeQuitsOnlyWhenPressedTwice() {
        var app = App()
        #expect(app.press(.escape).isEmpty)
        #expect(!app.model.isQuitting)
        guard case .home(let home) = app.model.screen else { Issue.record("not home"); return }
        #expect(home.escapePressed && HomeScreen.items(savedGame: false)[home.cursor] == .quit)
        app.press(.down)
        #expect(app.press(.escape).isEmpty, "another key in between starts over")
        #expect(app.press(.escape) == [.quit])
    }

    @Test func leavingTheTeamsKeepsTheirEditsAsTheRememberedRoster() {
        var app = App()
        app.press(.c("n"), .enter)
        app.type("Reds")
        app.press(.enter, .escape)
        let commands = app.press(.escape)
        #expect(commands == [.saveRoster(app.model.roster)])
        #expect(app.model.roster[0].name == "Reds")
        #expect(app.model.recentRosters.first == app.model.roster)
    }
}
