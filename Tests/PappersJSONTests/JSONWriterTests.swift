import PappersJSON
import Testing

/// The one writer: fields in the order given, strings escaped as `JSONString` escapes them, numbers as their
/// digits, and the three layouts of the program's outputs.
@Suite struct JSONWriterTests {
    private let sample = JSON.object([
        ("zeta", .number(1)),
        ("alpha", .array([.string("a"), .bool(true), .null])),
        ("mid", .object([("y", .number(-2)), ("x", .object([]))])),
        ("empty", .array([])),
    ])

    @Test func fieldsKeepTheOrderTheyAreGiven() {
        #expect(sample.compactText == #"{"zeta":1,"alpha":["a",true,null],"mid":{"y":-2,"x":{}},"empty":[]}"#)
    }

    @Test func theLineLayoutSpacesAfterCommasAndColons() {
        #expect(sample.text(layout: { _, _ in .line }) == #"{"zeta": 1, "alpha": ["a", true, null], "mid": {"y": -2, "x": {}}, "empty": []}"#)
    }

    @Test func theLinesLayoutIndentsByTwoAndAsksTheRuleForEachContainer() {
        var asked: [[String]] = []
        let text = sample.text(layout: { path, _ in
            asked.append(path)
            return path == ["mid"] ? .compact : .lines
        })
        #expect(text == """
            {
              "zeta": 1,
              "alpha": [
                "a",
                true,
                null
              ],
              "mid": {"y":-2,"x":{}},
              "empty": []
            }
            """)
        #expect(asked == [[], ["alpha"], ["mid"], ["empty"]])
    }

    @Test func anArraysElementsHaveTheirOwnPathStep() {
        let value = JSON.object([("teams", .array([.object([("name", .string("Reds"))])]))])
        var asked: [[String]] = []
        _ = value.text(layout: { path, _ in
            asked.append(path)
            return .lines
        })
        #expect(asked == [[], ["teams"], ["teams", "[]"]])
    }

    /// The layout of `packs list --json` in 1.0.0 (`JSONOutput.rendered()`): flat objects on one line.
    @Test func flatObjectsStayOnOneLine() {
        let value = JSON.object([
            ("packs", .array([.object([("id", .string("en-animals")), ("words", .number(120))])])),
            ("failed", .array([.object([
                ("path", .string("x.json")), ("firstProblem", .object([("line", .number(3)), ("message", .string("m"))])),
            ])])),
            ("none", .array([])),
        ])
        #expect(value.text(layout: JSONLayout.flatOnOneLine) == """
            {
              "packs": [
                {"id": "en-animals", "words": 120}
              ],
              "failed": [
                {"path": "x.json", "firstProblem": {"line": 3, "message": "m"}}
              ],
              "none": []
            }
            """)
    }

    @Test func thePaddedLineLayoutSpacesInsideTheObjectsOwnBracesOnly() {
        let word = JSON.object([("text", .string("dog")), ("tags", .array([.string("a"), .string("b")])), ("x", .object([("y", .null)]))])
        #expect(word.text(layout: { _, _ in .paddedLine }) == #"{ "text": "dog", "tags": ["a", "b"], "x": {"y": null} }"#)
    }

    @Test func stringsAreEscapedAsEveryOutputOf1Point0EscapedThem() {
        let text = "q\"b\\n\nr\rt\tc\u{01}d\u{7F}e\u{85}l\u{2028}p\u{2029}/é🐘"
        #expect(JSON.string(text).compactText == #""q\"b\\n\nr\rt\tc\u0001d\u007fe\u0085l\u2028p\u2029/é🐘""#)
        #expect(JSON.object([("k\"ey", .string(""))]).compactText == #"{"k\"ey":""}"#)
    }

    @Test func numbersAreWrittenWithTheirExactDigits() {
        let numbers = JSON.array([.number(Int.min), .number(Int.max), .number(UInt64.max), .number(0), .number(-0)])
        #expect(numbers.compactText == "[-9223372036854775808,9223372036854775807,18446744073709551615,0,0]")
        #expect(JSON.number("1.5e3").compactText == "1.5e3")
    }

    /// The compact text, written by its own short path as bytes, is the text of the layout rule that makes every
    /// container compact, escapes included.
    @Test func theCompactTextIsTheCompactLayoutsText() {
        let escapes = "q\"b\\n\nr\rt\tc\u{01}d\u{7F}e\u{85}l\u{2028}p\u{2029}/é🐘"
        let values: [JSON] = [
            sample, .string(escapes), .object([(escapes, .array([.string(escapes), .number(UInt64.max), .object([])]))]),
            .array([.array([]), .array([.null, .bool(false)]), .object([("Àna", .string("Ànà"))])]),
        ]
        for value in values {
            #expect(value.compactText == value.text(layout: { _, _ in .compact }))
        }
    }

    @Test func aMissingValueIsNull() {
        #expect(JSON.object([("endedAt", .optional(nil)), ("at", .optional(.number(3)))]).compactText == #"{"endedAt":null,"at":3}"#)
    }
}
