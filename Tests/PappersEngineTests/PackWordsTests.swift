import PappersEngine
import Testing

/// Which pack of its game a word of the bowl came from, for the records' per-pack figures.
@Suite struct PackWordsTests {
    static let packWords = PackWords([
        (id: "en-food", words: ["paella", "Hot dog"]),
        (id: "en-places", words: ["Eiffel Tower", "Paella"]),
    ])

    @Test func aWordGoesToTheFirstOfItsGamesPacksThatHoldsIt() {
        let packs = ["en-places", "en-food"]
        #expect(Self.packWords.pack(of: "Eiffel Tower", among: packs) == 0)
        #expect(Self.packWords.pack(of: "hot dog", among: packs) == 1, "words compare with case folded")
        #expect(Self.packWords.pack(of: "paella", among: packs) == 0, "held by both: the first listed")
        #expect(Self.packWords.pack(of: "paella", among: ["en-food", "en-places"]) == 0)
        #expect(Self.packWords.pack(of: "Hot dog", among: ["en-places"]) == nil, "a pack the game did not draw from")
    }

    @Test func aWordNoKnownPackHoldsGoesToAPackNoLongerKnown() {
        #expect(Self.packWords.pack(of: "karaoke", among: ["en-food", "my-removed-pack"]) == 1)
        #expect(Self.packWords.pack(of: "karaoke", among: ["en-food", "en-places"]) == nil, "a player's own word")
        #expect(PackWords().pack(of: "paella", among: ["en-food", "en-places"]) == 0)
        #expect(PackWords().pack(of: "paella", among: []) == nil)
    }
}
