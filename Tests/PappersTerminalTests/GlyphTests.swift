@testable import PappersTerminal
import Testing

/// A width table like the C library's in a UTF-8 locale, for the characters these tests use.
private func width(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0: -1
    case 0x300...0x36F, 0x200D, 0xFE0F: 0
    case 0x4E00...0x9FFF, 0x1F300...0x1F64F: 2
    case 0xE000...0xF8FF: -1  // say the locale cannot show private use
    default: 1
    }
}

@Suite struct GlyphTests {
    private func glyph(_ character: Character, columns: Int = 1) -> Glyph {
        Glyph.make(character, columns: columns, replacement: "\u{FFFD}", width: width)
    }

    @Test func printableCharactersPassAsTheyAre() {
        #expect(glyph("a") == Glyph(scalars: ["a"], padded: false))
        #expect(glyph("é") == Glyph(scalars: ["é"], padded: false))
        #expect(glyph("東", columns: 2) == Glyph(scalars: ["東"], padded: false))
    }

    @Test(arguments: ["\u{1B}", "\u{0}", "\u{7}", "\u{8}", "\u{D}", "\u{7F}", "\u{85}", "\u{9B}"] as [Character])
    func controlsNeverReachTheTerminal(character: Character) {
        #expect(glyph(character) == Glyph(scalars: ["\u{FFFD}"], padded: false))
    }

    @Test func combiningMarksStayWithTheirLetter() {
        #expect(glyph("e\u{301}") == Glyph(scalars: ["e", "\u{301}"], padded: false))
        let crowded = Character("a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}")
        #expect(glyph(crowded).scalars == ["a", "\u{300}", "\u{301}", "\u{302}", "\u{303}"])
    }

    @Test func scalarsThatAreNotMarksAreDroppedAfterTheFirst() {
        // A family emoji is three faces joined by ZWJ: only the first face fits one cell.
        let family = Character("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")
        #expect(glyph(family, columns: 2) == Glyph(scalars: ["\u{1F468}"], padded: false))
    }

    @Test func aWideCharacterGivenOneColumnIsReplaced() {
        #expect(glyph("東", columns: 1) == Glyph(scalars: ["\u{FFFD}"], padded: false))
    }

    @Test func aNarrowCharacterGivenTwoColumnsIsPadded() {
        #expect(glyph("a", columns: 2) == Glyph(scalars: ["a"], padded: true))
        #expect(glyph("\u{1B}", columns: 2) == Glyph(scalars: ["\u{FFFD}"], padded: true))
    }

    @Test func whatTheLocaleCannotShowIsReplaced() {
        #expect(glyph("\u{E000}") == Glyph(scalars: ["\u{FFFD}"], padded: false))
        let ascii = Glyph.make("€", columns: 1, replacement: "?", width: { $0.isASCII ? 1 : -1 })
        #expect(ascii == Glyph(scalars: ["?"], padded: false))
        // Unless it has an ASCII stand-in (ASCIIFallbackTests).
        #expect(Glyph.make("é", columns: 1, replacement: "?", width: { $0.isASCII ? 1 : -1 }).scalars == ["e"])
    }

    @Test func aLoneCombiningMarkIsReplaced() {
        #expect(glyph("\u{301}") == Glyph(scalars: ["\u{FFFD}"], padded: false))
    }
}
