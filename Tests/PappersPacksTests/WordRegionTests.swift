import PappersPacks
import Testing

/// English by region: a card tagged for some regions is drawn only for them.
@Suite struct WordRegionTests {
    static func card(_ text: String, _ tags: [String]) -> PackWord {
        PackWord(text: text, key: text.lowercased(), tags: tags)
    }

    static let pack: WordPack = {
        let words = [
            card("football", []), card("Mr Tumble", ["characters", "uk"]), card("Kentucky Derby", ["us"]),
            card("hurling", ["ireland"]), card("Vegemite", ["australia", "food"]), card("poutine", ["canada"]),
            card("Tim Hortons", ["canada", "us"]), card("Hey Duggee", ["gb"]),
        ]
        return WordPack(header: PackHeader(id: "en-regions", name: "Regions", language: "en", version: "1"),
                        words: words, source: .file(path: "en-regions.json"))
    }()

    static func drawable(_ region: WordRegion) -> [String] {
        WordFilter(language: "en", region: region).select(from: [pack]).words.map(\.text)
    }

    @Test func aTaggedCardIsDrawnOnlyForItsRegions() {
        #expect(Self.drawable(.any) == Self.pack.words.map(\.text))
        #expect(Self.drawable(.gb) == ["football", "Mr Tumble", "Hey Duggee"])
        #expect(Self.drawable(.us) == ["football", "Kentucky Derby", "Tim Hortons"])
        #expect(Self.drawable(.ie) == ["football", "hurling"])
        #expect(Self.drawable(.au) == ["football", "Vegemite"])
        #expect(Self.drawable(.ca) == ["football", "poutine", "Tim Hortons"])
    }

    @Test func aBowlForTheUnitedStatesHoldsNoCardOfAnotherRegionOnly() {
        let selection = WordFilter(language: "en", region: .us).select(from: [Self.pack])
        for seed in UInt64(0)..<20 {
            let bowl = selection.draw(3, lastPlayed: [:], seed: seed).words
            #expect(bowl.allSatisfy { WordRegion.regions(of: $0).isEmpty || WordRegion.regions(of: $0).contains(.us) })
        }
    }

    @Test(arguments: [
        ("any", WordRegion.any), ("us", .us), ("gb", .gb), ("uk", .gb), ("GB", .gb), ("ie", .ie), ("au", .au),
        ("ca", .ca),
    ])
    func aRegionIsNamedByItsCode(argument: String, region: WordRegion) {
        #expect(WordRegion(argument: argument) == region)
    }

    @Test func anUnknownCodeIsNoRegion() {
        #expect(WordRegion(argument: "nz") == nil)
        #expect(WordRegion(argument: "auto") == nil)
    }

    @Test(arguments: [
        (["LANG": "en_US.UTF-8"], WordRegion.us), (["LANG": "en_GB.UTF-8"], .gb), (["LANG": "en_IE"], .ie),
        (["LANG": "en_AU.UTF-8"], .au), (["LANG": "en_CA.UTF-8"], .ca), (["LANG": "ca_ES.UTF-8"], .any),
        (["LANG": "en_NZ.UTF-8"], .any), (["LANG": "C.UTF-8"], .any), ([:], .any),
        (["LC_ALL": "en_GB.UTF-8", "LANG": "en_US.UTF-8"], .gb), (["LC_MESSAGES": "en_AU", "LANG": "en_US"], .au),
        (["LANG": "en_GB.ISO-8859-1@euro"], .gb),
    ])
    func theLocalesTerritoryGivesTheRegion(environment: [String: String], region: WordRegion) {
        #expect(WordRegion.from(environment: environment) == region)
    }
}
