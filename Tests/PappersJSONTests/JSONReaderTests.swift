import PappersJSON
import Testing

/// The reader on its own: RFC 8259 exactly, with positions.
@Suite struct JSONReaderTests {
    private func read(_ text: String) -> JSONReadResult { JSONReader.read(Array(text.utf8)) }

    /// The issues as `LINE:COLUMN: message`.
    private func issues(_ text: String) -> [String] {
        let result = read(text)
        var locator = result.locator
        return result.issues.map { "\(locator.position(of: $0.offset)): \($0.message)" }
    }

    @Test(arguments: [
        "{}", "[]", "0", "-0", "1.5e-3", "2E+10", "\"\"", "true", "false", "null", " \t\r\n[1, [2, {\"a\": [3]}]] ",
        "{\"a\":1,\"b\":{\"a\":2}}", "\"\\u00e9\\ud83d\\udc18\\n\"", "[-12.0e0]",
    ])
    func acceptsValidJSON(text: String) {
        let result = read(text)
        #expect(result.document != nil && result.issues.isEmpty, "\(result.issues)")
    }

    @Test(arguments: [
        ("[1,]", "1:3: trailing comma; expected another value after ',', found ']' (JSON allows no comma before it)"),
        ("{\"a\":1,}", "1:7: trailing comma; expected another field after ',', found '}' (JSON allows no comma before it)"),
        ("[01]", "1:2: number with a leading zero; expected 0 alone or a number starting with 1–9"),
        ("[-]", "1:3: expected a digit after '-', found ']'"),
        ("[1.]", "1:4: expected a digit after the decimal point, found ']'"),
        ("[1e]", "1:4: expected a digit in the exponent, found ']'"),
        ("[.5]", "1:2: expected a value (an object, array, string, number, true, false or null), found '.'"),
        ("[+1]", "1:2: expected a value (an object, array, string, number, true, false or null), found '+'"),
        ("[NaN]", "1:2: \"NaN\" is not a JSON value; expected a number"),
        ("[Infinity]", "1:2: \"Infinity\" is not a JSON value; expected a number"),
        ("[-Infinity]", "1:2: -Infinity is not a JSON value; expected a number"),
        ("[nul]", "1:2: unexpected word \"nul\"; expected a value (strings take double quotes)"),
        ("[None]", "1:2: \"None\" is not a JSON value; expected null"),
        ("[1] // note", "1:5: expected the end of the file after the top-level value, found a comment, which JSON does not allow"),
        ("[1 /* c */]", "1:4: expected ',' or ']' after the array's element, found a comment, which JSON does not allow"),
        ("[1 2]", "1:4: expected ',' or ']' after the array's element, found '2'"),
        ("{\"a\" 1}", "1:6: expected ':' after the field name, found '1'"),
        ("{1: 2}", "1:2: expected a field name in double quotes or '}', found '1'"),
        ("[1}", "1:3: expected ',' or ']' after the array's element, found '}', which does not match the array opened at line 1"),
        ("\n\n  [1,\n2", "4:2: unexpected end of file; expected ',' or ']' to close the array opened at line 3"),
        ("[\"abc", "1:2: the string never ends; expected a closing '\"'"),
        ("[\"a\nb\"]", "1:4: line break inside a string; expected the closing '\"' before the end of the line"),
        ("", "1:1: the file holds no JSON; expected a value such as an object {…}"),
        ("  \n ", "2:2: the file holds no JSON; expected a value such as an object {…}"),
        ("[1] [2]", "1:5: expected the end of the file after the top-level value, found '['"),
        ("\u{A0}[]", "1:1: expected a value (an object, array, string, number, true, false or null), found '\u{A0}'"),
        ("[\u{1B}]", "1:2: expected a value (an object, array, string, number, true, false or null), found escape character (ESC, U+001B) that could drive the terminal"),
    ])
    func refusesBrokenGrammarWithOneError(text: String, expected: String) {
        let result = read(text)
        #expect(result.document == nil)
        #expect(issues(text) == [expected])
    }

