/// Two cards of one language that give each other away by a rule of `GiveAwayFinder`, though neither card's
/// words appear inside the other's (that is a `Clash`, which the draw already keeps apart).
public struct GiveAway: Hashable, Sendable {
    /// The index of the earlier card.
    public let first: Int
    /// The index of the later card.
    public let second: Int
    /// The first rule, in `GiveAwayRule`'s order, that links them.
    public let rule: GiveAwayRule
    /// What links them, as each card writes it: the word of the first card, then the word of the second
    /// ("lleó", "lleons"); for the `related` rule, the two members of the table's set.
    public let words: [String]

    public init(first: Int, second: Int, rule: GiveAwayRule, words: [String]) {
        self.first = first
        self.second = second
        self.rule = rule
        self.words = words
    }
}
