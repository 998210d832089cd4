import PappersJSON

/// A clash between two cards of a set of packs, with where each card comes from: what `pappers packs check`
/// lists and what the shipped packs' test reads.
public struct PackClash: Hashable, Sendable {
    /// A card and the pack that holds it.
    public struct Card: Hashable, Sendable {
        public let word: PackWord
        public let packID: String
        /// The pack's file, as messages name it.
        public let file: String

        /// The cards of `packs`, language by language (in order of first appearance), each word once (the
        /// first copy, as a bowl takes it), every level and family-friendly or not.
        static func byLanguage(in packs: [WordPack]) -> [(language: String, cards: [Card])] {
            var languages: [String] = []
            for pack in packs where !languages.contains(pack.language) { languages.append(pack.language) }
            return languages.map { language in
                var seen = Set<String>()
                var cards: [Card] = []
                for pack in packs where pack.language == language {
                    let file = pack.source.displayPath
                    for word in pack.words where seen.insert(word.key).inserted {
                        cards.append(Card(word: word, packID: pack.id, file: file))
                    }
                }
                return (language, cards)
            }
        }
    }

    public let language: String
    /// The card whose folded text appears inside the other's (the earlier one when both fold alike).
    public let inner: Card
    /// The card that holds it.
    public let outer: Card
    public let isEqual: Bool

    /// Whether both cards carry the same `group`, so the pack's authors chose to keep them apart on purpose.
    /// The draw keeps every clash out of one bowl, covered or not.
    public var isCovered: Bool { inner.word.group != nil && inner.word.group == outer.word.group }

    /// The clashes among the words of `packs`, language by language (in order of first appearance), each word
    /// once (the first copy, as a bowl takes it), every level and family-friendly or not.
    public static func find(in packs: [WordPack]) -> [PackClash] {
        Card.byLanguage(in: packs).flatMap { language, cards in
            ClashFinder.clashes(in: cards.map(\.word), language: language).map { clash in
                PackClash(language: language, inner: cards[clash.inner], outer: cards[clash.outer], isEqual: clash.isEqual)
            }
        }
    }

    /// One line: `FILE:LINE:COLUMN: "hot dog" (en-food) holds "dog" (en-animals, FILE:LINE:COLUMN); not covered
    /// by a group`, at the outer card.
    public var description: String {
        let relation = isEqual ? "folds to the same words as" : "holds"
        let coverage = isCovered ? "covered by group \"\(inner.word.group!)\"" : "not covered by a group"
        return "\(outer.file):\(outer.word.position): \(MessageText.quoted(outer.word.text, limit: 60)) (\(outer.packID)) "
            + "\(relation) \(MessageText.quoted(inner.word.text, limit: 60)) (\(inner.packID), "
            + "\(inner.file):\(inner.word.position)); \(coverage)"
    }
}
