@testable import PappersPacks
import Testing

/// The shortcuts that make a pack of 100,000 words load quickly (docs/performance.md) give the answers the plain
/// way gives: repeated tag lists, the table of first words and the hint check in two halves.
@Suite struct FastValidationTests {
    static func pack(_ words: [String]) -> [UInt8] {
        Array(("{\"format\":1,\"id\":\"t\",\"name\":\"T\",\"language\":\"ca\",\"version\":\"1\",\"words\":[\n"
            + words.joined(separator: ",\n") + "]}").utf8)
    }

    static func problems(_ words: [String]) throws -> PackProblems {
        try #require(PackDecoder.decode(pack(words), source: .file(path: "t.json")).failureValue)
    }

    @Test func aRepeatedTagListWithAProblemIsReportedAtEveryCopy() throws {
        let word = #"{"text": "gat %d", "tags": ["animals", "Big Cats"]}"#
        let problems = try Self.problems((1...3).map { word.replacingOccurrences(of: "%d", with: "\($0)") })
        #expect(problems.lines == (1...3).map {
            "t.json:\($0 + 1):39: word \($0): tag 2: expected lower-case letters, digits and hyphens (at most 32), found a string \"Big Cats\""
        })
    }

    @Test func wordsRepeatingATagListGetTheSameTags() throws {
        let words = (1...3).map { #"{"text": "gos \#($0)", "tags": ["animals", "home"]}"# }
            + [#"{"text": "peix", "tags": ["animals",  "home"]}"#, #"{"text": "rata", "tags": ["animals"]}"#]
        let pack = try #require(PackDecoder.decode(Self.pack(words), source: .file(path: "t.json")).successValue)
        #expect(pack.words.map(\.tags) == Array(repeating: ["animals", "home"], count: 4) + [["animals"]])
    }

    @Test func aWordAndItsDecomposedSpellingAreOneWord() throws {
        let problems = try Self.problems([#"{"text": "Cafè"}"#, #"{"text": "cafe\u0300"}"#])
        #expect(problems.lines == [
            "t.json:3:10: word 2: \"cafè\" duplicates \"Cafè\" (line 2); expected each word once, whatever its case",
        ])
    }

    @Test func thousandsOfHintsAreReportedInTheOrderOfTheirWords() throws {
        let count = 3 * HintCheck.parallelThreshold
        let words = (0..<count).map { index in
            index % 7 == 3
                ? #"{"text": "paraula \#(index)", "hint": "Una paraula qualsevol"}"#
                : #"{"text": "paraula \#(index)", "hint": "Res a veure"}"#
        }
        let problems = try Self.problems(words)
        let expected = (0..<count).filter { $0 % 7 == 3 }
        #expect(problems.count == expected.count)
        #expect(problems.listed.map(\.message) == expected.prefix(PackFormat.maxListedProblems).map {
            "word \($0 + 1): \"hint\": repeats \"paraula\", a word of \"paraula \($0)\"; expected a hint that does not give the word away"
        })
    }
}
