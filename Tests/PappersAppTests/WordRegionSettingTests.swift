@testable import PappersApp
import PappersCanvas
import PappersPacks
import PappersText
import Testing

/// The Word region setting: a row that cycles and saves at once, kept in the store, and the bowl it draws.
@Suite struct WordRegionSettingTests {
    /// English words for everyone, for the United Kingdom only and for the United States only, ten of each.
    static let supply: WordSupply = {
        let words = (0..<10).flatMap { number in
            [("everyone \(number)", [String]()), ("british \(number)", ["uk"]), ("american \(number)", ["us"])]
        }
        let header = PackHeader(id: "en-regions", name: "Regions", language: "en", version: "1")
        let source = PackSource.file(path: "/tests/en-regions.json")
        let pack = WordPack(
            header: header, words: words.map { PackWord(text: $0.0, key: WordKey.strict($0.0), tags: $0.1) },
            source: source)
        return WordSupply(catalog: PackCatalog([PackLoad(source: source, result: .success(pack))]))
    }()

    @Test func theRowCyclesThroughAutomaticAndTheRegionsAndSavesAtOnce() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .wordRegion)
        #expect(store.model.preferences.wordRegion == nil)
        let cycle: [(WordRegion?, String)] = [(.any, "any"), (.us, "us"), (.gb, "gb"), (.ie, "ie"), (.au, "au"), (.ca, "ca"), (nil, "auto")]
        for (region, value) in cycle {
            try store.press(.right, commands: [.saveSetting(key: "word-region", value: value)]) { $0.preferences.wordRegion = region }
        }
    }

    @Test func itIsKeptInTheStoreAndGarbageFollowsTheLocale() {
        var preferences = Preferences()
        #expect(preferences.stored["word-region"] == "auto")
        preferences.wordRegion = .ie
        #expect(preferences.stored["word-region"] == "ie")
        #expect(Preferences(stored: preferences.stored).wordRegion == .ie)
        #expect(Preferences(stored: ["word-region": "mars"]).wordRegion == nil)
    }

    /// Starts a game of 20 words and gives its bowl.
    static func bowl(region: WordRegion?, environment: WordRegion) -> [String] {
        var preferences = Preferences()
        preferences.words = 20
        preferences.wordRegion = region
        var model = AppModel(
            preferences: preferences, roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            environmentRegion: environment, names: DefaultNames(team: "Team", player: "Player"), entropy: 7)
        _ = model.update(.wordsLoaded(supply), at: 0)
        _ = model.update(.key(.character("n")), at: 0)
        _ = model.update(.key(.character("s")), at: 0)
        return model.session?.state.setup.words ?? []
    }

    @Test func aBowlDrawsTheCardsOfTheSettingsRegionOrTheLocales() {
        let british = Self.bowl(region: nil, environment: .gb)
        #expect(british.count == 20 && !british.contains { $0.hasPrefix("american") })
        let american = Self.bowl(region: .us, environment: .gb)
        #expect(american.count == 20 && !american.contains { $0.hasPrefix("british") })
        let everything = Self.bowl(region: .any, environment: .gb)
        #expect(everything.contains { $0.hasPrefix("american") } && everything.contains { $0.hasPrefix("british") })
    }
}
