import PappersApp
import PappersCanvas
import PappersUI
import Testing

/// Why a game cannot start is said in the interface language, not in the engine's English.
@Suite struct StartProblemTests {
    @Test(arguments: [
        (UILanguage.en, "Cannot start: the word packs are not loaded yet"),
        (.ca, "No es pot començar: els paquets de paraules encara no s'han carregat"),
        (.es, "No se puede empezar: los paquetes de palabras aún no se han cargado"),
    ])
    func aGameStartedBeforeThePacksLoadSaysWhyInTheInterfaceLanguage(language: UILanguage, line: String) {
        var model = AppModel(
            preferences: Scene.preferences, roster: nil, size: Size(width: 120, height: 30), environmentLanguage: language,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 3)
        _ = model.update(.key(.character("n")), at: 0)
        _ = model.update(.key(.character("s")), at: 0)
        guard case .teams(let teams) = model.screen else {
            Issue.record("not on the teams screen")
            return
        }
        #expect(teams.problem == .cannotStart(.packsNotLoaded))
        let text = Golden.text(of: ScreenRenderer(theme: .monochrome).render(model, at: 0))
        #expect(text.contains(line))
    }
}
