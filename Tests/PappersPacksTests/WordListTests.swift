import PappersJSON
import Foundation
@testable import PappersPacks
import Testing

/// A plain list of words becomes a pack: one word per line, `word | level`, `# comments`, every refused line
/// reported at its line and column, repeats folded, and the pack it makes loads like any other.
@Suite struct WordListTests {
    static let colla = """
        # La colla: one word per line
        Ada
        Bru | 1

          Cai Dani  |3
        ada
        C#
        \tcol·legi\t| 2
        """

    @Test func aGoodListKeepsItsWordsLevelsAndPositions() throws {
        let list = try #require(WordList.read(text: Self.colla, file: "colla.txt").successValue)
        #expect(list.entries.map(\.text) == ["Ada", "Bru", "Cai Dani", "C#", "col·legi"])
        #expect(list.entries.map(\.level) == [nil, .easy, .hard, nil, .medium])
        #expect(list.entries.map(\.position) == [
            SourcePosition(line: 2, column: 1), SourcePosition(line: 3, column: 1), SourcePosition(line: 5, column: 3),
            SourcePosition(line: 7, column: 1), SourcePosition(line: 8, column: 2),
        ])
        #expect(list.folded.map(\.description) == [
            "colla.txt:6:1: warning: \"ada\" repeats \"Ada\" (line 2); kept once",
        ])
    }

    @Test func windowsLineEndsAByteOrderMarkAndSpacedRepeatsAreRead() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("Ice  Cream\r\n ice cream \r\ncafe\u{301}\r\ncafé\r\n".utf8)
        let list = try #require(WordList.read(bytes, file: "w.txt").successValue)
        #expect(list.entries.map(\.text) == ["Ice  Cream", "cafe\u{301}"])
        #expect(list.folded.map(\.position.line) == [2, 4])
    }

    @Test(arguments: [
        ("dog\u{1B}[31m", "w.txt:1:4: word \"dog�[31m\" holds escape character (ESC, U+001B) that could drive the terminal; expected printable text"),
        ("a\tb", "w.txt:1:2: word \"a�b\" holds control character U+0009; expected printable text"),
        ("  evil\u{202E}x", "w.txt:1:7: word \"evil�x\" holds bidirectional control U+202E that reorders text; expected printable text"),
        ("a\rb", "w.txt:1:2: word \"a�b\" holds control character U+000D; expected printable text"),
        ("zero\u{200B}width", "w.txt:1:5: word \"zero�width\" holds invisible character U+200B; expected printable text"),
        (String(repeating: "x", count: 61), "w.txt:1:1: word \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\" is 61 columns wide; expected at most 60"),
        (String(repeating: "東", count: 31), "w.txt:1:1: word \"東東東東東東東東東東東東東東東東東東東…\" is 62 columns wide; expected at most 60"),
        ("dog | 4", "w.txt:1:7: expected a level 1, 2 or 3 after '|', found \"4\""),
        ("dog | easy", "w.txt:1:7: expected a level 1, 2 or 3 after '|', found \"easy\" (write 1)"),
        ("dog |", "w.txt:1:6: expected a level 1, 2 or 3 after '|', found nothing"),
        ("dog | 1.5", "w.txt:1:7: expected a level 1, 2 or 3 after '|', found \"1.5\""),
        ("  | 2", "w.txt:1:1: nothing before '|'; expected a word and its level, such as \"dog | 1\""),
        ("a | b | 2", "w.txt:1:7: a second '|'; expected one word and its level, such as \"dog | 1\""),
        ("\u{00A0}\u{00A0}", "w.txt:1:1: word \"\u{00A0}\u{00A0}\" holds only spaces; expected a word or short phrase"),
    ])
    func eachKindOfBadLineIsRefusedAtItsLineAndColumn(line: String, message: String) throws {
        let problems = try #require(WordList.read(text: line, file: "w.txt").failureValue)
        #expect(problems.lines == [message])
        let later = try #require(WordList.read(text: "# words\nfine\n\n" + line + "\nalso fine", file: "w.txt").failureValue)
        #expect(later.first?.line == 4, "the problem points at the line that holds it")
    }

    @Test func everyRefusedLineIsReportedNotJustTheFirst() throws {
        let problems = try #require(WordList.read(text: "ok\nbad | 9\nok too\nalso | \n", file: "w.txt").failureValue)
        #expect(problems.lines.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == ["w.txt:2:7", "w.txt:4:7"])
        let many = String(repeating: "x | 0\n", count: 150)
        let counted = try #require(WordList.read(text: many, file: "w.txt").failureValue)
        #expect(counted.count == 150)
        #expect(counted.lines.count == 101)
        #expect(counted.lines.last == "w.txt: and 50 more problems")
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyStand() throws {
        let latin1: [UInt8] = Array("gat\ncaf".utf8) + [0xE9] + Array("\n".utf8)
        let problems = try #require(WordList.read(latin1, file: "w.txt").failureValue)
        #expect(problems.lines == ["w.txt:2:4: byte 0xE9 is not UTF-8; expected UTF-8 text (was the file saved in another encoding?)"])
        let utf16 = try #require(WordList.read([0xFF, 0xFE, 0x61, 0x00], file: "w.txt").failureValue)
        #expect(utf16.lines == ["w.txt:1:1: the file is UTF-16 text; expected UTF-8"])
    }

    @Test func aListWithoutWordsIsRefused() throws {
        for text in ["", "\n\n", "# only\n  # comments\n"] {
            let problems = try #require(WordList.read(text: text, file: "w.txt").failureValue)
            #expect(problems.lines == ["w.txt:1:1: no words; expected one word per line (lines starting with # are comments)"])
        }
    }

    @Test(arguments: [
        ("La colla", "la-colla"), ("Col·legi d'Horta", "collegi-dhorta"), ("  Amics i AMIGUES!! ", "amics-i-amigues"),
        ("Ça va? Très bien", "ca-va-tres-bien"), ("Straße 42", "strasse-42"), ("Pingüino_Año", "pinguino-ano"),
        (String(repeating: "ab ", count: 30), "ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab"),
        (String(repeating: "x", count: 45), String(repeating: "x", count: 40)),
    ])
    func anIdIsDerivedFromTheName(name: String, id: String) {
        #expect(PackID.derived(from: name) == id)
        #expect(PackID.isValid(id))
    }

    @Test func aNameWithNoLatinLetterGivesNoId() {
        #expect(PackID.derived(from: "東京") == nil)
        #expect(PackID.derived(from: "!!!") == nil)
    }

    @Test func aListMakesAPackThatLoadsLikeAnyOther() throws {
        let list = try #require(WordList.read(text: Self.colla, file: "colla.txt").successValue)
        let made = try #require(NewPack.make(list: list, name: "La colla", language: "ca", id: nil).successValue)
        #expect(made.pack.id == "la-colla")
        #expect(made.json == """
            {
              "format": 1,
              "id": "la-colla",
              "name": "La colla",
              "language": "ca",
              "version": "1.0.0",
              "words": [
                { "text": "Ada" },
                { "text": "Bru", "level": 1 },
                { "text": "Cai Dani", "level": 3 },
                { "text": "C#" },
                { "text": "col·legi" }
              ]
            }

            """)
        let loaded = try #require(PackDecoder.decode(text: made.json, source: .file(path: "la-colla.json")).successValue)
        #expect(loaded.words.map(\.text) == made.pack.words.map(\.text))
        #expect(loaded.words.map(\.level) == [.medium, .easy, .hard, .medium, .medium])
        let draw = WordFilter(language: "ca", packIDs: ["la-colla"], difficulty: .any, familyFriendlyOnly: true)
            .select(from: [loaded]).draw(5, lastPlayed: [:], seed: 1)
        #expect(Set(draw.words.map(\.text)) == Set(["Ada", "Bru", "Cai Dani", "C#", "col·legi"]))
    }

    @Test(arguments: [
        ("", "ca", nil, "--name: expected the name players see, found nothing"),
        ("   ", "ca", nil, "--name: expected the name players see, found only spaces"),
        ("Red\u{1B}]0;x\u{7}", "ca", nil, "--name: holds escape character (ESC, U+001B) that could drive the terminal; expected printable text"),
        (String(repeating: "n", count: 41), "ca", nil, "--name: expected at most 40 characters, found 41"),
        ("Friends", "xx", nil, "--lang: unknown language code \"xx\"; expected an ISO 639-1 code such as \"en\", \"ca\" or \"es\""),
        ("Friends", "CA", nil, "--lang: expected a lower-case ISO 639-1 code, found \"CA\" (write \"ca\")"),
        ("Friends", "ca", "My_Pack", "--id: expected lower-case letters, digits and hyphens, starting with a letter or digit, at most 40 characters, found \"My_Pack\""),
        ("Friends", "ca", "-x", "--id: expected lower-case letters, digits and hyphens, starting with a letter or digit, at most 40 characters, found \"-x\""),
        ("東京", "ja", nil, "cannot make a pack id from the name \"東京\"; give one with --id, such as --id my-words"),
    ] as [(String, String, String?, String)])
    func badHeaderOptionsAreRefused(name: String, language: String, id: String?, message: String) throws {
        let list = try #require(WordList.read(text: "dog", file: "w.txt").successValue)
        let error = try #require(NewPack.make(list: list, name: name, language: language, id: id).failureValue)
        #expect((error as? NewPack.OptionProblem)?.message == message)
    }

    /// The valid fixtures (escapes, emoji, accents, every field) and every built-in pack that loads.
    @Test func everyPackWrittenAsJSONReadsBackTheSame() throws {
        let fixtures = Fixtures.names(in: "valid").compactMap { Fixtures.decode("valid", $0).successValue }
        #expect(fixtures.count == Fixtures.names(in: "valid").count)
        for pack in fixtures + BuiltInPacks.loadAll().compactMap(\.pack) {
            let text = PackJSON.text(of: pack.header, words: pack.words)
            let again = try #require(PackDecoder.decode(text: text, source: pack.source).successValue, "\(pack.id)")
            #expect(again.header == pack.header)
            #expect(again.words.map(Self.fields) == pack.words.map(Self.fields), "\(pack.id): every field of every word")
            #expect(PackJSON.text(of: again.header, words: again.words) == text, "the same pack gives the same bytes")
        }
    }

    /// Every stored field of a word but where it stands, read by reflection, so that a field added to
    /// `PackWord` later and left out by `PackJSON` fails the round trip.
    static func fields(_ word: PackWord) -> [String] {
        Mirror(reflecting: word).children.filter { $0.label != "position" }.map { "\($0.label ?? ""): \($0.value)" }
    }
}