    @Test func reportsStringProblemsAndRepeatedKeysWithoutStopping() {
        let text = "{\"a\": \"x\\ud800\", \"b\": \"\\q\", \"a\": 2,\n \"c\": \"tab\there\", \"d\": \"\\u12\"}"
        #expect(read(text).document != nil)
        #expect(issues(text) == [
            "1:9: lone surrogate \\uD800; expected a low surrogate \\uDC00–\\uDFFF right after it",
            "1:24: invalid escape \\q; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
            "1:29: field \"a\" appears twice in this object; expected each field once (first at line 1)",
            "2:11: a string holds control character U+0009; expected printable text",
            "2:25: invalid escape \\u12; expected \\u and four hexadecimal digits",
        ])
    }

    @Test func findsRepeatedKeysInLargeObjectsAndThroughEscapes() {
        var fields = (0..<40).map { "\"k\($0)\": \($0)" }
        fields.append("\"k\\u0031\": 1")
        let result = read("{" + fields.joined(separator: ", ") + "}")
        #expect(result.issues.map(\.message) == [
            "field \"k1\" appears twice in this object; expected each field once (first at line 1)",
        ])
        #expect(read("{\"a\": {\"x\": 1}, \"b\": {\"x\": 2}}").issues.isEmpty, "the same key in two objects is fine")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(issues("[\"é🐘\", ?]") == [
            "1:8: expected a value (an object, array, string, number, true, false or null), found '?'",
        ])
    }

    @Test func limitsNestingWithoutRecursing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(issues(deep) == ["1:65: nested more than 64 levels deep; expected at most 64"])
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(read(allowed).document != nil)
        #expect(JSONReader.read(Array(allowed.utf8), depthLimit: 3).document == nil)
    }

    @Test func refusesUTF16AndSkipsAUTF8ByteOrderMark() {
        #expect(JSONReader.read([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]).issues.map(\.message) == ["the file is UTF-16 text; expected UTF-8"])
        #expect(JSONReader.read([0x00, 0x5B, 0x00, 0x5D]).document == nil)
        #expect(JSONReader.read([0xEF, 0xBB, 0xBF, 0x5B, 0x5D]).document != nil)
    }

    @Test func navigatesTheDocument() throws {
        let document = try #require(read("{\"words\": [{\"text\": \"a\\u00e9\"}, 2.0, -3, true, null], \"n\": 1e2}").document)
        #expect(document.kind(of: document.root) == .object && document.count(of: document.root) == 2)
        var keys: [String] = []
        var elements: [JSONKind] = []
        document.forEachMember(of: document.root) { key, value in
            keys.append(document.string(key) ?? "")
            if document.kind(of: value) == .array {
                document.forEachElement(of: value) { _, element in elements.append(document.kind(of: element)) }
            } else {
                #expect(document.integer(value) == 100)
            }
        }
        #expect(keys == ["words", "n"])
        #expect(elements == [.object, .number, .number, .true, .null])
    }

    @Test(arguments: [("2", 2), ("-3", -3), ("2.0", 2), ("20e-1", 2), ("0", 0), ("123456789012345678", 123_456_789_012_345_678)])
    func readsWholeNumbers(text: String, expected: Int) throws {
        let document = try #require(read(text).document)
        #expect(document.integer(document.root) == expected)
    }

    @Test(arguments: ["2.5", "1e400", "-1e400", "0.1"])
    func refusesNumbersThatAreNotWhole(text: String) throws {
        let document = try #require(read(text).document)
        #expect(document.integer(document.root) == nil)
    }

    @Test func decodesSurrogatePairsAndRepairsWhatIsBroken() throws {
        let document = try #require(read("[\"\\ud83d\\udc18\", \"\\ud83d!\", \"caf\u{E9}\"]").document)
        var strings: [String] = []
        document.forEachElement(of: document.root) { _, value in strings.append(document.string(value) ?? "") }
        #expect(strings == ["🐘", "\u{FFFD}!", "café"])
        let latin1 = JSONReader.read([0x5B, 0x22, 0x63, 0xE9, 0x22, 0x5D])
        let repaired = try #require(latin1.document)
        repaired.forEachElement(of: repaired.root) { _, value in
            #expect(repaired.isFlawed(value) && repaired.string(value) == "c\u{FFFD}")
        }
    }
}
