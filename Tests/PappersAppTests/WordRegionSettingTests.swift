import PappersApp
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

    @Test func theRowCyclesThroughAutomaticAndTheRegionsAndSavesAtOnce() {
        var app = App()
        app.press(.c("s"))
        let row = SettingsScreen.Item.allCases.firstIndex(of: .wordRegion)!
        for _ in 0..<row { app.press(.down) }
        #expect(app.model.preferences.wordRegion == nil)
        var seen: [String] = []
        for _ in 0..<7 {
            let saved = app.press(.right)
            let value = app.model.preferences.wordRegion?.rawValue ?? "auto"
            #expect(saved == [.saveSetting(key: "word-region", value: value)])
            seen.append(value)
        }
        #expect(seen == ["any", "us", "gb", "ie", "au", "ca", "auto"])
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
