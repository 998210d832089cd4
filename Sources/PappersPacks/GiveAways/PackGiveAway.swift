import PappersJSON

/// Two cards of a set of packs that give each other away (`GiveAwayFinder`), with where each comes from: what
/// `pappers packs check` lists after the clashes, and what the shipped packs' tests read.
public struct PackGiveAway: Hashable, Sendable {
    public let language: String
    /// The card that comes first in the packs' order.
    public let first: PackClash.Card
    /// The card that comes later, where the line is reported.
    public let second: PackClash.Card
    public let rule: GiveAwayRule
    /// What links them, as each card (or the table) writes it: the first card's, then the second's.
    public let words: [String]

    /// Whether both cards carry the same `group`: the draw then never puts both in one bowl. Unlike a clash, a
    /// give-away that no group covers can be drawn.
    public var isCovered: Bool { first.word.group != nil && first.word.group == second.word.group }

    /// The give-aways among the words of `packs`, language by language, each word once (the first copy), every
    /// level and family-friendly or not; `related` gives each language's table.
    public static func find(in packs: [WordPack], related: (String) -> RelatedTable) -> [PackGiveAway] {
        PackClash.Card.byLanguage(in: packs).flatMap { language, cards in
            GiveAwayFinder.giveAways(in: cards.map(\.word), language: language, related: related(language)).map {
                PackGiveAway(
                    language: language, first: cards[$0.first], second: cards[$0.second], rule: $0.rule, words: $0.words)
            }
        }
    }

    /// One line: `FILE:LINE:COLUMN: "domador de lleons" (ca-jobs) and "lleó" (ca-animals, FILE:LINE:COLUMN)
    /// give each other away: plural ("lleons", "lleó"); not covered by a group`, at the second card.
    public var description: String {
        let coverage = isCovered ? "covered by group \"\(first.word.group!)\"" : "not covered by a group"
        let linked = words.reversed().map { MessageText.quoted($0, limit: 60) }.joined(separator: ", ")
        return "\(second.file):\(second.word.position): \(MessageText.quoted(second.word.text, limit: 60)) "
            + "(\(second.packID)) and \(MessageText.quoted(first.word.text, limit: 60)) (\(first.packID), "
            + "\(first.file):\(first.word.position)) give each other away: \(rule.rawValue) (\(linked)); \(coverage)"
    }
}
