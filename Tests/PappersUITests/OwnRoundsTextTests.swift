import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// The two new rounds have a name, a one-line rule and a help page in every language (issue #16).
@Suite struct OwnRoundsTextTests {
    @Test(arguments: UILanguage.allCases) func theLastHelpPageExplainsSoundsPoseAndPoints(_ language: UILanguage) {
        let strings = Strings(language)
        let page = KeyedHelpPage.roundsAndPoints.text(strings)
        for name in [StringKey.roundSounds, .roundPose] {
            #expect(page.contains(strings.text(name) + ":"), "\(language): the page opens a line with \(name)")
        }
        #expect(page.contains("Tab"))
        #expect(page.contains("1") && page.contains("3") && page.contains("6"))
        let rules = [StringKey.ruleDescribe, .ruleOneWord, .ruleMime, .ruleSounds, .rulePose].map { strings.text($0) }
        #expect(Set(rules).count == 5, "\(language): every round has its own rule")
        let names = [StringKey.roundDescribe, .roundOneWord, .roundMime, .roundSounds, .roundPose].map { strings.text($0) }
        #expect(Set(names).count == 5, "\(language): every round has its own name")
    }
}

/// The screens of issue #16 say whole sentences in their own language, at 80×24 and 40×12.
@Suite struct OwnRoundsScreensInEveryLanguageTests {
    static func screens(_ size: Size, _ language: UILanguage) -> [(String, Grid)] {
        var preferences = Scene.preferences
        preferences.rounds = [.describe, .sounds, .pose, .mime, .oneWord, .pose]
        preferences.points = .byLevel
        preferences.interfaceLanguage = language
        var scenes: [(String, Scene)] = []
        let every = EveryScreenInEveryLanguageTests.self
        var settings = every.scene(size, language, preferences: preferences)
        settings.press(.character("s"))
        for _ in 0..<SettingsScreen.Item.allCases.firstIndex(of: .rounds)! { settings.press(.down) }
        scenes.append(("settings-rounds-row", settings))
        settings.press(.down)
        scenes.append(("settings-points-row", settings))
        settings.press(.up, .enter)
        scenes.append(("rounds-list", settings))
        settings.press(.down, .down, .down, .down, .down, .down)
        scenes.append(("rounds-list-bottom", settings))
        var game = every.handOff(size, language, preferences: preferences)
        for round in 1..<4 {
            game.advance(toRound: round)
            scenes.append(("hand-off-round-\(round + 1)", game))
            var turn = game
            turn.startTurn()
            scenes.append(("turn-round-\(round + 1)", turn))
            turn.wait(2_500)
            scenes.append(("turn-round-\(round + 1)-hidden", turn))
        }
        var words = preferences
        words.playerWords = 1
        var typing = every.started(size, language, preferences: words)
        typing.press(.enter, .tab)
        scenes.append(("player-words-level", typing))
        var help = every.scene(size, language, preferences: preferences)
        help.press(.character("?"))
        for _ in 1..<HelpOverlay.pageCount { help.press(.right) }
        scenes.append(("help-7", help))
        return scenes.map { name, scene in
            (name, ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now))
        }
    }

    @Test(arguments: UILanguage.allCases)
    func noneCutsASentenceOrSpeaksEnglishInCatalanOrSpanish(language: UILanguage) {
        for size in ScreenGoldenTests.sizes {
            for (name, grid) in Self.screens(size, language) {
                let cut = EveryScreenInEveryLanguageTests.cutSentences(in: grid.lines)
                #expect(cut.isEmpty, "\(language) \(name) \(size.width)x\(size.height): \(cut)\n\(grid.lines.joined(separator: "\n"))")
                if language != .en {
                    let english = EveryScreenInEveryLanguageTests.englishWords(in: grid.lines)
                    #expect(english.isEmpty, "\(language) \(name) \(size.width)x\(size.height): \(english)\n\(grid.lines.joined(separator: "\n"))")
                }
            }
        }
    }
}
