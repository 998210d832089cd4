import PappersEngine
import PappersPacks
import Testing

/// The bowls a seed draws never change: pinned for packs with clashes and groups in Catalan, English and
/// Spanish (with and without words played before), and for the shipped packs checked against the draw as 1.1
/// wrote it (`referenceDraw`), so that any faster draw is proved to take the same cards in the same order.
@Suite struct BowlPinTests {
    /// A pack of `language` whose cards clash (articles, plurals, accents, one card inside another) and share
    /// groups, with plain cards around them.
    static func pack(_ language: String, _ texts: [(String, String?)]) -> WordPack {
        let header = PackHeader(id: "\(language)-pinned", name: "Pinned", language: language, version: "1")
        let plain = (0..<20).map { ("\(language)\($0)", nil as String?) }
        let words = (texts + plain).map { PackWord(text: $0.0, key: $0.0.lowercased(), group: $0.1) }
        return WordPack(header: header, words: words, source: .file(path: "\(language)-pinned.json"))
    }

    static let packs: [String: WordPack] = [
        "en": pack("en", [
            ("dog", nil), ("Hot Dogs", nil), ("the dog days", nil), ("Elsa", "frozen"), ("Olaf", "frozen"),
            ("Frozen", "frozen"), ("Peppa Pig", nil), ("pig", nil), ("The Lion King", nil), ("lion", nil),
            ("camel", "humps"), ("dromedary", "humps"), ("horse", nil), ("ride a horse", nil), ("sea horse", nil),
        ]),
        "ca": pack("ca", [
            ("lleó", nil), ("El rei lleó", nil), ("cavall", nil), ("muntar a cavall", nil), ("l'avi", nil), ("avi", nil),
            ("la Lluna", "cel"), ("el Sol", "cel"), ("estrelles", "cel"), ("gats", nil), ("gat", nil),
            ("pa amb tomàquet", nil), ("tomàquet", nil), ("col·legi", nil),
        ]),
        "es": pack("es", [
            ("perro", nil), ("pasear al perro", nil), ("pato", nil), ("el Pato Donald", nil), ("zorro", nil),
            ("el Zorro", nil), ("Los Picapiedra", "dibujos"), ("Pedro Picapiedra", "dibujos"), ("cafés", nil),
            ("café", nil), ("la paella", nil), ("paella valenciana", nil), ("Ñandú", nil),
        ]),
    ]

    /// The seeds pinned, and for each language the words played before in the draws "with history".
    static let seeds: [UInt64] = [0, 1, 7, 42, 1_234_567]
    static let played: [String: [String: Int]] = [
        "en": ["dog": 3, "elsa": 1, "en0": 2, "en1": 2, "lion": 5],
        "ca": ["lleó": 3, "la lluna": 1, "ca0": 2, "ca1": 2, "gat": 5],
        "es": ["perro": 3, "los picapiedra": 1, "es0": 2, "es1": 2, "café": 5],
    ]

    static func bowl(_ language: String, seed: UInt64, history: Bool) -> [String] {
        let selection = WordFilter(language: language).select(from: [packs[language]!])
        return selection.draw(12, lastPlayed: history ? played[language]! : [:], seed: seed).texts
    }

