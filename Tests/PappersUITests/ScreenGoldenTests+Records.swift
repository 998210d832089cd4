import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// The records screen, opened from home with r: the figures of a few simulated games, scrolled, empty.
extension ScreenGoldenTests {
    /// Three simulated games over the scenes' words: two in teams (one still in progress), one in pairs.
    static let records: Records = {
        let teams = [
            Team(name: "Reds", players: ["Ana", "Maximiliano Fernández de la Vega"]),
            Team(name: "Blues", players: ["Núria", "Bru"]),
        ]
        func game(_ id: Int, seed: UInt64, status: PlayedGame.Status, mode: PlayMode = .teams, players: [Team] = teams) -> PlayedGame {
            let setup = GameSetup(teams: players, rules: Rules(), words: Scene.words, seed: seed)
            var journal: [TimedAction] = []
            _ = try! Simulation.play(setup) { journal.append($0) }
            if status == .inProgress { journal = Array(journal.prefix(journal.count / 2)) }
            return PlayedGame(id: id, status: status, mode: mode, setup: setup, journal: journal, packs: ["en-scenes"])
        }
        let shouted = [Team(name: "Greens", players: ["ANA", "Bru"]), Team(name: "Golds", players: ["Pep", "Núria"])]
        return Records([
            game(1, seed: 3, status: .finished), game(2, seed: 4, status: .inProgress),
            game(3, seed: 5, status: .finished, mode: .pairs, players: shouted),
        ])
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
        check("records-empty") { Self.recordsScene(size: $0, Records([])) }
        check("records-loading") { size in
            var scene = Scene(size: size)
            scene.press(.character("r"))
            return scene
        }
    }
}
