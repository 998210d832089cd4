import Testing
import PappersText

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("elephant", 8), ("col·legi", 8), ("pingüino", 8), ("e\u{301}", 1), ("東京", 4), ("🐘", 2),
        ("🇨🇦", 2), ("", 0), ("l'ós", 4), ("Ｐａｐ", 6),
    ])
    func columns(text: String, expected: Int) {
        #expect(TextWidth.columns(of: text) == expected)
    }

    @Test func prefixStopsBeforeAWideCharacterThatWouldOverflow() {
        let (text, columns) = TextWidth.prefix(of: "ab東京", fitting: 3)
        #expect(text == "ab")
        #expect(columns == 2)
    }
}

@Suite struct UnsafeTextTests {
    @Test(arguments: [
        "\u{1B}[31mred", "\u{1B}]0;title\u{07}", "\u{9B}2J", "tab\there", "new\nline", "bell\u{07}",
        "evil\u{202E}txt", "zero\u{200B}width", "join\u{200D}er", "bom\u{FEFF}", "\u{301}leading mark",
        "sep\u{2028}", "private\u{E000}", "del\u{7F}",
    ])
    func refuses(text: String) {
        #expect(UnsafeText.firstProblem(in: text) != nil)
        #expect(UnsafeText.isSafe(UnsafeText.inert(text)))
    }

    @Test(arguments: ["elephant", "col·legi", "l'ós", "pingüino", "cafe\u{301}", "🐘", "東京", "Ñandú", "naïve"])
    func accepts(text: String) {
        #expect(UnsafeText.firstProblem(in: text) == nil)
    }

    /// Found by scripts/fuzz-records: a record's error message quoted a combining mark after a space.
    @Test(arguments: ["found \u{301}allowed", "\u{301}", " \u{20DD}x", "a\u{1B}\u{301}", "\u{202E}\u{301}\u{301}"])
    func inertTextIsAlwaysSafe(text: String) {
        let inert = UnsafeText.inert(text)
        #expect(UnsafeText.isSafe(inert), "\(inert.unicodeScalars.map { UnsafeText.Problem.code($0) })")
    }

    @Test func namesTheEscapeCharacter() {
        #expect(UnsafeText.firstProblem(in: "a\u{1B}b") == .escape)
        #expect(UnsafeText.firstProblem(in: "a\u{202E}b")?.description.contains("U+202E") == true)
    }
}

@Suite struct WordKeyTests {
    @Test func strictKeyIgnoresCaseSpacingAndNormalisationButNotAccents() {
        #expect(WordKey.strict("  Ice   Cream ") == WordKey.strict("ice cream"))
        #expect(WordKey.strict("CAFÉ") == WordKey.strict("cafe\u{301}"))
        #expect(WordKey.strict("pa") != WordKey.strict("pà"))
    }

    @Test func looseKeyAlsoIgnoresAccents() {
        #expect(WordKey.loose("Café") == WordKey.loose("cafe"))
        #expect(WordKey.loose("cafe\u{301}") == "cafe")
        #expect(WordKey.loose("Pingüino") == "pinguino")
        #expect(WordKey.loose("col·legi") == "col·legi")
    }
}
