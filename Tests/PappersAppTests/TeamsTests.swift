import Testing
import PappersApp
import PappersCanvas
import PappersEngine

@Suite struct TeamsTests {
    private func teams() -> App {
        var app = App()
        app.press(.c("n"))
        return app
    }

    @Test func theDefaultRosterIsTwoTeamsOfTwo() {
        let app = teams()
        #expect(app.model.roster == [Team(name: "Team 1", players: ["Player 1", "Player 2"]),
                                     Team(name: "Team 2", players: ["Player 3", "Player 4"])])
        #expect(app.model.teamRows.last == .start)
    }

    @Test func renamingTrimsAndRefusesDuplicates() {
        var app = teams()
        app.press(.enter)
        for _ in 0..<6 { app.press(.backspace) }
        app.type("  Reds ")
        app.press(.enter)
        #expect(app.model.roster[0].name == "Reds")
        app.press(.down)
        app.press(.enter)
        for _ in 0..<8 { app.press(.backspace) }
        app.type("player 3")
        app.press(.enter)
        guard case .teams(let screen) = app.model.screen else { Issue.record("left the teams screen"); return }
        #expect(screen.problem == .name("player 3"))
        #expect(screen.editing != nil, "still editing after a refusal")
        app.press(.escape)
        #expect(app.model.roster[0].players[0] == "Player 1")
    }

    @Test func escapeSequencesCannotBeTyped() {
        var app = teams()
        app.press(.enter)
        app.press(.c("\u{1B}"), .c("\u{9B}"), .c("\u{202E}"))
        guard case .teams(let screen) = app.model.screen else { return }
        #expect(screen.editing?.text == "Team 1")
    }

    @Test func addingAndRemovingKeepsTheLimits() {
        var app = teams()
        app.press(.c("a"))
        app.type("Eve")
        // Enter keeps Eve and opens a new player; Esc takes that one away again.
        app.press(.enter, .escape)
        #expect(app.model.roster[0].players == ["Player 1", "Player 2", "Eve"])
        app.press(.up, .c("x"))
        #expect(app.model.roster[0].players.count == 2)
        app.press(.up)
        app.press(.c("x"))
        guard case .teams(let screen) = app.model.screen else { return }
        #expect(screen.problem == .tooFewPlayers)
        for _ in 0..<8 { app.press(.c("t")) }
        #expect(app.model.roster.count == 10)
        app.press(.c("t"))
        guard case .teams(let full) = app.model.screen else { return }
        #expect(full.problem == .tooManyTeams)
        #expect(Set(app.model.roster.map(\.name)).count == 10)
        #expect(Set(app.model.roster.flatMap(\.players)).count == 20)
    }

    @Test func randomTeamsDealEveryPlayerEvenly() {
        var app = teams()
        app.press(.c("t"))
        app.press(.c("a"))
        app.press(.enter)
        let before = Set(app.model.roster.flatMap(\.players))
        app.press(.c("r"))
        #expect(Set(app.model.roster.flatMap(\.players)) == before)
        let sizes = app.model.roster.map(\.players.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    @Test func startingRemembersTheRosterAndOpensTheFirstHandOff() {
        var app = teams()
        let commands = app.press(.c("s"))
        #expect(commands.first == .saveRoster(app.model.roster))
        guard case .recordNewGame(let setup, let packs) = commands[1] else {
            Issue.record("no record: \(commands)")
            return
        }
        #expect(setup.words.count == 40 && packs == ["en-a"], "only packs that gave words")
        #expect(commands[2] == .journal(TimedAction(.startGame, at: 0)))
        #expect(app.model.session != nil, "a game is on screen")
        #expect(app.state.phase == .handOff)
    }

    @Test func earlierRostersCanBeBroughtBack() {
        let old = [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d"])]
        var model = AppModel(preferences: Preferences(), roster: nil, recentRosters: [old], size: Size(width: 80, height: 24),
                             environmentLanguage: .en, names: DefaultNames(team: "T", player: "P"), entropy: 1)
        _ = model.update(.key(.c("n")), at: 0)
        _ = model.update(.key(.c("o")), at: 0)
        #expect(model.roster == old)
    }
}
