import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// On a big screen (a laptop on a TV, a projector, a large font) the word and the clock grow with the terminal:
/// the block letters are scaled 2× or 3× when they fit.
@Suite struct BigScreenTests {
    static let bigSizes = [Size(width: 120, height: 40), Size(width: 200, height: 60)]

    @Test(arguments: ["elephant", "pingüino", "Straße", "brush your teeth"])
    func theWordFillsAtLeastHalfTheWidthOfABigScreen(word: String) throws {
        for size in [Size(width: 160, height: 48), Size(width: 200, height: 60)] {
            let area = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let layout = TurnView.Layout(word: word, seconds: 60, area: area, theme: .colour, urgent: false)
            let big = try #require(layout.bigWord, "\(word) at \(size.width)x\(size.height)")
            #expect(big.width * 2 >= size.width, "\(word) at \(size.width)x\(size.height): \(big.width) columns")
            let clock = try #require(layout.bigClock)
            if !word.contains(" ") || size.width >= 200 {
                #expect(clock.height > BlockFont.Digits.height, "the clock grows too")
            }
            #expect(layout.card.bottom <= layout.clock.y, "the clock stays under the card")
        }
    }

    @Test func atEightyColumnsNothingGrows() throws {
        let layout = TurnView.Layout(word: "elephant", seconds: 60, area: Rect(x: 0, y: 0, width: 80, height: 24),
                                     theme: .colour, urgent: false)
        #expect(layout.bigWord?.height == BlockFont.height)
    }

    /// Scaling keeps the font's shapes: every scaled cell is one of its five characters, and a cell's ink
    /// (its filled quarters) becomes the same share of its k × k block.
    @Test(arguments: [2, 3])
    func scaledLettersKeepTheirShapeAndWeight(scale: Int) throws {
        let letters = try #require(BlockFont.render("ÀÉÇ,?0", style: .plain))
        let scaled = BlockScale.scaled(letters, by: scale)
        #expect(scaled.width == letters.width * scale && scaled.height == letters.height * scale)
        func ink(_ character: Character) -> Int { BlockScale.quarters(character).count }
        for y in 0..<letters.height {
            for x in 0..<letters.width {
                var total = 0
                for dy in 0..<scale {
                    for dx in 0..<scale {
                        let character = scaled[x * scale + dx, y * scale + dy].character
                        #expect("█▀▄▌▐ ".contains(character))
                        total += ink(character)
                    }
                }
                #expect(total == ink(letters[x, y].character) * scale * scale, "cell \(x),\(y) scaled \(scale)×")
            }
        }
    }

    @Test func bigScreensHaveGoldens() {
        for size in Self.bigSizes {
            var turn = Scene.handOff(size: size)
            turn.startTurn()
            for (theme, name) in [(Theme.colour, "colour"), (Theme.monochrome, "mono")] {
                Golden.check(ScreenRenderer(theme: theme).render(turn.model, at: turn.now),
                             "turn-big-\(size.width)x\(size.height)-\(name)")
            }
            let handOff = Scene.handOff(size: size)
            Golden.check(ScreenRenderer(theme: .monochrome).render(handOff.model, at: handOff.now),
                         "hand-off-big-\(size.width)x\(size.height)-mono")
        }
    }
}
