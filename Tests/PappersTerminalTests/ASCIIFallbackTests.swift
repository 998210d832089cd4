@testable import PappersTerminal
import Testing

/// The C library's widths in an ISO-8859-1 locale: Latin-1 shows, everything beyond it cannot (-1).
private func latin1Width(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0: -1
    case 0xA0...0xFF, 0x20..<0x7F: 1
    default: -1
    }
}

/// The C library's widths in the C (ASCII) locale.
private func asciiWidth(_ scalar: Unicode.Scalar) -> Int {
    (0x20..<0x7F).contains(scalar.value) ? 1 : -1
}

/// In a locale that is not UTF-8, block letters, boxes, arrows and ticks are drawn in ASCII instead of "?".
@Suite struct ASCIIFallbackTests {
    private func drawn(_ text: String, width: @escaping (Unicode.Scalar) -> Int = latin1Width) -> String {
        String(String.UnicodeScalarView(text.map { character in
            Glyph.make(character, columns: 1, replacement: "?", width: width).scalars[0]
        }))
    }

    @Test func blockLettersAreDrawnWithHashes() {
        // The top rows of "GA" in the block font.
        #expect(drawn(" ████   ████ ") == " ####   #### ")
        #expect(drawn("██ ▀█▄ ██  ██") == "## \"#_ ##  ##")
        #expect(drawn("▌▐▏░▒▓") == "######")
    }

    @Test func boxesAreDrawnWithLinesAndCorners() {
        #expect(drawn("╭──────╮") == "+------+")
        #expect(drawn("│ card │") == "| card |")
        #expect(drawn("╰──────╯") == "+------+")
        #expect(drawn("┌┬┐├┼┤└┴┘═║") == "+++++++++-|")
    }

    @Test func arrowsTicksAndDashesHaveTheirASCII() {
        #expect(drawn("▶ Partida nova") == "> Partida nova")
        #expect(drawn("Ana → Bru") == "Ana > Bru")
        #expect(drawn("↑↓ ← ◀") == "^v < <")
        #expect(drawn("✓ ✗ −1 – “x” ‘y’ …") == "x x -1 - \"x\" 'y' .")
    }

    @Test func latin1KeepsItsAccentsAndASCIIGetsPlainLetters() {
        #expect(drawn("Configuració · pingüí") == "Configuració · pingüí")
        #expect(drawn("Configuració · pingüí · ŀ", width: asciiWidth) == "Configuracio . pingui . l")
        #expect(drawn("ÀÉÍÒÚÇÑàéíòúçñ", width: asciiWidth) == "AEIOUCNaeioucn")
    }

    @Test func whatHasNoASCIIIsStillReplaced() {
        #expect(drawn("東😀€") == "???")
        #expect(drawn("\u{1B}\u{9B}") == "??", "controls are never drawn")
    }

    @Test func aUTF8LocaleDrawsEverythingAsItIs() {
        let utf8: (Unicode.Scalar) -> Int = { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) ? -1 : 1 }
        #expect(drawn("╭─▶ █▀▄ →✓", width: utf8) == "╭─▶ █▀▄ →✓")
    }

    @Test(arguments: [
        ("ca_ES.UTF-8", true), ("ca_ES.utf8", true), ("es_ES.Utf-8@euro", true), ("C.UTF-8", true),
        ("en_US.UTF8", true), ("ca_ES", false), ("ca_ES.ISO-8859-1", false), ("C", false), ("UTF-8", false),
    ])
    func aLocaleNameSaysUTF8(name: String, says: Bool) {
        #expect(TerminalLocale.namesUTF8(name) == says)
    }
}
