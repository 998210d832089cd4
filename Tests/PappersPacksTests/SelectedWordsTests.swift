@testable import PappersPacks
import Testing

/// A selection's cards kept as places in their packs: the same cards in the same order as copying them, at 8
/// bytes a card.
@Suite struct SelectedWordsTests {
    @Test func aSelectionHoldsPlacesInItsPacksNotCopiesOfTheCards() {
        let selection = WordFilter(language: "en", familyFriendlyOnly: false).select(from: FilterTests.packs)
        #expect(MemoryLayout<SelectedWords.Place>.stride == 8)
        #expect(selection.words.places.map { [$0.pack, $0.word] } == [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [1, 0]])
        #expect(selection.words.map(\.text) == ["dog", "wolf", "axolotl", "beer", "hangover", "cat"])
    }

    @Test(arguments: ["ca", "en", "es"])
    func theShippedPacksSelectTheCardsACopyWouldHold(language: String) {
        let packs = PackCatalog(BuiltInPacks.loadAll()).packs(language: language)
        for filter in [WordFilter(language: language), WordFilter(language: language, difficulty: .hard, familyFriendlyOnly: false)] {
            let copied = WordSelection.unique(filter.selectedPacks(from: packs).flatMap(\.words).filter(filter.admits))
            let selection = filter.select(from: packs)
            #expect(!copied.isEmpty && Array(selection.words) == copied)
        }
    }
}
