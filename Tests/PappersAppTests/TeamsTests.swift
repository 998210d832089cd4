import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine

@Suite struct TeamsTests {
    /// The teams screen, from home.
    static func teams(_ store: TestStore = .home()) throws -> TestStore {
        var store = store
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        return store
    }

    /// The name of the row at `row` open to type: on its default `name` as a placeholder (a new player's, with
    /// `new`), or on a name typed before, selected (`selected`), or at its end (`typed`).
    static func open(_ row: Int, _ name: String, new: Bool = false, selected: Bool = false, typed: Bool = false)
        -> (inout AppModel) -> Void {
        { model in
            model.on(TeamsScreen.self) {
                $0.cursor = row
                $0.editing = TextField(name, maximumColumns: Names.maximumColumns, placeholder: !selected && !typed,
                                       selected: selected)
                $0.editingNewPlayer = new
            }
        }
    }

    /// No name open, the cursor on `row`.
    static func closed(at row: Int) -> (inout AppModel) -> Void {
        { model in
            model.on(TeamsScreen.self) {
                $0.cursor = row
                $0.editing = nil
                $0.editingNewPlayer = false
            }
        }
    }

    @Test func theDefaultRosterIsTwoTeamsOfTwo() throws {
        let store = try Self.teams()
        #expect(store.model.roster == [Team(name: "Team 1", players: ["Player 1", "Player 2"]),
                                       Team(name: "Team 2", players: ["Player 3", "Player 4"])])
        #expect(store.model.teamRows.last == .start)
    }

    @Test func renamingTrimsAndRefusesDuplicates() throws {
        var store = try Self.teams()
        try store.press(.enter, Self.open(0, "Team 1"))
        // Backspace empties the placeholder; on an empty name it does nothing.
        try store.press(.backspace) { $0.on(TeamsScreen.self) { $0.editing = TextField("", maximumColumns: Names.maximumColumns) } }
        for _ in 0..<5 { try store.press(.backspace) }
        try store.typeName("  Reds ")
        try store.press(.enter) {
            $0.roster[0].name = "Reds"
            Self.open(1, "Player 1")(&$0)
        }
        #expect(store.model.roster[0].name == "Reds")
        try store.press(.down) {
            Self.open(2, "Player 2")(&$0)
        }
        // Enter after a team's last player opens a new one.
        try store.press(.enter) {
            $0.roster[0].players.append("Player 5")
            Self.open(3, "Player 5", new: true)(&$0)
        }
        try store.press(.backspace) { $0.on(TeamsScreen.self) { $0.editing = TextField("", maximumColumns: Names.maximumColumns) } }
        for _ in 0..<7 { try store.press(.backspace) }
        try store.typeName("player 3")
        try store.press(.enter) { $0.on(TeamsScreen.self) { $0.problem = .name("player 3") } }
        guard case .teams(let screen) = store.model.screen else { Issue.record("left the teams screen"); return }
        #expect(screen.problem == .name("player 3"))
        #expect(screen.editing != nil, "still editing after a refusal")
        // Esc takes the new player away, and "+ add a player" is selected.
        try store.press(.escape) {
            $0.roster[0].players.removeLast()
            $0.on(TeamsScreen.self) {
                $0.editing = nil
                $0.editingNewPlayer = false
            }
        }
        #expect(store.model.roster[0].players[0] == "Player 1")
    }

    @Test func escapeSequencesCannotBeTyped() throws {
        var store = try Self.teams()
        try store.press(.enter, Self.open(0, "Team 1"))
        for key in [Key.c("\u{1B}"), .c("\u{9B}"), .c("\u{202E}")] { try store.press(key) }
        guard case .teams(let screen) = store.model.screen else { return }
        #expect(screen.editing?.text == "Team 1")
    }

    @Test func addingAndRemovingKeepsTheLimits() throws {
        var store = try Self.teams()
        try store.press(.c("a")) {
            $0.roster[0].players.append("Player 5")
            Self.open(3, "Player 5", new: true)(&$0)
        }
        try store.typeName("Eve")
        // Enter keeps Eve and opens a new player; Esc takes that one away again.
        try store.press(.enter) {
            $0.roster[0].players[2] = "Eve"
            $0.roster[0].players.append("Player 6")
            Self.open(4, "Player 6", new: true)(&$0)
        }
        try store.press(.escape) {
            $0.roster[0].players.removeLast()
            $0.on(TeamsScreen.self) {
                $0.editing = nil
                $0.editingNewPlayer = false
            }
        }
        #expect(store.model.roster[0].players == ["Player 1", "Player 2", "Eve"])
        try store.press(.up) { $0.on(TeamsScreen.self) { $0.cursor = 3 } }
        try store.press(.c("x")) { $0.roster[0].players.removeLast() }
        #expect(store.model.roster[0].players.count == 2)
        try store.press(.up) { $0.on(TeamsScreen.self) { $0.cursor = 2 } }
        try store.press(.c("x")) { $0.on(TeamsScreen.self) { $0.problem = .tooFewPlayers } }
        guard case .teams(let screen) = store.model.screen else { return }
        #expect(screen.problem == .tooFewPlayers)
        for team in 3...10 {
            try store.press(.c("t")) {
                $0.roster.append(Team(name: "Team \(team)", players: ["Player \(2 * team - 1)", "Player \(2 * team)"]))
                let row = $0.teamRows.firstIndex(of: .team(team - 1))
                $0.on(TeamsScreen.self) {
                    $0.cursor = row ?? -1
                    $0.problem = nil
                }
            }
        }
        #expect(store.model.roster.count == 10)
        try store.press(.c("t")) { $0.on(TeamsScreen.self) { $0.problem = .tooManyTeams } }
        guard case .teams(let full) = store.model.screen else { return }
        #expect(full.problem == .tooManyTeams)
        #expect(Set(store.model.roster.map(\.name)).count == 10)
        #expect(Set(store.model.roster.flatMap(\.players)).count == 20)
    }

    @Test func randomTeamsDealEveryPlayerEvenly() throws {
        var store = try Self.teams()
        try store.press(.c("t")) {
            $0.roster.append(Team(name: "Team 3", players: ["Player 5", "Player 6"]))
            $0.on(TeamsScreen.self) { $0.cursor = 8 }
        }
        try store.press(.c("a")) {
            $0.roster[2].players.append("Player 7")
            Self.open(11, "Player 7", new: true)(&$0)
        }
        // Enter on a new player's untouched name takes it away and selects "+ add a team".
        try store.press(.enter) {
            $0.roster[2].players.removeLast()
            $0.on(TeamsScreen.self) {
                $0.cursor = 12
                $0.editing = nil
                $0.editingNewPlayer = false
            }
        }
        let before = store.model.roster
        try store.press(.c("r")) {
            let players = $0.generator.shuffled(before.flatMap(\.players))
            for t in $0.roster.indices { $0.roster[t].players = [] }
            for (index, player) in players.enumerated() { $0.roster[index % before.count].players.append(player) }
        }
        #expect(Set(store.model.roster.flatMap(\.players)) == Set(before.flatMap(\.players)))
        let sizes = store.model.roster.map(\.players.count)
        let largest = try #require(sizes.max()), smallest = try #require(sizes.min())
        #expect(largest - smallest <= 1)
    }

    @Test func startingRemembersTheRosterAndOpensTheFirstHandOff() throws {
        var store = try Self.teams()
        let bowl = try store.nextBowl().bowl
        #expect(bowl.words.count == 40 && bowl.packs == ["en-a"], "only packs that gave words")
        // The roster remembered, the game recorded and its start journaled, at the first hand-off.
        try store.startGame(.key(.c("s")))
        #expect(store.model.session?.state.phase == .handOff)
    }

    @Test func earlierRostersCanBeBroughtBack() throws {
        let old = [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d"])]
        let model = AppModel(preferences: Preferences(), roster: nil, recentRosters: [old], size: Size(width: 80, height: 24),
                             environmentLanguage: .en, names: DefaultNames(team: "T", player: "P"), entropy: 1)
        var store = try Self.teams(TestStore(model))
        try store.press(.c("o")) {
            $0.roster = old
            $0.on(TeamsScreen.self) { $0.note = .earlierRoster(number: 1, count: 1) }
        }
        #expect(store.model.roster == old)
    }
}
