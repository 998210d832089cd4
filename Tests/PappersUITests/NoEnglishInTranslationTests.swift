import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// A Catalan or Spanish message holds no English fragment: reasons are keys, said in the interface language.
@Suite struct NoEnglishInTranslationTests {
    /// Words of the English interface that are words in neither Catalan nor Spanish.
    static let englishWords: Set<String> = [
        "is", "empty", "the", "wide", "columns", "holds", "an", "at", "most", "cannot", "taken", "allowed", "name",
        "team", "player", "players", "teams", "needs", "game", "start", "words", "word", "bowl", "escape", "character",
        "control", "invisible", "and", "or", "of", "not", "has", "be", "shown",
    ]

    static func englishIn(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init).filter { englishWords.contains($0) }
    }

    /// Every kind of problem the teams screen can show.
    static let problems: [TeamsProblem] = [
        .name("Reds"), .badName(.empty), .badName(.tooWide(columns: 70)), .badName(.unsafe("escape character")),
        .tooFewPlayers, .tooManyPlayers, .tooFewTeams, .tooManyTeams, .cannotStart(.packsNotLoaded),
        .tooFewPairsPlayers, .tooManyPairsPlayers,
        .cannotStart(.setup([
            .teamCount(1), .playerCount(team: "Reds", count: 1), .name("X", .empty), .duplicateTeamName("Reds"),
            .duplicatePlayerName("Ana"), .noWords, .tooManyWords(2_000), .badWord("X"), .duplicateWord("sol"),
            .turnLength(5), .roundCount(9), .passLimit(99), .passPenalty(9), .hideDelay(1), .peekLength(1),
            .pairsPlayerCount(2), .pairsSeat("Ana"),
        ])),
    ]

    @Test(arguments: [UILanguage.ca, .es])
    func everyProblemOfTheTeamsScreenIsSaidWithoutEnglish(language: UILanguage) {
        let model = AppModel(
            preferences: Scene.preferences, roster: nil, size: Size(width: 80, height: 24), environmentLanguage: language,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 3)
        let context = ScreenContext(model: model, now: 0, strings: Strings(language), theme: .monochrome)
        for problem in Self.problems {
            let text = TeamsScreenView.message(problem, context)
            #expect(Self.englishIn(text).isEmpty, "\(language) \(problem): \(text)")
            #expect(!text.contains("{"), "\(text)")
        }
    }

    /// The playtest's path: rename, delete the whole name, Enter.
    @Test(arguments: [
        (UILanguage.en, "That name cannot be used: it is empty"),
        (.ca, "Aquest nom no es pot fer servir: és buit"),
        (.es, "Ese nombre no se puede usar: está vacío"),
    ])
    func anEmptiedNameSaysWhyInTheInterfaceLanguage(language: UILanguage, line: String) {
        var scene = Scene(language: language)
        scene.press(.character("n"))
        scene.press(.enter)
        for _ in 0..<12 { scene.press(.backspace) }
        scene.press(.enter)
        let text = ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now).lines.joined(separator: "\n")
        #expect(text.contains(line), "\(text)")
        if language != .en { #expect(!text.contains("is empty"), "\(text)") }
    }
}
