import PappersApp
import PappersPacks
import Testing

/// The default bowl of each language, as a player who changes nothing gets it: famous people and characters
/// (tagged `people` or `characters`) make up at least 40 % of the words it is drawn from.
@Suite struct ShippedBowlTests {
    static let supply = WordSupply(catalog: PackCatalog(BuiltInPacks.loadAll()))

    @Test(arguments: ["ca", "en", "es"])
    func peopleAndCharactersMakeUpAtLeastFortyPercentOfADefaultBowl(language: String) {
        var preferences = Preferences()
        preferences.wordLanguage = language
        let words = Self.supply.source(for: preferences, region: .any).selection.words
        let famous = words.filter { $0.tags.contains("people") || $0.tags.contains("characters") }
        #expect(!words.isEmpty)
        #expect(famous.count * 100 >= words.count * 40, "\(famous.count) of \(words.count) words")
    }
}
