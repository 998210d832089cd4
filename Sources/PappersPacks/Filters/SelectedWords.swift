/// The cards a filter lets through, in pack order, kept as places in their packs (8 bytes a card) rather than
/// as copies of the cards: the packs hold them already for as long as the game runs.
public struct SelectedWords: RandomAccessCollection, Hashable, Sendable {
    /// Where a card is: its pack's position among `packs`, and its position among that pack's words.
    struct Place: Hashable, Sendable {
        let pack: Int32
        let word: Int32
    }

    /// The packs the cards are in.
    let packs: [WordPack]
    /// The cards, in order.
    let places: [Place]

    /// The cards of `packs` that `admits` lets through, each key once (its first card in pack order).
    init(_ packs: [WordPack], admitting admits: (PackWord) -> Bool) {
        var seen = Set<String>()
        var places: [Place] = []
        for (pack, wordPack) in packs.enumerated() {
            for (word, card) in wordPack.words.enumerated() where admits(card) && seen.insert(card.key).inserted {
                places.append(Place(pack: Int32(pack), word: Int32(word)))
            }
        }
        self.packs = packs
        self.places = places
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { places.count }

    public subscript(position: Int) -> PackWord {
        let place = places[position]
        return packs[Int(place.pack)].words[Int(place.word)]
    }
}
