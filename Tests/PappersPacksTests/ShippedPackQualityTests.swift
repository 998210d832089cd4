import Foundation
import PappersPacks
import Testing

/// What a party should find in the shipped packs (issue 29), measured over seeded draws. Each figure is also
/// printed on a line starting "pack-quality:" (`scripts/pack-quality` runs this suite and lists them).
@Suite struct ShippedPackQualityTests {
    static let catalog = PackCatalog(BuiltInPacks.loadAll())

    @Test(arguments: ["ca", "en", "es"])
    func noTwoCardsGiveEachOtherAwayUnlessAGroupCoversThem(language: String) {
        let found = PackGiveAway.find(in: Self.catalog.packs(language: language), related: BuiltInRelatedTables.table(for:))
        let uncovered = found.filter { !$0.isCovered }
        let byRule = GiveAwayRule.allCases.map { rule in "\(rule.rawValue) \(uncovered.filter { $0.rule == rule }.count)" }
        ShippedPackQuality.report("\(language) uncovered give-aways: \(uncovered.count) (\(byRule.joined(separator: ", ")))")
        #expect(uncovered.map(\.description) == [])
    }

    @Test(arguments: ["ca", "en", "es"])
    func atMostHalfAPercentOfDefaultBowlsHoldAGiveAway(language: String) {
        let measured = GiveAwayBowls.measure(
            Self.catalog.packs, filter: WordFilter(language: language), related: BuiltInRelatedTables.table(for: language),
            seeds: 0..<1_000)
        ShippedPackQuality.report("\(language) default bowls with a give-away: " + ShippedPackQuality.describe(measured))
        #expect(measured.share <= 0.005)
    }

    @Test(arguments: ["ca", "en", "es"])
    func atMostHalfAPercentOfBowlsOfOnePackHoldAGiveAway(language: String) {
        for pack in Self.catalog.packs(language: language) {
            let adultsOnly = !pack.words.contains(where: \.isFamilyFriendly)
            let filter = WordFilter(language: language, packIDs: [pack.id], familyFriendlyOnly: !adultsOnly)
            let measured = GiveAwayBowls.measure(
                Self.catalog.packs, filter: filter, related: BuiltInRelatedTables.table(for: language), seeds: 0..<300)
            ShippedPackQuality.report("\(pack.id) bowls with a give-away: " + ShippedPackQuality.describe(measured))
            #expect(measured.share <= 0.005, "\(pack.id)")
        }
    }

    @Test(arguments: ["ca", "en", "es"])
    func atLeast150RecentCardsEachWithAHint(language: String) {
        let recent = Self.words(language).filter { $0.tags.contains("recent") }
        let withoutHint = recent.filter { $0.hint == nil }
        ShippedPackQuality.report("\(language) recent cards: \(recent.count), \(withoutHint.count) without a hint")
        #expect(recent.count >= 150)
        #expect(withoutHint.map(\.text) == [])
    }

    @Test(arguments: ["ca", "en", "es"])
    func atLeastHalfTheCardsThatAreNoPersonOrCharacterHaveAHint(language: String) {
        let things = Self.words(language).filter { !ShippedPackQuality.isPersonOrCharacter($0) }
        let hinted = things.filter { $0.hint != nil }.count
        ShippedPackQuality.report("\(language) hints on cards that are no person or character: \(hinted) of \(things.count) "
            + "(\(ShippedPackQuality.percent(Double(hinted) / Double(max(1, things.count)))))")
        #expect(hinted * 2 >= things.count)
    }

    /// People and characters make at least 40 % of a default bowl, on average over 1,000 bowls.
    @Test(arguments: ["ca", "en", "es"])
    func peopleAndCharactersMakeFortyPercentOfADefaultBowl(language: String) {
        let selection = WordFilter(language: language).select(from: Self.catalog.packs)
        var famous = 0
        var drawn = 0
        for seed in UInt64(0)..<1_000 {
            let bowl = selection.draw(40, lastPlayed: [:], seed: seed).words
            famous += bowl.filter(ShippedPackQuality.isPersonOrCharacter).count
            drawn += bowl.count
        }
        let share = Double(famous) / Double(max(1, drawn))
        ShippedPackQuality.report("\(language) people and characters in a default bowl: \(ShippedPackQuality.percent(share))")
        #expect(share >= 0.4)
    }

    /// An English bowl for one region holds, on average, at most half a card meant only for other regions.
    @Test(arguments: [WordRegion.us, .gb, .ie, .au, .ca])
    func aRegionsBowlHoldsAlmostNoCardOfOtherRegionsOnly(region: WordRegion) {
        func foreign(in region: WordRegion, _ bowl: [PackWord]) -> Int {
            bowl.filter { let regions = WordRegion.regions(of: $0); return !regions.isEmpty && !regions.contains(region) }.count
        }
        let mine = WordFilter(language: "en", region: region).select(from: Self.catalog.packs)
        let everyone = WordFilter(language: "en").select(from: Self.catalog.packs)
        var (withRegion, withoutRegion) = (0, 0)
        for seed in UInt64(0)..<1_000 {
            withRegion += foreign(in: region, mine.draw(40, lastPlayed: [:], seed: seed).words)
            withoutRegion += foreign(in: region, everyone.draw(40, lastPlayed: [:], seed: seed).words)
        }
        ShippedPackQuality.report("en \(region) bowl: \(Double(withRegion) / 1_000) cards of other regions only per bowl "
            + "(\(Double(withoutRegion) / 1_000) with region any)")
        #expect(Double(withRegion) / 1_000 <= 0.5)
    }