    static let pinned: [String: [[String]]] = [
        "ca": [
            ["ca15", "gat", "ca14", "ca16", "ca1", "lleó", "estrelles", "ca6", "ca11", "avi", "ca5", "cavall"],
            ["l'avi", "El rei lleó", "ca10", "ca7", "ca16", "ca17", "ca3", "muntar a cavall", "ca9", "ca6", "ca15",
                "ca13"],
            ["pa amb tomàquet", "ca17", "ca16", "gats", "ca6", "ca8", "cavall", "ca0", "lleó", "col·legi", "ca15",
                "ca9"],
            ["ca2", "pa amb tomàquet", "ca15", "col·legi", "ca11", "ca3", "El rei lleó", "ca5", "ca7", "avi", "ca8",
                "ca16"],
            ["gats", "ca0", "l'avi", "ca12", "muntar a cavall", "ca2", "ca15", "ca6", "ca8", "lleó", "col·legi", "ca1"],
            ["l'avi", "muntar a cavall", "ca8", "el Sol", "El rei lleó", "ca2", "col·legi", "ca3", "ca7", "ca17",
                "ca13", "ca19"],
            ["ca13", "ca8", "ca2", "ca16", "ca4", "ca7", "la Lluna", "ca10", "ca15", "tomàquet", "ca1", "ca9"],
            ["ca9", "gats", "ca3", "tomàquet", "col·legi", "muntar a cavall", "el Sol", "ca15", "ca8", "ca6", "ca13",
                "ca16"],
            ["estrelles", "avi", "ca12", "ca16", "ca17", "tomàquet", "gats", "ca15", "ca13", "ca11", "ca1", "ca0"],
            ["el Sol", "ca11", "ca13", "ca2", "ca15", "ca16", "tomàquet", "avi", "gats", "ca17", "muntar a cavall",
                "ca14"],
        ],
        "en": [
            ["en7", "Peppa Pig", "camel", "dog", "en15", "The Lion King", "en14", "en8", "en4", "Frozen", "en5", "en1"],
            ["en16", "en7", "Peppa Pig", "Hot Dogs", "en3", "Frozen", "camel", "en10", "en17", "en12", "en6", "en15"],
            ["en16", "en8", "horse", "en19", "camel", "en17", "en13", "en0", "the dog days", "en15", "en9", "en5"],
            ["Peppa Pig", "en2", "sea horse", "ride a horse", "en9", "en7", "en18", "Hot Dogs", "en10", "en13", "en15",
                "en19"],
            ["en15", "sea horse", "Elsa", "en16", "en0", "en7", "en19", "en6", "en8", "dog", "en3", "en1"],
            ["Olaf", "pig", "ride a horse", "sea horse", "Hot Dogs", "en2", "en7", "en3", "en19", "en17", "en8",
                "the dog days"],
            ["en16", "en1", "Elsa", "en2", "en8", "horse", "en6", "en9", "en4", "en15", "en11", "en13"],
            ["en12", "en3", "en8", "ride a horse", "en9", "Peppa Pig", "Olaf", "The Lion King", "en15", "en6", "en13",
                "en16"],
            ["Frozen", "Peppa Pig", "lion", "en12", "en18", "ride a horse", "en11", "en9", "en17", "en2", "en0",
                "en13"],
            ["en2", "pig", "horse", "en11", "en13", "en12", "en15", "camel", "en17", "Olaf", "en14", "en9"],
        ],
        "es": [
            ["la paella", "cafés", "es15", "el Zorro", "perro", "es16", "es6", "es5", "es10", "es1", "pato", "es13"],
            ["es16", "zorro", "pasear al perro", "es7", "Pedro Picapiedra", "es10", "es18", "el Pato Donald", "es17",
                "es5", "es8", "es12"],
            ["es0", "es1", "es13", "el Zorro", "pato", "es10", "café", "paella valenciana", "perro", "Ñandú", "es7",
                "es9"],
            ["Ñandú", "es15", "es5", "paella valenciana", "es2", "es7", "pasear al perro", "es3", "cafés", "es8",
                "es11", "es16"],
            ["el Pato Donald", "es16", "es10", "es12", "es6", "es0", "es15", "perro", "es2", "es1", "es8", "es7"],
            ["pato", "Ñandú", "es18", "es2", "es3", "cafés", "es17", "zorro", "es8", "pasear al perro", "es19", "es15"],
            ["pato", "es2", "es8", "es4", "es1", "Pedro Picapiedra", "café", "es15", "paella valenciana", "es13", "es9",
                "es14"],
            ["es9", "Ñandú", "paella valenciana", "es17", "es12", "es15", "es13", "es4", "Pedro Picapiedra",
                "el Pato Donald", "es16", "es10"],
            ["es17", "es13", "es10", "el Zorro", "es12", "cafés", "Ñandú", "paella valenciana", "es1", "es15",
                "Los Picapiedra", "es11"],
            ["la paella", "es13", "es16", "el Zorro", "es3", "es11", "es8", "cafés", "es15", "el Pato Donald", "es14",
                "es9"],
        ],
    ]

