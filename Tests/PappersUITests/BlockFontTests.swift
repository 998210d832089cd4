import Testing
import PappersCanvas
@testable import PappersUI

/// The public API: which text renders, how wide it is, and what the grid holds.
@Suite struct BlockFontTests {
    static let card = Style(foreground: .white, background: .blue, bold: true)

    @Test func lowerCaseIsDrawnInCapitalsWithItsAccents() {
        let pairs = Array("aAzZàÀáÁâÂãÃäÄåÅæÆçÇèÈéÉêÊëËìÌíÍîÎïÏñÑòÒóÓôÔõÕöÖøØùÙúÚûÛüÜýÝÿŸœŒ")
        for index in stride(from: 0, to: pairs.count, by: 2) {
            let lower = BlockFont.render(String(pairs[index]), style: .plain)
            let upper = BlockFont.render(String(pairs[index + 1]), style: .plain)
            #expect(lower != nil && lower == upper, "\(pairs[index])")
        }
        #expect(BlockFont.render("Pingüino", style: .plain) == BlockFont.render("PINGÜINO", style: .plain))
    }

    @Test func decomposedAccentsRenderLikePrecomposedOnes() {
        let elephant = BlockFont.render("ÉLÉPHANT", style: .plain)
        #expect(BlockFont.render("e\u{301}le\u{301}phant", style: .plain) == elephant)
        #expect(BlockFont.render("pingu\u{308}ino", style: .plain) == BlockFont.render("PINGÜINO", style: .plain))
    }

    @Test func sharpSIsDrawnAsDoubleS() {
        let strasse = BlockFont.render("STRASSE", style: .plain)
        #expect(BlockFont.render("Straße", style: .plain) == strasse)
        #expect(BlockFont.render("STRAẞE", style: .plain) == strasse)
        #expect(BlockFont.width(of: "ß") == BlockFont.width(of: "SS"))
    }

    @Test func catalanLWithMiddleDotIsDrawnAsLAndDot() {
        #expect(BlockFont.render("coŀlegi", style: .plain) == BlockFont.render("COL·LEGI", style: .plain))
        #expect(BlockFont.render("col·legi", style: .plain) == BlockFont.render("COL·LEGI", style: .plain))
    }

    @Test func noBreakSpacesAreSpaces() {
        #expect(BlockFont.render("QUOI\u{202F}?", style: .plain) == BlockFont.render("QUOI ?", style: .plain))
        #expect(BlockFont.render("A\u{00A0}B", style: .plain) == BlockFont.render("A B", style: .plain))
    }

    @Test func textWithoutGlyphsCannotBeRendered() {
        for text in ["東京", "🐘", "GAT 🐈", "👩‍👩‍👧", "ΩMEGA", "Ł", "ŠKODA", "a\tb", "100%"] {
            #expect(!BlockFont.canRender(text), "\(text)")
            #expect(BlockFont.render(text, style: .plain) == nil, "\(text)")
            #expect(BlockFont.lines(for: text, fitting: 200, maxLines: 3) == nil, "\(text)")
        }
        for text in ["PAPPERS", "l'ós", "L’ÓS", "Œuvre", "¿Qué?", "¡Olé!", "rock & roll", "AC/DC", "\"Sí\"", ""] {
            #expect(BlockFont.canRender(text), "\(text)")
        }
    }

    @Test func widthsCountGlyphsGapsAndNarrowSpaces() {
        #expect(BlockFont.width(of: "") == 0)
        #expect(BlockFont.width(of: "E") == 6)
        #expect(BlockFont.width(of: "I") == 4)
        #expect(BlockFont.width(of: "M") == 7)
        #expect(BlockFont.width(of: " ") == 2)
        #expect(BlockFont.width(of: "EE") == 13)
        #expect(BlockFont.width(of: "E E") == 6 + 1 + 2 + 1 + 6)
        #expect(BlockFont.width(of: "ELEPHANT") == 56)
        #expect(BlockFont.width(of: "PINGÜINO") == 53)
        #expect(BlockFont.width(of: "COL·LEGI") == 49)
        #expect(BlockFont.width(of: "BRUSH YOUR") == 65)
        #expect(BlockFont.width(of: "BRUSH YOUR TEETH") > 80)
        #expect(BlockFont.Digits.width(of: "60") == 13)
        #expect(BlockFont.Digits.width(of: "10:00") == 30)
    }

    @Test func theGridIsAsWideAsTheTextAndAsHighAsTheFont() throws {
        for text in ["PAPPERS", "ÉLÉPHANT", "l'ós", "BRUSH YOUR", "Æ Œ Ø", "?"] {
            let grid = try #require(BlockFont.render(text, style: .plain))
            #expect(grid.width == BlockFont.width(of: text), "\(text)")
            #expect(grid.height == BlockFont.height, "\(text)")
        }
        let empty = try #require(BlockFont.render("", style: .plain))
        #expect(empty.width == 0 && empty.height == BlockFont.height)
    }

    @Test func everyCellOfTheGridIsInTheCardsStyle() throws {
        let grid = try #require(BlockFont.render("ÇA VA", style: Self.card))
        #expect(grid.cells.allSatisfy { $0.style == Self.card && !$0.isContinuation })
        #expect(grid.cells.contains { $0.character == " " })
        #expect(grid.cells.contains { $0.character == "█" })
    }

    @Test func theCountdownDigitsAreTheFontsDigitsWithoutTheAccentAndDescenderRows() throws {
        #expect(BlockFont.Digits.height == 5)
        #expect(BlockFont.Digits.canRender("12:34") && BlockFont.Digits.canRender("1 0"))
        #expect(!BlockFont.Digits.canRender("A") && !BlockFont.Digits.canRender("-5"))
        #expect(BlockFont.Digits.render("60s", style: .plain) == nil)
        let digits = try #require(BlockFont.Digits.render("0123456789", style: .plain))
        let font = try #require(BlockFont.render("0123456789", style: .plain))
        #expect(digits.lines == Array(font.lines[1...5]))
        #expect(BlockFont.Digits.lines(for: "10 20", fitting: 13, maxLines: 2) == ["10", "20"])
    }
}
