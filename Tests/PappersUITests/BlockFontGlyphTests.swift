import Testing
import PappersCanvas
@testable import PappersUI

/// The glyph data itself: shapes, inks and coverage.
@Suite struct BlockFontGlyphTests {
    static let coverage: [Character] =
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")
        + Array("'·-.,!?&:()/+\"’")
        + Array("ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝŸŒ")

    @Test func everyGlyphHasTheFontsHeightAndRowsOfOneWidth() {
        for (set, name) in [(BlockFont.glyphs, "BlockFont"), (BlockFont.Digits.glyphs, "Digits")] {
            for (character, glyph) in set.glyphs {
                #expect(glyph.rows.count == set.height, "\(name) \(character)")
                #expect(glyph.width > 0, "\(name) \(character)")
                #expect(Set(glyph.cells.map(\.count)) == [glyph.width], "\(name) \(character): \(glyph.rows)")
            }
        }
    }

    @Test func glyphsUseOnlyBlockElementsAndSpaces() {
        let allowed = Glyph.inks.union([" "])
        for (character, glyph) in BlockFont.glyphs.glyphs {
            let stray = glyph.cells.joined().filter { !allowed.contains($0) }
            #expect(stray.isEmpty, "\(character) uses \(String(stray))")
        }
    }

    @Test func everyGlyphButTheSpaceHasInkAndNoGlyphHasABlankColumnAtBothEdges() {
        for (character, glyph) in BlockFont.glyphs.glyphs where character != " " {
            let columns = (0..<glyph.width).map { x in glyph.cells.contains { $0[x] != " " } }
            #expect(columns.first == true || columns.last == true, "\(character) is padded on both sides")
            #expect(columns.contains(true), "\(character) is blank")
        }
    }

    @Test func everyCharacterOfTheCoverageListHasAGlyph() {
        for character in Self.coverage {
            #expect(BlockFont.glyphs.glyphs[character] != nil, "no glyph for \(character)")
        }
        #expect(BlockFont.height == 7)
    }

    @Test func capitalsSitOnOneBaselineUnderTheAccentRow() {
        // The body of an accented capital is its plain letter's body: only the accent or descender row differs.
        let pairs = Array("ÀAÁAÂAÃAÄAÅAÇCÈEÉEÊEËEÌIÍIÎIÏIÑNÒOÓOÔOÕOÖOÙUÚUÛUÜUÝYŸY")
        for index in stride(from: 0, to: pairs.count, by: 2) {
            let accented = BlockFont.glyphs.glyphs[pairs[index]]!.rows
            let plain = BlockFont.glyphs.glyphs[pairs[index + 1]]!.rows
            #expect(accented[1...5] == plain[1...5], "\(pairs[index])")
            #expect(accented != plain, "\(pairs[index]) has no mark")
        }
        // Plain capitals and digits leave the accent row and the descender row blank.
        for character in Array("ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789") {
            let rows = BlockFont.glyphs.glyphs[character]!.rows
            #expect(rows[0].allSatisfy { $0 == " " } && rows[6].allSatisfy { $0 == " " }, "\(character)")
        }
    }

    @Test func digitsAreAllSixColumnsWideSoTheCountdownStaysPut() {
        for digit in "0123456789" {
            #expect(BlockFont.glyphs.glyphs[digit]?.width == 6, "\(digit)")
            #expect(BlockFont.Digits.width(of: String(digit)) == 6, "\(digit)")
        }
    }
}
