import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// #21's screens that told small lies: the problem screen in Catalan and Spanish (no English reason), the review
/// after an emptied bowl (each thing said once), the turn's footer with only the keys that work now.
extension ScreenGoldenTests {
    @Test func problemAndReviewInCatalanAndSpanish() {
        let path = "/home/ana/.local/share/pappers/pappers.sqlite"
        for (language, suffix) in [(UILanguage.ca, "-catalan"), (.es, "-spanish")] {
            check("problem\(suffix)") { size in
                var scene = Scene(size: size, language: language)
                scene.send(.storeFailed(ProblemScreen(
                    message: "the database \(path) is damaged (database disk image is malformed); it was left as it is",
                    reason: .damaged(path: path), canStartFresh: true)))
                return scene
            }
            check("review-bowl-empty\(suffix)") { size in
                var scene = EveryScreenInEveryLanguageTests.turn(size, language)
                while scene.state.phase == .turn { scene.press(.enter, after: 2_000) }
                scene.settle()
                return scene
            }
        }
    }

    /// One word left: no "s pass" (the last word cannot be passed); a guess made: "u undo".
    @Test func turnWithTheLastWord() {
        check("turn-last-word") { size in
            var scene = Scene.handOff(size: size)
            scene.startTurn()
            for _ in 1..<Scene.words.count { scene.press(.enter, after: 1_000) }
            return scene
        }
    }
}

/// The turn's footer offers only the keys that work now.
@Suite struct TurnFooterTests {
    static func footer(_ scene: Scene) -> String {
        ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now).lines.last ?? ""
    }

    @Test(arguments: UILanguage.allCases)
    func passAndUndoAreOfferedOnlyWhenTheyWork(language: UILanguage) {
        let strings = Strings(language)
        let pass = "s \(strings[.actionPass])", undo = "u \(strings[.actionUndo])"
        let wide = Size(width: 120, height: 30)
        // Time's Up: no passing in round 1.
        var timesUp = Scene.preferences
        timesUp.choose(.timesup)
        var scene = EveryScreenInEveryLanguageTests.handOff(wide, language, preferences: timesUp)
        scene.startTurn()
        #expect(!Self.footer(scene).contains(pass), "\(Self.footer(scene))")
        #expect(!Self.footer(scene).contains(undo), "nothing to undo yet: \(Self.footer(scene))")
        scene.press(.enter, after: 1_000)
        #expect(Self.footer(scene).contains(undo), "\(Self.footer(scene))")
        #expect(!Self.footer(scene).contains(pass), "\(Self.footer(scene))")
        // Pappers: passing in every round, until the last word.
        scene = EveryScreenInEveryLanguageTests.turn(wide, language)
        #expect(Self.footer(scene).contains(pass), "\(Self.footer(scene))")
        for _ in 1..<Scene.words.count { scene.press(.enter, after: 1_000) }
        #expect(!Self.footer(scene).contains(pass), "the last word: \(Self.footer(scene))")
        #expect(Self.footer(scene).contains(undo), "\(Self.footer(scene))")
    }

    /// A limit of one pass per turn: the key goes once it is used.
    @Test func theLastPassAllowedTakesThePassKeyAway() {
        var preferences = Scene.preferences
        preferences.passing = .limited(1)
        var scene = Scene.handOff(size: Size(width: 120, height: 30), preferences: preferences)
        scene.startTurn()
        #expect(Self.footer(scene).contains("s pass"))
        scene.press(.character("s"), after: 500)
        #expect(!Self.footer(scene).contains("s pass"), "\(Self.footer(scene))")
    }
}
