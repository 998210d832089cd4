import PappersEngine
import PappersPacks
import Testing

/// Folding a card's text: case, accents, word breaks, articles and the plural s.
@Suite struct WordFoldTests {
    @Test(arguments: [
        ("El rei lleó", "ca", "rei lleo"),
        ("l'àvia", "ca", "avia"),
        ("col·legi", "ca", "col legi"),
        ("En Pere i na Maria", "ca", "pere i maria"),
        ("pasear al perro", "es", "pasear perro"),
        ("el Zorro", "es", "zorro"),
        ("Los Picapiedra", "es", "picapiedra"),
        ("Hot Dogs", "en", "hot dog"),
        ("The Lion King", "en", "lion king"),
        ("bus", "en", "bus"),
        ("gas", "en", "gas"),
        ("ÉCLAIRS", "fr", "eclair"),
        ("la mer", "fr", "la mer"),
        ("Straße", "de", "strasse"),
        ("rock 'n' roll", "en", "rock n roll"),
        ("東京タワー", "ja", "東京タワー"),
        ("Ångström–Ñandú!", nil, "angstrom nandu"),
    ] as [(String, String?, String)])
    func folds(text: String, language: String?, folded: String) {
        #expect(WordFold.text(of: text, language: language) == folded)
    }

    @Test func decomposedAccentsFoldLikePrecomposedOnes() {
        #expect(WordFold.text(of: "cafe\u{301}s", language: "es") == "cafe")
        #expect(WordFold.text(of: "lle\u{301}o\u{301} 東", language: "ca") == "lleo 東")
    }

    @Test func anArticleAloneFoldsToNothing() {
        #expect(WordFold.words(of: "The", language: "en").isEmpty)
        #expect(WordFold.words(of: "The", language: "ca") == ["the"])
    }
}

/// Finding the cards that give each other away.
@Suite struct ClashFinderTests {
    static func words(_ texts: [String], groups: [String?] = []) -> [PackWord] {
        texts.enumerated().map { index, text in
            PackWord(text: text, key: text.lowercased(), group: index < groups.count ? groups[index] : nil)
        }
    }

    @Test func findsOneCardInsideAnotherAndEqualFolds() {
        let cards = Self.words(["dog", "hot dog", "Peppa Pig", "pig", "hotdog", "Dogs", "the dog days", "jump"])
        let clashes = ClashFinder.clashes(in: cards, language: "en")
        #expect(clashes == [
            Clash(inner: 0, outer: 1, isEqual: false),
            Clash(inner: 5, outer: 1, isEqual: false),
            Clash(inner: 3, outer: 2, isEqual: false),
            Clash(inner: 0, outer: 5, isEqual: true),
            Clash(inner: 0, outer: 6, isEqual: false),
            Clash(inner: 5, outer: 6, isEqual: false),
        ])
    }

    @Test(arguments: [
        ("lleó", "El rei lleó", "ca"), ("cavall", "muntar a cavall", "ca"), ("perro", "pasear al perro", "es"),
        ("pato", "el Pato Donald", "es"), ("zorro", "el Zorro", "es"), ("jump", "high jump", "en"),
        ("pig", "Peppa Pig", "en"), ("l'avi", "avi", "ca"),
    ])
    func theIssuesExamplesClash(inner: String, outer: String, language: String) {
        #expect(ClashFinder.clashes(in: Self.words([inner, outer]), language: language).count == 1)
    }

    @Test(arguments: [("cat", "catfish"), ("pa", "pastís"), ("dog", "hot"), ("fer el pi", "El gegant del Pi")])
    func partsOfWordsDoNotClash(a: String, b: String) {
        #expect(ClashFinder.clashes(in: Self.words([a, b]), language: "ca").isEmpty)
    }

    @Test func aCardRepeatedInsideAnotherIsOneClash() {
        #expect(ClashFinder.clashes(in: Self.words(["dog", "dog eat dog"]), language: "en").count == 1)
    }

    @Test func theIndexFindsWhatComparingEveryPairFinds() {
        let texts = ["a b", "b", "a", "b c", "a b c", "c a b", "The b", "cs", "c", "bs c", "a a", "x y z", "y"]
        let folded = texts.map { WordFold.words(of: $0, language: "en") }
        let indexed = Set(ClashFinder.clashes(amongFolded: folded).map { [$0.inner, $0.outer] })
        #expect(indexed == naiveClashes(folded))
    }
}

/// Every clash of `folded`, found by comparing every pair as padded strings: the reference for the index.
func naiveClashes(_ folded: [[String]]) -> Set<[Int]> {
    let padded = folded.map { " " + $0.joined(separator: " ") + " " }
    var pairs = Set<[Int]>()
    for a in folded.indices where !folded[a].isEmpty {
        for b in folded.indices where b != a && !folded[b].isEmpty && padded[b].contains(padded[a]) {
            pairs.insert(padded[a] == padded[b] ? [min(a, b), max(a, b)] : [a, b])
        }
    }
    return pairs
}

