import Foundation
import Testing
@testable import PappersJSON

@Suite struct JSONStringTests {
    @Test(arguments: [
        ("hammer", #""hammer""#), ("", #""""#), ("col·legi", #""col·legi""#), ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#), ("two\nlines\r\tend", #""two\nlines\r\tend""#), ("\u{1B}[31m", #""\u001b[31m""#),
        ("\u{7F}\u{85}\u{9F}", #""\u007f\u0085\u009f""#), ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#),
        ("🐘 l'ós", #""🐘 l'ós""#),
    ])
    func quoted(text: String, expected: String) {
        #expect(JSONString.quoted(text) == expected)
    }

    @Test func appendingAddsToWhatIsThere() {
        var output = "["
        JSONString.append("a\"", to: &output)
        #expect(output == #"["a\"""#)
    }

    /// Any text, read back by a JSON parser, is the same text.
    @Test func readBackByAParserGivesTheSameText() throws {
        var state: UInt64 = 7
        let pool: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "é",
                                      "\u{301}", "東", "🐘", "\u{202E}", "/"]
        for _ in 0..<500 {
            var text = String.UnicodeScalarView()
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for shift in stride(from: 0, to: 40, by: 4) { text.append(pool[Int((state >> UInt64(shift + 20)) % 15)]) }
            let literal = JSONString.quoted(String(text))
            let parsed = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
            #expect(parsed as? String == String(text), "\(literal)")
        }
    }
}
