import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
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

    /// Every reason the engine can give, in Catalan and Spanish: none left in English, no placeholder unfilled.
    @Test(arguments: [UILanguage.ca, .es])
    func everySetupProblemIsSaidInTheInterfaceLanguage(language: UILanguage) {
        let problems: [SetupProblem] = [
            .teamCount(1), .playerCount(team: "Reds", count: 1), .name("X", .empty), .duplicateTeamName("Reds"),
            .duplicatePlayerName("Ana"), .noWords, .tooManyWords(2_000), .badWord("X"), .duplicateWord("sol"),
            .turnLength(5), .roundCount(9), .passLimit(99), .passPenalty(9), .hideDelay(1), .peekLength(1),
            .pairsPlayerCount(2), .pairsSeat("Ana"),
        ]
        let local = Strings(language)
        let english = Strings(.en)
        for problem in problems {
            let text = StartProblemText.text(problem, local)
            #expect(text != StartProblemText.text(problem, english) && text != problem.description, "\(problem)")
            #expect(!text.contains("{"), "\(text)")
        }
    }
}