    @Test(arguments: ["ca", "en", "es"])
    func theBowlsOfEachSeedArePinned(language: String) {
        let bowls = Self.seeds.flatMap { seed in [false, true].map { Self.bowl(language, seed: seed, history: $0) } }
        #expect(bowls == Self.pinned[language], "\(bowls)")
    }

    /// The shipped packs of every language, every level and adults' words too, for many seeds, with and
    /// without history: the draw as it is takes what the 1.1 draw took.
    @Test(arguments: ["ca", "en", "es"])
    func theShippedPacksDrawWhatThe11DrawDrew(language: String) {
        let catalog = ShippedPackTests.catalog
        for family in [true, false] {
            let selection = WordFilter(language: language, familyFriendlyOnly: !family).select(from: catalog.packs)
            let partners = Self.referencePartners(Array(selection.words), language: language)
            let history = Dictionary(
                uniqueKeysWithValues: selection.words.enumerated().filter { $0.offset % 3 == 0 }.map { ($1.key, $0 % 50) })
            for seed in UInt64(0)..<100 {
                for lastPlayed in [[:], history] {
                    let drawn = selection.draw(40, lastPlayed: lastPlayed, seed: seed)
                    let reference = Self.referenceDraw(
                        40, from: Array(selection.words), partners: partners, lastPlayed: lastPlayed, seed: seed)
                    #expect(drawn.texts == reference.texts && drawn.available == reference.available
                        && drawn.freshCount == reference.freshCount, "seed \(seed)")
                }
            }
        }
    }

    /// The partners of each card that clashes, as 1.1 found them.
    static func referencePartners(_ words: [PackWord], language: String) -> [Int: [Int]] {
        var partners: [Int: [Int]] = [:]
        for clash in ClashFinder.clashes(in: words, language: language) {
            partners[clash.inner, default: []].append(clash.outer)
            partners[clash.outer, default: []].append(clash.inner)
        }
        return partners
    }

    /// The draw of 1.1, as it was written: conflicts by a dictionary of partners and a set of blocked cards.
    static func referenceDraw(
        _ count: Int, from words: [PackWord], partners: [Int: [Int]], lastPlayed: [String: Int], seed: UInt64
    ) -> (texts: [String], available: Int, freshCount: Int) {
        var members: [String: Int] = [:]
        for word in words { if let group = word.group { members[group, default: 0] += 1 } }
        var generator = SeededGenerator(seed: seed, stream: .bowl)
        var fresh: [Int] = []
        var stale: [(index: Int, playedAt: Int)] = []
        for index in words.indices {
            if let playedAt = lastPlayed[words[index].key] { stale.append((index, playedAt)) } else { fresh.append(index) }
        }
        generator.shuffle(&fresh)
        generator.shuffle(&stale)
        let staleInOrder = stale.enumerated()
            .sorted { ($0.element.playedAt, $0.offset) < ($1.element.playedAt, $1.offset) }
            .map(\.element.index)
        var blocked = Set<Int>()
        var groupsTaken = Set<String>()
        var taken: [Int] = []
        var available = 0
        var freshCount = 0
        for (position, card) in (fresh + staleInOrder).enumerated() {
            if blocked.contains(card) { continue }
            if let group = words[card].group, members[group]! > 1 {
                if !groupsTaken.insert(group).inserted { continue }
            }
            blocked.formUnion(partners[card] ?? [])
            available += 1
            if taken.count < count {
                taken.append(card)
                if position < fresh.count { freshCount += 1 }
            }
        }
        return (taken.map { words[$0].text }, available, freshCount)
    }
}