    /// A person or character in the packs of several languages (the same text, folded) has the same level in
    /// each, unless a card says why not: `known-here` on the lower level, or `less-known-here` on the higher.
    @Test func sharedPeopleAndCharactersHaveOneLevelUnlessTheCultureDiffers() {
        let differing = ShippedPackQuality.unexplainedLevels(in: Self.catalog, languages: ["ca", "en", "es"])
        ShippedPackQuality.report("people and characters with unexplained different levels: \(differing.count)")
        #expect(differing == [])
    }

    static func words(_ language: String) -> [PackWord] { ShippedPackQuality.words(language, in: catalog) }
}

/// The figures and shared rules of `ShippedPackQualityTests`.
enum ShippedPackQuality {
    /// Prints one figure for `scripts/pack-quality`.
    static func report(_ figure: String) {
        print("pack-quality: \(figure)")
    }

    /// Every card of a language, each once, adults' included.
    static func words(_ language: String, in catalog: PackCatalog) -> [PackWord] {
        Array(WordFilter(language: language, familyFriendlyOnly: false).select(from: catalog.packs(language: language)).words)
    }

    static func isPersonOrCharacter(_ word: PackWord) -> Bool {
        word.tags.contains("people") || word.tags.contains("characters")
    }

    static func percent(_ share: Double) -> String {
        String(format: "%.1f %%", share * 100)
    }

    /// "12 of 1000 (1.2 %); most often: "lleó" ~ "domador de lleons" (plural) in 5"
    static func describe(_ measured: GiveAwayBowls) -> String {
        let often = measured.pairs.prefix(3).map { "\"\($0.first)\" ~ \"\($0.second)\" (\($0.rule.rawValue)) in \($0.bowls)" }
        return "\(measured.bowlsWithGiveAway) of \(measured.bowls) (\(percent(measured.share)))"
            + (often.isEmpty ? "" : "; most often: " + often.joined(separator: ", "))
    }

    /// The people and characters of several languages (matched by folded text) whose levels differ with no
    /// `known-here` on the lower card or `less-known-here` on the higher, as "text: ca 3, en 1" lines.
    static func unexplainedLevels(in catalog: PackCatalog, languages: [String]) -> [String] {
        var byText: [String: [(language: String, word: PackWord)]] = [:]
        for language in languages {
            for word in words(language, in: catalog) where isPersonOrCharacter(word) {
                byText[WordFold.text(of: word.text, language: language), default: []].append((language, word))
            }
        }
        var lines: [String] = []
        for (text, cards) in byText.sorted(by: { $0.key < $1.key }) where Set(cards.map(\.language)).count > 1 {
            let unexplained = cards.indices.contains { a in
                cards.indices.contains { b in
                    let (low, high) = (cards[a].word, cards[b].word)
                    return low.level < high.level && !low.tags.contains("known-here") && !high.tags.contains("less-known-here")
                }
            }
            if unexplained {
                lines.append("\(text): " + cards.map { "\($0.language) \($0.word.level.rawValue)" }.joined(separator: ", "))
            }
        }
        return lines
    }
}

/// The rule of `sharedPeopleAndCharactersHaveOneLevelUnlessTheCultureDiffers`, on small packs.
@Suite struct SharedLevelsRuleTests {
    static func pack(_ language: String, _ words: [(String, WordLevel, [String])]) -> WordPack {
        let cards = words.map { PackWord(text: $0.0, key: $0.0.lowercased(), level: $0.1, tags: ["people"] + $0.2) }
        return WordPack(header: PackHeader(id: "\(language)-people", name: "People", language: language, version: "1"),
                        words: cards, source: .file(path: "\(language)-people.json"))
    }

    @Test func differentLevelsNeedTheirReasonOnTheRightCard() {
        let catalog = PackCatalog([
            Self.pack("ca", [("Mike Wazowski", .hard, []), ("Mafalda", .easy, ["known-here"]), ("el Zorro", .medium, []),
                             ("Pau Riba", .hard, [])]),
            Self.pack("es", [("Mike Wazowski", .medium, []), ("Mafalda", .medium, []), ("El Zorro", .medium, []),
                             ("Isaac Newton", .hard, ["known-here"])]),
            Self.pack("en", [("Mike Wazowski", .easy, ["less-known-here"]), ("Zorro", .medium, []),
                             ("Isaac Newton", .easy, [])]),
        ].map { PackLoad(source: $0.source, result: .success($0)) })
        #expect(ShippedPackQuality.unexplainedLevels(in: catalog, languages: ["ca", "en", "es"]) == [
            "isaac newton: en 1, es 3",
            "mike wazowski: ca 3, en 1, es 2",
        ])
    }
}
