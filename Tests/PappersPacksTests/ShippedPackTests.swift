import PappersEngine
import PappersPacks
import Testing

/// What the shipped packs promise players beyond the format: no two cards that give each other away unless a
/// group keeps them apart on purpose, and a first-game pack big enough for a default bowl.
@Suite struct ShippedPackTests {
    static let catalog = PackCatalog(BuiltInPacks.loadAll())

    /// Every pack of a language against every other, adults packs included (a game with --adult draws from all).
    @Test(arguments: ["ca", "en", "es"])
    func everyClashInTheShippedPacksIsCoveredByAGroup(language: String) {
        let failures = Self.catalog.failures.filter { $0.source.path.hasPrefix(language + "/") }
        #expect(failures.isEmpty, "every built-in pack of the language loads: \(failures.map(\.problems.description))")
        let uncovered = PackClash.find(in: Self.catalog.packs(language: language)).filter { !$0.isCovered }
        #expect(uncovered.map(\.description) == [], "\(uncovered.count) clashes not covered by a group")
    }

    @Test(arguments: ["ca", "en", "es"])
    func theFirstGamePackHoldsAtLeastFortyWords(language: String) throws {
        let first = try #require(Self.catalog.pack(id: "\(language)-first"))
        #expect(first.words.count >= 40)
    }

    /// Thousands of bowls from every shipped pack (adults words and every level too): no two cards of a clash,
    /// found here by comparing folded texts pair by pair, nor of a group.
    @Test(arguments: ["ca", "en", "es"])
    func bowlsFromTheShippedPacksNeverHoldTwoCardsOfAClashOrAGroup(language: String) {
        let selection = WordFilter(language: language, familyFriendlyOnly: false).select(from: Self.catalog.packs)
        let padded = selection.words.map { " " + WordFold.text(of: $0.text, language: language) + " " }
        let index = Dictionary(uniqueKeysWithValues: selection.words.enumerated().map { ($1.key, $0) })
        for seed in UInt64(0)..<1_000 {
            let drawn = selection.draw(40, lastPlayed: [:], seed: seed).words.map { index[$0.key]! }
            #expect(drawn.count == 40)
            for a in drawn {
                for b in drawn where a != b {
                    if padded[a] != "  " && padded[b].contains(padded[a]) {
                        Issue.record("seed \(seed): \(selection.words[a].text) ~ \(selection.words[b].text)")
                    }
                    if let group = selection.words[a].group, group == selection.words[b].group {
                        Issue.record("seed \(seed): \(selection.words[a].text) and \(selection.words[b].text) share \(group)")
                    }
                }
            }
        }
    }

    /// The index finds exactly the clashes a pair-by-pair comparison finds, on real words.
    @Test(arguments: ["ca", "en", "es"])
    func theClashIndexAgreesWithComparingEveryPair(language: String) {
        let words = WordFilter(language: language, familyFriendlyOnly: false).select(from: Self.catalog.packs).words
        let folded = words.map { WordFold.words(of: $0.text, language: language) }
        let indexed = Set(ClashFinder.clashes(amongFolded: folded).map { [$0.inner, $0.outer] })
        #expect(indexed == naiveClashes(folded))
    }
}
