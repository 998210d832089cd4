import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// Rounds of the players' own (sounds, pose, "Round 2 of 4") and points by level, in every language.
extension ScreenGoldenTests {
    private static let languages: [(UILanguage, String)] = [(.en, ""), (.ca, "-catalan"), (.es, "-spanish")]

    /// Preferences for a game of describe, sounds, pose and mime in `language`.
    private static func ownRounds(_ language: UILanguage) -> Preferences {
        var preferences = Scene.preferences
        preferences.rounds = [.describe, .sounds, .pose, .mime]
        preferences.interfaceLanguage = language
        return preferences
    }

    /// The turn of `round` (0-based) of the own-rounds game with `word` on screen.
    private static func ownTurn(size: Size, _ language: UILanguage, round: Int, showing word: String) -> Scene {
        turn(size: size, showing: word, round: round, preferences: ownRounds(language))
    }

    @Test func ownRounds() {
        for (language, suffix) in Self.languages {
            check("hand-off-sounds-round-2-of-4\(suffix)") { size in
                var scene = Scene.handOff(size: size, preferences: Self.ownRounds(language))
                scene.advance(toRound: 1)
                return scene
            }
            check("hand-off-pose-round-3-of-4\(suffix)") { size in
                var scene = Scene.handOff(size: size, preferences: Self.ownRounds(language))
                scene.advance(toRound: 2)
                return scene
            }
            check("turn-sounds-visible\(suffix)") { Self.ownTurn(size: $0, language, round: 1, showing: "elephant") }
            check("turn-pose-hidden\(suffix)") { size in
                var scene = Self.ownTurn(size: size, language, round: 2, showing: "Straße")
                scene.wait(2_500)
                return scene
            }
            check("settings-rounds\(suffix)") { size in
                var preferences = Self.ownRounds(language)
                preferences.points = .byLevel
                var scene = Scene(size: size, preferences: preferences)
                scene.press(.character("s"))
                for _ in 0..<SettingsScreen.Item.allCases.firstIndex(of: .rounds)! { scene.press(.down) }
                scene.press(.enter, .down)
                return scene
            }
        }
        check("settings-points-row") { size in
            var preferences = Scene.preferences
            preferences.choose(.monikers)
            var scene = Scene(size: size, preferences: preferences)
            scene.press(.character("s"))
            for _ in 0..<SettingsScreen.Item.allCases.firstIndex(of: .points)! { scene.press(.down) }
            return scene
        }
        check("player-words-level") { size in
            var preferences = Scene.preferences
            preferences.choose(.monikers)
            preferences.playerWords = 2
            var scene = EveryScreenInEveryLanguageTests.started(size, .en, preferences: preferences)
            scene.press(.enter)
            scene.type("pa amb tomàquet")
            scene.press(.tab)
            return scene
        }
    }
}
