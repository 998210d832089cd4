import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// Default names speak the interface language: switching it in the settings renames them at once.
@Suite struct DefaultNamesLanguageTests {
    static let names: [UILanguage: DefaultNames] = [
        .en: DefaultNames(team: "Team", player: "Player"), .ca: DefaultNames(team: "Equip", player: "Jugador"),
        .es: DefaultNames(team: "Equipo", player: "Jugador"),
    ]

    private func store() -> TestStore {
        var model = AppModel(
            preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: Self.names[.en]!, namesByLanguage: Self.names, entropy: 7)
        _ = model.update(.wordsLoaded(TestWords.supply()), at: 0)
        return TestStore(model)
    }

    /// From home: the settings, their last row (the interface language), one step to the right per language
    /// of `languages`, and home again; the last step leaves `roster`.
    private func switchLanguage(_ store: inout TestStore, through languages: [UILanguage?], roster: [Team]) throws {
        try store.openSettings()
        let last = SettingsScreen.Item.allCases.count - 1
        try store.press(.end) { $0.on(SettingsScreen.self) { $0.cursor = last } }
        for (step, language) in languages.enumerated() {
            try store.changeSettings(.right, screen: { if step == languages.count - 1 { $0.roster = roster } }) {
                $0.interfaceLanguage = language
            }
        }
        try store.press(.escape) { $0.screen = .home(HomeScreen()) }
    }

    /// A name field as it opens on a default name (`placeholder`) or as typed.
    private func field(_ text: String, placeholder: Bool = false) -> TextField {
        TextField(text, maximumColumns: Names.maximumColumns, placeholder: placeholder)
    }

    /// On the teams screen with `name` open on row `row`: Backspace eight times (the first empties the
    /// default name), then `typed` letter by letter.
    private func typeOver(_ store: inout TestStore, _ typed: String) throws {
        try store.press(.backspace) { $0.on(TeamsScreen.self) { $0.editing = field("") } }
        for _ in 0..<7 { try store.press(.backspace) }
        try store.typeName(typed)
    }

    /// Esc on the teams list: home, the roster remembered.
    private func leaveTheTeams(_ store: inout TestStore) throws {
        let roster = store.model.roster
        try store.press(.escape, commands: [.saveRoster(roster)]) {
            $0.screen = .home(HomeScreen())
            $0.recentRosters = [roster]
        }
    }

    @Test func untouchedDefaultNamesTakeTheNewLanguageAtOnceAndTypedOnesStay() throws {
        var store = store()
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = 1 } }
        try store.press(.enter) { $0.on(TeamsScreen.self) { $0.editing = field("Player 1", placeholder: true) } }
        try typeOver(&store, "Anna")
        // Enter keeps the name and opens the next one; Esc closes it, a second Esc leaves the teams.
        try store.press(.enter) {
            $0.roster[0].players[0] = "Anna"
            $0.on(TeamsScreen.self) {
                $0.cursor = 2
                $0.editing = field("Player 2", placeholder: true)
            }
        }
        try store.press(.escape) { $0.on(TeamsScreen.self) { $0.editing = nil } }
        try leaveTheTeams(&store)
        #expect(store.model.roster[0].players == ["Anna", "Player 2"])
        // automatic (English) → English → Català
        try switchLanguage(&store, through: [.en, .ca], roster: [
            Team(name: "Equip 1", players: ["Anna", "Jugador 2"]), Team(name: "Equip 2", players: ["Jugador 3", "Jugador 4"]),
        ])
        #expect(store.model.language == .ca)
        // Català → Español, and back through automatic to English.
        try switchLanguage(&store, through: [.es], roster: [
            Team(name: "Equipo 1", players: ["Anna", "Jugador 2"]), Team(name: "Equipo 2", players: ["Jugador 3", "Jugador 4"]),
        ])
        try switchLanguage(&store, through: [nil], roster: [
            Team(name: "Team 1", players: ["Anna", "Player 2"]), Team(name: "Team 2", players: ["Player 3", "Player 4"]),
        ])
        // New rows take the language's words too.
        try switchLanguage(&store, through: [.en, .ca], roster: [
            Team(name: "Equip 1", players: ["Anna", "Jugador 2"]), Team(name: "Equip 2", players: ["Jugador 3", "Jugador 4"]),
        ])
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.press(.c("t")) {
            $0.roster.append(Team(name: "Equip 3", players: ["Jugador 5", "Jugador 6"]))
            $0.on(TeamsScreen.self) { $0.cursor = 8 }
        }
        #expect(store.model.roster.last?.name == "Equip 3")
    }

    @Test func aDefaultNameWhoseNewFormIsTakenStays() throws {
        var store = store()
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.press(.enter) { $0.on(TeamsScreen.self) { $0.editing = field("Team 1", placeholder: true) } }
        try typeOver(&store, "Equip 2")
        try store.press(.enter) {
            $0.roster[0].name = "Equip 2"
            $0.on(TeamsScreen.self) {
                $0.cursor = 1
                $0.editing = field("Player 1", placeholder: true)
            }
        }
        try store.press(.escape) { $0.on(TeamsScreen.self) { $0.editing = nil } }
        try leaveTheTeams(&store)
        try switchLanguage(&store, through: [.en, .ca], roster: [
            Team(name: "Equip 2", players: ["Jugador 1", "Jugador 2"]), Team(name: "Team 2", players: ["Jugador 3", "Jugador 4"]),
        ])
        #expect(store.model.roster.map(\.name) == ["Equip 2", "Team 2"])
        #expect(store.model.roster[1].players == ["Jugador 3", "Jugador 4"])
    }
}
