import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// Every message with a count takes the count's form: "1 word in the bowl", never "1 words".
@Suite struct PluralTests {
    /// The plural nouns of the counted texts, in the three languages: none may follow a count of one.
    static let pluralNouns: Set<String> = [
        "words", "points", "seconds", "players", "passes", "pts",
        "paraules", "punts", "segons", "jugadors", "passades", "triats",
        "palabras", "puntos", "segundos", "jugadores", "pases", "elegidos",
    ]

    /// The places in `text` where a count of one is followed by a plural noun ("1 words", "+1 points").
    static func wrongPlurals(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            let tokens = line.split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "(" || $0 == "│" })
            for (token, next) in zip(tokens, tokens.dropFirst()) where ["1", "+1", "−1", "-1"].contains(String(token)) {
                let noun = String(next).trimmingCharacters(in: [",", ".", ";", ":", "!", ")"])
                if pluralNouns.contains(noun) { found.append("\(token) \(next)") }
            }
        }
        return found
    }

    static func render(_ scene: Scene) -> String {
        ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now).lines.joined(separator: "\n")
    }

    static func start(_ size: Size, _ language: UILanguage, _ preferences: Preferences = Scene.preferences) -> Scene {
        var scene = Scene(size: size, preferences: preferences, language: language)
        scene.press(.character("n"))
        scene.press(.character("s"))
        scene.settle()
        return scene
    }

    /// The texts a count of one must take, by language: the hand-off's words left, the review's point, the
    /// carried-over second, the best describer's word.
    static let singular: [UILanguage: [String]] = [
        .en: ["1 word in the bowl", "+1 point", "the 1 second left", "1 word", "1 pt"],
        .ca: ["1 paraula al barret", "+1 punt", "amb 1 segon", ", 1 paraula", "1 punt"],
        .es: ["1 palabra en el sombrero", "+1 punto", "con 1 segundo", ", 1 palabra", "1 punto"],
    ]

    @Test(arguments: UILanguage.allCases)
    func aCountOfOneTakesTheSingularOnEveryScreen(language: UILanguage) throws {
        let expected = try #require(Self.singular[language])
        for size in ScreenGoldenTests.sizes {
            let wide = size.width == 80
            var shown: [String] = []
            // A first turn guesses all but one word: the next hand-off has one word in the bowl.
            var scene = Self.start(size, language)
            scene.startTurn()
            for _ in 1..<Scene.words.count { scene.press(.enter, after: 1_000) }
            scene.wait(60_000)
            scene.settle()
            scene.press(.enter)
            #expect(scene.state.phase == .handOff && scene.state.wordsLeft == 1)
            shown.append(Self.render(scene))
            // The second turn guesses it with one second left: one point, and the next round opens with
            // the one second carried over.
            scene.startTurn()
            scene.wait(59_000)
            scene.press(.enter)
            #expect(scene.state.phase == .review)
            shown.append(Self.render(scene))
            scene.settle()
            scene.press(.enter)
            scene.settle()
            scene.press(.enter)
            #expect(scene.state.phase == .handOff && scene.state.round == 1)
            shown.append(Self.render(scene))
            // A bowl of one word, no time carried over: each describer guesses one word, the best one word.
            var preferences = Scene.preferences
            preferences.words = 1
            preferences.carryOver = false
            var final = Self.start(size, language, preferences)
            for _ in 0..<1_000 where !final.state.phase.isOver {
                switch final.state.phase {
                case .handOff: final.startTurn()
                case .turn: final.press(.enter, after: 1_500)
                default: final.settle(); final.press(.enter)
                }
            }
            shown.append(Self.render(final))
            for (index, text) in shown.enumerated() {
                #expect(Self.wrongPlurals(in: text).isEmpty, "\(language) \(size) screen \(index):\n\(text)")
                if wide { #expect(text.contains(expected[index]), "\(language) screen \(index) lacks \(expected[index]):\n\(text)") }
            }
            if wide { #expect(shown[3].contains(expected[4]), "\(language) podium:\n\(shown[3])") }
        }
    }

    @Test func theRuleOfTheThreeLanguagesIsOneAndOther() {
        for language in UILanguage.allCases {
            #expect(PluralForm.of(1, in: language) == .one && PluralForm.of(-1, in: language) == .one)
            #expect([0, 2, 5, 11, 21, -2].allSatisfy { PluralForm.of($0, in: language) == .other })
        }
    }
}
