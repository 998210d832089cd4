/// Which cards of a list may not share a bowl: those that clash (`ClashFinder`) and those of one `group`.
///
/// Found once for the words a game may draw (a `WordSelection`); the draw then takes at most one card of each
/// clash and of each group, whichever comes first in its seeded order.
public struct WordConflicts: Hashable, Sendable {
    /// The clashes among the words, by index.
    public let clashes: [Clash]
    /// For each card with clashes, the cards it clashes with.
    let partners: [Int: [Int]]
    /// For each card, the number of its group (groups of at least two cards, numbered in order), or -1.
    let groups: [Int]
    /// How many groups of at least two cards there are.
    let groupCount: Int

    /// The conflicts among `words`, all of one language (nil drops no article).
    public init(words: [PackWord], language: String?) {
        clashes = ClashFinder.clashes(in: words, language: language)
        var partners: [Int: [Int]] = [:]
        for clash in clashes {
            partners[clash.inner, default: []].append(clash.outer)
            partners[clash.outer, default: []].append(clash.inner)
        }
        self.partners = partners
        var members: [String: Int] = [:]
        for word in words { if let group = word.group { members[group, default: 0] += 1 } }
        var numbers: [String: Int] = [:]
        groups = words.map { word in
            guard let group = word.group, members[group, default: 0] > 1 else { return -1 }
            if let number = numbers[group] { return number }
            numbers[group] = numbers.count
            return numbers.count - 1
        }
        groupCount = numbers.count
    }

    /// Whether every card may share a bowl with every other.
    public var isEmpty: Bool { clashes.isEmpty && groupCount == 0 }

    /// Whether `a` and `b` may not share a bowl.
    public func conflict(_ a: Int, _ b: Int) -> Bool {
        if groupCount > 0, groups[a] >= 0, groups[a] == groups[b] { return true }
        return partners[a]?.contains(b) == true
    }

    /// The cards of `order` a bowl takes, in that order: each card unless it clashes with, or shares a group
    /// with, a card taken before it. Stops once `limit` are taken; also says how many the whole order would
    /// give.
    func take(_ order: [Int], limit: Int) -> (taken: [Int], takenOrder: [Int], available: Int) {
        guard !isEmpty else {
            let taken = Array(order.prefix(limit))
            return (taken, Array(taken.indices), order.count)
        }
        var blocked = Set<Int>()
        var groupTaken = [Bool](repeating: false, count: groupCount)
        var taken: [Int] = []
        var positions: [Int] = []
        var available = 0
        for (position, card) in order.enumerated() {
            if blocked.contains(card) { continue }
            let group = groups[card]
            if group >= 0 {
                if groupTaken[group] { continue }
                groupTaken[group] = true
            }
            if let others = partners[card] { blocked.formUnion(others) }
            available += 1
            if taken.count < limit {
                taken.append(card)
                positions.append(position)
            }
        }
        return (taken, positions, available)
    }
}
