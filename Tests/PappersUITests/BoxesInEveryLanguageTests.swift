import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// The pause box and the abandon question hold their whole sentence in every language, at 80×24 and 40×12:
/// the box widens to it or wraps it, never cuts it with "…".
extension ScreenGoldenTests {
    static func turn(size: Size, language: UILanguage) -> Scene {
        var scene = Scene(size: size, language: language)
        scene.press(.character("n"))
        scene.press(.character("s"))
        scene.settle()
        scene.startTurn()
        return scene
    }

    static let boxes: [(name: String, keys: [Key])] = [
        ("turn-paused", [.character("p")]), ("turn-menu-abandon", [.escape, .up, .enter]),
    ]

    @Test func pauseBoxAndAbandonQuestionInCatalanAndSpanish() {
        for (language, suffix) in [(UILanguage.ca, "catalan"), (.es, "spanish")] {
            for box in Self.boxes {
                check("\(box.name)-\(suffix)") { size in
                    var scene = Self.turn(size: size, language: language)
                    scene.press(box.keys[0], after: 500)
                    for key in box.keys.dropFirst() { scene.press(key) }
                    return scene
                }
            }
        }
    }

    @Test(arguments: UILanguage.allCases)
    func noSentenceInTheseBoxesIsCut(language: UILanguage) {
        let strings = Strings(language)
        for size in Self.sizes {
            for box in Self.boxes {
                var scene = Self.turn(size: size, language: language)
                scene.press(box.keys[0], after: 500)
                for key in box.keys.dropFirst() { scene.press(key) }
                let grid = ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now)
                // The card's or box's rows: between the heading and the status bar, the sentence's words in order.
                let text = grid.lines.dropFirst().dropLast(2).joined(separator: " ")
                let sentence = strings[box.name == "turn-paused" ? .turnPausedHint : .menuConfirmAbandon]
                let words = sentence.split(separator: " ")
                let inside = text.split { $0 == " " || $0 == "│" }.map(String.init)
                let found = inside.indices.contains { start in
                    start + words.count <= inside.count && zip(inside[start...], words).allSatisfy { $0 == String($1) }
                }
                #expect(found, "\(language) \(size) \(box.name): \(sentence)\n\(grid.lines.joined(separator: "\n"))")
            }
        }
    }
}
