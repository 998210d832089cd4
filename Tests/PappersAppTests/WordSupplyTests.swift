import PappersApp
import PappersEngine
import PappersPacks
import Testing

/// The words a game draws from: selected once for a filter and these packs, drawn again and again.
@Suite struct WordSupplyTests {
    static func preferences(words: Int, language: String = "en") -> Preferences {
        var preferences = Preferences()
        preferences.words = words
        preferences.wordLanguage = language
        return preferences
    }

    @Test func everyGameWithTheSameFilterDrawsFromTheSameWordsAndADifferentFilterFromItsOwn() {
        let supply = TestWords.supply(available: 60)
        let first = supply.drawBowl(for: Self.preferences(words: 40), region: .any, seed: 3)
        #expect(supply.drawBowl(for: Self.preferences(words: 40), region: .any, seed: 3) == first)
        #expect(supply.drawBowl(for: Self.preferences(words: 40), region: .any, seed: 4) != first)
        let catalan = supply.drawBowl(for: Self.preferences(words: 40, language: "ca"), region: .any, seed: 3)
        #expect(catalan.packs == ["ca-a"] && catalan.words.count == 40)
        #expect(supply.source(for: Self.preferences(words: 40), region: .any).selection.words.count == 60)
    }

    @Test func otherPacksAreDrawnFromOnceTheSupplyHoldsThem() {
        var supply = TestWords.supply(available: 60)
        _ = supply.drawBowl(for: Self.preferences(words: 40), region: .any, seed: 3)
        supply.catalog = TestWords.supply(available: 10).catalog
        let drawn = supply.drawBowl(for: Self.preferences(words: 40), region: .any, seed: 3)
        #expect(drawn.words.count == 10 && drawn.draw.isShort)
    }
}
