import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// Pairs mode: the players' list, and the game screens naming the describer and the one guesser.
extension ScreenGoldenTests {
    private static let pairsRoster = [
        Team(name: "Reds", players: ["Ana", "Bru", "Carla"]), Team(name: "Blues", players: ["Dani", "Eli"]),
    ]

    /// The teams screen switched to pairs (m): Ana, Bru, Carla, Dani, Eli.
    private static func pairsList(size: Size, preferences: Preferences = Scene.preferences) -> Scene {
        var scene = Scene(size: size, roster: pairsRoster, preferences: preferences)
        scene.press(.character("n"), .character("m"))
        return scene
    }

    /// A pairs game of five at its first hand-off.
    private static func pairsHandOff(size: Size, preferences: Preferences = Scene.preferences) -> Scene {
        var scene = pairsList(size: size, preferences: preferences)
        scene.press(.character("s"))
        scene.settle()
        return scene
    }

    @Test func pairs() {
        check("pairs-list") { Self.pairsList(size: $0) }
        check("pairs-list-problem") { size in
            var scene = Self.pairsList(size: size)
            scene.press(.character("x"), .character("x"), .character("x"))
            return scene
        }
        check("pairs-hand-off") { Self.pairsHandOff(size: $0) }
        check("pairs-turn") { size in
            var scene = Self.pairsHandOff(size: size)
            scene.startTurn()
            scene.press(.enter, after: 2_000)
            return scene
        }
        check("pairs-turn-paused") { size in
            var scene = Self.pairsHandOff(size: size)
            scene.startTurn()
            scene.press(.character("p"), after: 2_000)
            return scene
        }
        check("pairs-review") { size in
            var scene = Self.pairsHandOff(size: size)
            scene.startTurn()
            scene.press(.enter, after: 2_000)
            scene.press(.enter, after: 2_000)
            scene.wait(60_000)
            return scene
        }
        check("pairs-standings") { size in
            var scene = Self.pairsHandOff(size: size)
            scene.startTurn()
            while scene.state.phase == .turn { scene.press(.enter, after: 2_000) }
            scene.settle()
            scene.press(.enter)
            scene.settle()
            return scene
        }
        check("pairs-final") { size in
            var preferences = Scene.preferences
            preferences.carryOver = false
            var scene = Self.pairsHandOff(size: size, preferences: preferences)
            for _ in 0..<1_000 where !scene.state.phase.isOver {
                switch scene.state.phase {
                case .handOff: scene.startTurn()
                case .turn:
                    for _ in 0..<3 where scene.state.phase == .turn { scene.press(.enter, after: 1_000) }
                    if scene.state.phase == .turn { scene.wait(60_000) }
                default: scene.settle(); scene.press(.enter)
                }
            }
            scene.settle()
            return scene
        }
    }
}
