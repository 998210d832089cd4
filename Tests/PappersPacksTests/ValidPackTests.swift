import PappersJSON
import PappersPacks
import PappersText
import Testing

/// The edge cases of `Fixtures/valid/` load, whole and as written.
@Suite struct ValidPackTests {
    @Test(arguments: Fixtures.names(in: "valid"))
    func loadsWithoutAProblem(name: String) {
        let result = Fixtures.decode("valid", name)
        #expect(result.failureValue == nil, "\(result.failureValue?.description ?? "")")
    }

    @Test func keepsAccentsApostrophesAndTheCatalanMiddleDot() throws {
        let pack = try #require(Fixtures.decode("valid", "accents.json").successValue)
        #expect(pack.words.map(\.text) == [
            "col·legi", "l'àvia", "pingüino", "Ñandú", "rock 'n' roll", "crème brûlée", "Straße", "ŁÓDŹ",
            "aigua\u{A0}freda", "pa", "pà",
        ])
        #expect(pack.words[0].level == .medium && pack.words[0].tags == ["places"])
        #expect(pack.words[1].level == .easy)
        #expect(pack.words[3].level == .medium, "a word without a level is medium")
        #expect(pack.words[7].key == "łódź")
        #expect(pack.words.map(\.key) == pack.words.map { WordKey.strict($0.text) })
        #expect(pack.language == "ca" && pack.id == "valid-accents")
    }

    @Test func positionsPointAtEachWordsText() throws {
        let pack = try #require(Fixtures.decode("valid", "accents.json").successValue)
        #expect(pack.words[0].position == SourcePosition(line: 8, column: 14))
        #expect(pack.words[10].position == SourcePosition(line: 18, column: 14))
        #expect(pack.idPosition == SourcePosition(line: 3, column: 9))
    }

    @Test func acceptsAWordOfExactlySixtyColumns() throws {
        let pack = try #require(Fixtures.decode("valid", "width-60.json").successValue)
        #expect(pack.words.map { TextWidth.columns(of: $0.text) } == [60, 60, 60, 60])
    }

    @Test func decomposedAccentsAreKeptAndKeyedLikeTheirPrecomposedForms() throws {
        let pack = try #require(Fixtures.decode("valid", "decomposed.json").successValue)
        #expect(pack.words[0].text.unicodeScalars.count == 5, "written decomposed, kept decomposed")
        #expect(pack.words[0].key == WordKey.strict("café"))
        #expect(pack.words[2].text == "escaped e\u{301}")
    }

    @Test func decodesEveryKindOfEscape() throws {
        let pack = try #require(Fixtures.decode("valid", "escapes.json").successValue)
        #expect(pack.words.map(\.text) == ["\"quoted\"", "back\\slash", "a/b", "café", "🐘 pair", "ABC"])
    }

    @Test func readsEveryFieldAndItsDefaults() throws {
        let pack = try #require(Fixtures.decode("valid", "full.json").successValue)
        #expect(pack.header == PackHeader(
            id: "valid-full", name: "Every field", language: "en", description: "A pack that uses every field.",
            version: "1.0.0", author: "The Pappers tests", license: "CC0-1.0"))
        let dog = pack.words[0], hangover = pack.words[1], cat = pack.words[2], cow = pack.words[3]
        #expect(dog.tags == ["animals", "pets"] && dog.hint == "Woof" && dog.isFamilyFriendly)
        #expect(!hangover.isFamilyFriendly && hangover.level == .hard && hangover.hint == "The morning after")
        #expect(cat.text == "cat" && cat.level == .medium && cat.isFamilyFriendly && cat.tags.isEmpty && cat.hint == nil)
        #expect(cow.level == .medium && cow.hint == nil, "2.0 is the integer 2; an empty hint is no hint")
        #expect(pack.familyFriendlyCount == 3)
    }

    @Test func aByteOrderMarkAndWindowsLineEndsAreAccepted() throws {
        let bom = try #require(Fixtures.decode("valid", "bom.json").successValue)
        #expect(bom.idPosition == SourcePosition(line: 3, column: 9), "the mark takes no column")
        let crlf = try #require(Fixtures.decode("valid", "crlf.json").successValue)
        #expect(crlf.words.map(\.position) == [SourcePosition(line: 8, column: 14), SourcePosition(line: 9, column: 14)])
    }
}
