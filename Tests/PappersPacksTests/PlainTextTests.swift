@testable import PappersPacks
import PappersText
import Testing

/// The fast path for plain Latin text must agree exactly with the general one.
@Suite struct PlainTextTests {
    @Test func lowerCasesEveryScalarOfTheRangeAsTheStandardLibraryDoes() {
        let scalars = (0x20..<0x7F).compactMap(Unicode.Scalar.init) + (0xA0...0x17F).compactMap { Unicode.Scalar(UInt32($0)) }
        for scalar in scalars where scalar != "\u{AD}" {
            let text = "A\(scalar)z"
            let facts = PlainText.facts(text)
            #expect(facts != nil, "U+\(String(scalar.value, radix: 16))")
            if let facts {
                #expect(PlainText.key(of: text, facts: facts) == text.lowercased(), "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test(arguments: [
        "dog", "Ice Cream", "col·legi", "L'ÀVIA", "Ñandú", "ŁÓDŹ", "İstanbul", "ŸVES", "Straße", "crème brûlée",
        "Ĳssel", "ŉ", "ſ", "ĸ",
    ])
    func theKeyOfATidyPlainTextIsTheStrictKey(text: String) throws {
        let facts = try #require(PlainText.facts(text))
        #expect(facts.isTidy)
        #expect(PlainText.key(of: text, facts: facts) == WordKey.strict(text))
        #expect(facts.characters == text.unicodeScalars.count && facts.characters == TextWidth.columns(of: text))
        #expect(UnsafeText.isSafe(text))
    }

    @Test(arguments: [" dog", "dog ", "ice  cream", "a\u{A0}b", ""])
    func untidySpacingIsLeftToTheGeneralPath(text: String) throws {
        let facts = try #require(PlainText.facts(text))
        #expect(!facts.isTidy)
    }

    @Test(arguments: ["tab\there", "esc\u{1B}", "del\u{7F}", "soft\u{AD}hyphen", "cafe\u{301}", "🐘", "東京", "C1\u{85}", "Ω"])
    func anythingElseIsLeftToTheGeneralPath(text: String) {
        #expect(PlainText.facts(text) == nil)
    }
}