/// The draw takes at most one card of a clash or of a group, without changing its seeded order otherwise.
@Suite struct ConflictDrawTests {
    static let pack: WordPack = {
        let texts: [(String, String?)] = [
            ("dog", nil), ("hot dog", nil), ("Elsa", "frozen"), ("Olaf", "frozen"), ("Frozen", "frozen"),
            ("camel", "humps"), ("dromedary", "humps"), ("Peppa Pig", nil), ("pig", nil), ("cat", nil), ("fish", nil),
            ("catfish", nil), ("horse", nil), ("ride a horse", nil), ("sea horse", nil),
        ]
        let header = PackHeader(id: "en-clashing", name: "Clashing", language: "en", version: "1")
        let words = texts.map { PackWord(text: $0.0, key: $0.0.lowercased(), group: $0.1) }
        return WordPack(header: header, words: words, source: .file(path: "en-clashing.json"))
    }()

    @Test func neverDrawsTwoCardsOfAClashOrAGroup() {
        let selection = WordFilter(language: "en").select(from: [Self.pack])
        let conflicts = selection.conflicts
        for seed in UInt64(0)..<500 {
            let draw = selection.draw(15, lastPlayed: [:], seed: seed)
            let indices = draw.words.map { word in selection.words.firstIndex(of: word)! }
            for a in indices { for b in indices where a < b { #expect(!conflicts.conflict(a, b), "seed \(seed)") } }
            // 15 cards: two clashes of two, a group of three and one of two, three free cards, and "horse" (alone)
            // or "ride a horse" and "sea horse" (together), whichever comes first.
            #expect((8...9).contains(draw.words.count) && draw.available == draw.words.count && draw.isShort)
        }
    }

    @Test func takesTheFirstCardInTheSeededOrderAndKeepsTheBowlsSize() {
        let plain = makePack("en-plain", (0..<30).map { ("w\($0)", WordLevel.medium, true) })
        for seed in UInt64(0)..<50 {
            let free = BowlDraw.draw(45, from: [Self.pack, plain], filter: WordFilter(language: "en"), lastPlayed: [:], seed: seed)
            let order = free.texts
            let drawn = BowlDraw.draw(20, from: [Self.pack, plain], filter: WordFilter(language: "en"), lastPlayed: [:], seed: seed)
            #expect(drawn.words.count == 20 && !drawn.isShort)
            #expect(Array(order.prefix(20)) == drawn.texts, "the same seeded order, cut at 20")
            let dogs = order.filter { $0 == "dog" || $0 == "hot dog" }
            #expect(dogs.count == 1)
        }
    }

    @Test func aDrawWithoutConflictsIsTheOneBeforeClashesExisted() {
        let pack = makePack("en-ten", (0..<10).map { ("w\($0)", WordLevel.medium, true) })
        let draw = BowlDraw.draw(5, from: [pack], filter: WordFilter(language: "en"), lastPlayed: [:], seed: 42)
        #expect(draw.texts == ["w7", "w3", "w5", "w6", "w2"])
    }

    @Test func staleCardsGiveWayToFreshOnesTheyClashWith() {
        let words = Self.pack.words
        for seed in UInt64(0)..<50 {
            var generator = SeededGenerator(seed: seed, stream: .bowl)
            let draw = BowlDraw.draw(15, from: words, lastPlayed: ["dog": 3], language: "en", generator: &generator)
            #expect(draw.texts.contains("hot dog") && !draw.texts.contains("dog"))
            #expect(draw.freshCount == draw.words.count)
        }
    }
}

/// The rule that a hint never gives its card away.
@Suite struct HintCheckTests {
    @Test(arguments: [
        ("Ciutadella", "Una ciutat de Menorca", "ca"),
        ("escalivada", "Verdures escalivades", "ca"),
        ("King Arthur", "A king of legend", "en"),
        ("dog", "A dog's best friend", "en"),
    ])
    func refuses(text: String, hint: String, language: String) {
        #expect(HintCheck.problem(hint: hint, text: text, language: language) != nil)
    }

    @Test(arguments: [
        ("gats", "Animals que fan mèu", "ca"),
        ("El rei lleó", "Simba, fill de Mufasa", "ca"),
        ("ball", "Played with in football", "en"),
        ("cat", "Not a dog", "en"),
        ("la paella", "Arròs amb la cassola ampla", "es"),
    ])
    func accepts(text: String, hint: String, language: String) {
        #expect(HintCheck.problem(hint: hint, text: text, language: language) == nil)
    }

    @Test func theGroupFieldIsRead() throws {
        let pack = try #require(Fixtures.decode("valid", "groups.json").successValue)
        #expect(pack.words.map(\.group) == ["frozen", "frozen", "dog", "dog", "desert-ride-2", nil])
    }
}
