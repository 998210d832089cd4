import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// The teams screen speaks the language chosen in the settings, default names included, without a restart.
@Suite struct DefaultNamesScreenTests {
    @Test(arguments: [(1, "Team 1", "Player 1"), (2, "Equip 1", "Jugador 1"), (3, "Equipo 1", "Jugador 1")])
    func theTeamsScreenShowsDefaultNamesInTheLanguageJustChosen(steps: Int, team: String, player: String) {
        var model = AppModel(
            preferences: Scene.preferences, roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: Strings(.en).defaultNames, namesByLanguage: Strings.defaultNamesByLanguage, entropy: 5)
        _ = model.update(.wordsLoaded(Scene.supply), at: 0)
        var keys: [Key] = [.character("s"), .end]
        keys += Array(repeating: .right, count: steps)
        keys += [.escape, .character("n")]
        for key in keys { _ = model.update(.key(key), at: 0) }
        let text = ScreenRenderer(theme: .monochrome).render(model, at: 0).lines.joined(separator: "\n")
        #expect(text.contains(team) && text.contains(player), "\(text)")
        if steps > 1 { #expect(!text.contains("Team 1") && !text.contains("Player 1"), "\(text)") }
    }
}
