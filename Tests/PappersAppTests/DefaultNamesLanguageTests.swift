import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// Default names speak the interface language: switching it in the settings renames them at once.
@Suite struct DefaultNamesLanguageTests {
    static let names: [UILanguage: DefaultNames] = [
        .en: DefaultNames(team: "Team", player: "Player"), .ca: DefaultNames(team: "Equip", player: "Jugador"),
        .es: DefaultNames(team: "Equipo", player: "Jugador"),
    ]

    private func app() -> App {
        var app = App()
        app.model = AppModel(
            preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: Self.names[.en]!, namesByLanguage: Self.names, entropy: 7)
        _ = app.model.update(.wordsLoaded(TestWords.supply()), at: 0)
        return app
    }

    /// From home: the settings, their last row (the interface language), one step to the right per press.
    private func switchLanguage(_ app: inout App, steps: Int) {
        app.press(.c("s"), .end)
        for _ in 0..<steps { app.press(.right) }
        app.press(.escape)
    }

    @Test func untouchedDefaultNamesTakeTheNewLanguageAtOnceAndTypedOnesStay() {
        var app = app()
        app.press(.c("n"), .down, .enter)
        for _ in 0..<8 { app.press(.backspace) }
        app.type("Anna")
        // Enter keeps the name and opens the next one; Esc closes it, a second Esc leaves the teams.
        app.press(.enter, .escape, .escape)
        #expect(app.model.roster[0].players == ["Anna", "Player 2"])
        // automatic (English) → English → Català
        switchLanguage(&app, steps: 2)
        #expect(app.model.language == .ca)
        #expect(app.model.roster == [Team(name: "Equip 1", players: ["Anna", "Jugador 2"]),
                                     Team(name: "Equip 2", players: ["Jugador 3", "Jugador 4"])])
        // Català → Español, and back through automatic to English.
        switchLanguage(&app, steps: 1)
        #expect(app.model.roster[1] == Team(name: "Equipo 2", players: ["Jugador 3", "Jugador 4"]))
        switchLanguage(&app, steps: 1)
        #expect(app.model.roster == [Team(name: "Team 1", players: ["Anna", "Player 2"]),
                                     Team(name: "Team 2", players: ["Player 3", "Player 4"])])
        // New rows take the language's words too.
        switchLanguage(&app, steps: 2)
        app.press(.c("n"), .c("t"))
        #expect(app.model.roster.last?.name == "Equip 3")
    }

    @Test func aDefaultNameWhoseNewFormIsTakenStays() {
        var app = app()
        app.press(.c("n"), .enter)
        for _ in 0..<8 { app.press(.backspace) }
        app.type("Equip 2")
        app.press(.enter, .escape, .escape)
        switchLanguage(&app, steps: 2)
        #expect(app.model.roster.map(\.name) == ["Equip 2", "Team 2"])
        #expect(app.model.roster[1].players == ["Jugador 3", "Jugador 4"])
    }
}
