import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// The records screen, opened from home with r: the figures of a few simulated games, scrolled, empty.
extension ScreenGoldenTests {
    /// Three simulated games over the scenes' words: two in teams (one still in progress), one in pairs.
    static let records: Records = {
        let teams = [
            Team(name: "Reds", players: ["Ana", "Maximiliano Fernández de la Vega"]),
            Team(name: "Blues", players: ["Núria", "Bru"]),
        ]
        func game(_ id: Int, seed: UInt64, status: PlayedGame.Status, mode: GameMode = .teams, players: [Team] = teams) -> PlayedGame {
            let setup = mode == .pairs
                ? GameSetup(players: players.flatMap(\.players), rules: Rules(), words: Scene.words, seed: seed)
                : GameSetup(teams: players, rules: Rules(), words: Scene.words, seed: seed)
            var journal: [TimedAction] = []
            _ = try! Simulation.play(setup) { journal.append($0) }
            if status == .inProgress { journal = Array(journal.prefix(journal.count / 2)) }
            return PlayedGame(id: id, status: status, setup: setup, journal: journal, packs: ["en-scenes"])
        }
        let shouted = [Team(name: "Greens", players: ["ANA", "Bru"]), Team(name: "Golds", players: ["Pep", "Núria"])]
        return Records([
            game(1, seed: 3, status: .finished), game(2, seed: 4, status: .inProgress),
            game(3, seed: 5, status: .finished, mode: .pairs, players: shouted),
        ], packWords: PackWords())
    }()

    static func recordsScene(size: Size, language: UILanguage = .en, _ records: Records = records) -> Scene {
        var scene = Scene(size: size, language: language)
        scene.press(.character("r"))
        scene.send(.recordsRead(.loaded(records)))
        return scene
    }

    @Test func recordsScreen() {
        check("records") { Self.recordsScene(size: $0) }
        check("records-catalan") { Self.recordsScene(size: $0, language: .ca) }
        check("records-spanish") { Self.recordsScene(size: $0, language: .es) }
        check("records-scrolled") { size in
            var scene = Self.recordsScene(size: size)
            scene.press(.pageDown, .down, .down)
            return scene
        }
        check("records-empty") { Self.recordsScene(size: $0, Records([], packWords: PackWords())) }
        check("records-loading") { size in
            var scene = Scene(size: size)
            scene.press(.character("r"))
            return scene
        }
    }
}

/// The records screen holds the same checks as every other screen: whole sentences, its own language, counts
/// that agree.
@Suite struct RecordsScreenLanguageTests {
    /// The players' names of the sample records: data, which a column may cut.
    static let names = ["Maximiliano Fernández de la Vega"]

    static func screens(_ language: UILanguage) -> [(String, Grid)] {
        ScreenGoldenTests.sizes.flatMap { size in
            var scrolled = ScreenGoldenTests.recordsScene(size: size, language: language)
            var screens = [("records \(size.width)x\(size.height)", scrolled)]
            for page in 1...4 {
                scrolled.press(.pageDown)
                screens.append(("records \(size.width)x\(size.height) page \(page)", scrolled))
            }
            screens.append(("records-empty", ScreenGoldenTests.recordsScene(size: size, language: language, Records([], packWords: PackWords()))))
            return screens.map { name, scene in
                (name, ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now))
            }
        }
    }

    /// While the records are read (on a thread of their own), the screen says so in the interface's language.
    @Test(arguments: [(UILanguage.en, "Reading the records…"), (.ca, "Llegint els rècords…"), (.es, "Leyendo los récords…")])
    func theScreenSaysWhileItReadsTheRecords(language: UILanguage, text: String) {
        for size in ScreenGoldenTests.sizes {
            var scene = Scene(size: size, language: language)
            scene.press(.character("r"))
            let grid = ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now)
            #expect(grid.lines.contains { $0.contains(text) }, "\(size.width)x\(size.height)")
        }
    }

    @Test(arguments: UILanguage.allCases)
    func noSentenceIsCutAndNoCountDisagrees(language: UILanguage) {
        for (name, grid) in Self.screens(language) {
            let cut = EveryScreenInEveryLanguageTests.cutSentences(in: grid.lines)
                .filter { piece in !Self.names.contains { $0.hasPrefix(piece.dropLast()) } }
            #expect(cut.isEmpty, "\(language) \(name): \(cut)\n\(grid.lines.joined(separator: "\n"))")
            let wrong = PluralTests.wrongPlurals(in: grid.lines.joined(separator: "\n"))
            #expect(wrong.isEmpty, "\(language) \(name): \(wrong)")
        }
    }

    @Test(arguments: [UILanguage.ca, .es])
    func noEnglishWordInCatalanOrSpanish(language: UILanguage) {
        for (name, grid) in Self.screens(language) {
            let english = EveryScreenInEveryLanguageTests.englishWords(in: grid.lines)
            #expect(english.isEmpty, "\(language) \(name): \(english)\n\(grid.lines.joined(separator: "\n"))")
        }
    }
}
