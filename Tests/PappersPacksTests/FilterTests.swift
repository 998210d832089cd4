import PappersPacks
import Testing

/// Which words a bowl may draw from.
@Suite struct FilterTests {
    static let english = makePack("en-mixed", [
        ("dog", .easy, true), ("wolf", .medium, true), ("axolotl", .hard, true), ("beer", .easy, false),
        ("hangover", .hard, false),
    ])
    static let moreEnglish = makePack("en-more", [("cat", .easy, true), ("Dog", .medium, true)])
    static let catalan = makePack("ca-animals", language: "ca", [("gos", .easy, true), ("gat", .medium, true)])
    static let packs = [english, moreEnglish, catalan]

    private func texts(_ filter: WordFilter) -> [String] { filter.select(from: Self.packs).words.map(\.text) }

    @Test(arguments: [
        (Difficulty.easy, [WordLevel.easy]), (.medium, [.easy, .medium]), (.hard, [.medium, .hard]),
        (.any, [.easy, .medium, .hard]),
    ])
    func difficultyAdmitsItsLevels(difficulty: Difficulty, levels: [WordLevel]) {
        #expect(WordLevel.allCases.filter(difficulty.admits) == levels)
    }

    @Test func filtersByLanguageDifficultyAndFamilyFriendliness() {
        #expect(texts(WordFilter(language: "en")) == ["dog", "wolf", "axolotl", "cat"])
        #expect(texts(WordFilter(language: "en", familyFriendlyOnly: false)) == ["dog", "wolf", "axolotl", "beer", "hangover", "cat"])
        #expect(texts(WordFilter(language: "en", difficulty: .easy)) == ["dog", "cat"])
        #expect(texts(WordFilter(language: "en", difficulty: .hard, familyFriendlyOnly: false)) == ["wolf", "axolotl", "hangover", "Dog"])
        #expect(texts(WordFilter(language: "ca")) == ["gos", "gat"])
        #expect(texts(WordFilter(language: "fr")).isEmpty)
    }

    @Test func aWordInTwoPacksCountsOnceTheFirstCopyWinning() {
        let words = WordFilter(language: "en", difficulty: .any).select(from: Self.packs).words
        #expect(words.filter { $0.key == "dog" }.map(\.text) == ["dog"])
    }

    @Test func chosenPacksNarrowTheLanguageAndUnknownIdsAreReported() {
        let selection = WordFilter(language: "en", packIDs: ["en-more", "ca-animals", "en-missing"]).select(from: Self.packs)
        #expect(selection.packs.map(\.id) == ["en-more"])
        #expect(selection.words.map(\.text) == ["cat", "Dog"])
        #expect(selection.unknownPackIDs == ["ca-animals", "en-missing"])
    }
}

/// A pack that is not selected by default (`"selectedByDefault": false`, as `es-latam`).
@Suite struct PacksSelectedByDefaultTests {
    static let regional: WordPack = {
        let source = """
            {"format": 1, "id": "es-region", "name": "Region", "language": "es", "version": "1",
             "selectedByDefault": false, "words": [{"text": "arepa"}, {"text": "pozole"}]}
            """
        guard case .success(let pack) = PackDecoder.decode(text: source, source: .file(path: "es-region.json")) else {
            fatalError("the regional test pack must decode")
        }
        return pack
    }()
    static let spain = makePack("es-food", language: "es", [("paella", .easy, true), ("tortilla", .easy, true)])

    @Test func isLeftOutWhenNoPackIsChosenAndDrawnFromWhenChosenByName() {
        #expect(!Self.regional.header.selectedByDefault && Self.spain.header.selectedByDefault)
        let packs = [Self.spain, Self.regional]
        #expect(WordFilter(language: "es").select(from: packs).words.map(\.text) == ["paella", "tortilla"])
        #expect(WordFilter(language: "es", packIDs: ["es-region"]).select(from: packs).words.map(\.text)
            == ["arepa", "pozole"])
    }

    @Test func aValueThatIsNotTrueOrFalseIsAProblem() {
        let source = """
            {"format": 1, "id": "es-region", "name": "Region", "language": "es", "version": "1",
             "selectedByDefault": "no", "words": [{"text": "arepa"}]}
            """
        guard case .failure(let problems) = PackDecoder.decode(text: source, source: .file(path: "r.json")) else {
            Issue.record("a string for selectedByDefault was accepted")
            return
        }
        #expect("\(problems)".contains("\"selectedByDefault\": expected true or false, found a string \"no\""))
    }

    @Test func theShippedLatinAmericanPackIsOffByDefault() throws {
        let catalog = PackCatalog.load(builtIn: true, userFolder: nil, files: [])
        let latam = try #require(catalog.packs.first { $0.id == "es-latam" })
        #expect(!latam.header.selectedByDefault)
        let drawn = WordFilter(language: "es").select(from: catalog.packs)
        #expect(!drawn.packs.contains { $0.id == "es-latam" })
        #expect(!drawn.words.contains { $0.tags.contains("latam") })
    }
}
