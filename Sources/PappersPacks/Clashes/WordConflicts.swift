/// Which cards of a list may not share a bowl: those that clash (`ClashFinder`) and those of one `group`.
///
/// Found once for the words a game may draw (a `WordSelection`); the draw then takes at most one card of each
/// clash and of each group, whichever comes first in its seeded order.
public struct WordConflicts: Hashable, Sendable {
    /// The clashes among the words, by index.
    public let clashes: [Clash]
    /// The cards each card clashes with, one after another: those of card `i` are
    /// `partners[partnerStarts[i]..<partnerStarts[i + 1]]`. Small integers in flat arrays, so that drawing a
    /// bowl (thousands of times in a simulation) reads arrays and hashes nothing.
    let partnerStarts: [Int32]
    let partners: [Int32]
    /// For each card, the number of its group (groups of at least two cards, numbered in order), or -1; -2 for
    /// a card free of any group and clash, which every bowl may take whatever came before it.
    let groups: [Int32]
    /// How many groups of at least two cards there are.
    let groupCount: Int

    /// The conflicts among `words`, all of one language (nil drops no article).
    public init(words: [PackWord], language: String?) {
        clashes = ClashFinder.clashes(in: words, language: language)
        var counts = [Int32](repeating: 0, count: words.count + 1)
        for clash in clashes {
            counts[clash.inner + 1] += 1
            counts[clash.outer + 1] += 1
        }
        for index in counts.indices.dropFirst() { counts[index] += counts[index - 1] }
        partnerStarts = counts
        var partners = [Int32](repeating: 0, count: Int(counts.last ?? 0))
        var next = counts
        for clash in clashes {
            partners[Int(next[clash.inner])] = Int32(clash.outer)
            next[clash.inner] += 1
            partners[Int(next[clash.outer])] = Int32(clash.inner)
            next[clash.outer] += 1
        }
        self.partners = partners
        var members: [String: Int] = [:]
        for word in words { if let group = word.group { members[group, default: 0] += 1 } }
        var numbers: [String: Int32] = [:]
        var groups = words.map { word -> Int32 in
            guard let group = word.group, members[group, default: 0] > 1 else { return -1 }
            if let number = numbers[group] { return number }
            numbers[group] = Int32(numbers.count)
            return Int32(numbers.count - 1)
        }
        groupCount = numbers.count
        for card in groups.indices where groups[card] == -1 && partnerStarts[card] == partnerStarts[card + 1] {
            groups[card] = -2
        }
        self.groups = groups
    }

    /// Whether every card may share a bowl with every other.
    public var isEmpty: Bool { clashes.isEmpty && groupCount == 0 }

    /// Whether `a` and `b` may not share a bowl.
    public func conflict(_ a: Int, _ b: Int) -> Bool {
        if groupCount > 0, groups[a] >= 0, groups[a] == groups[b] { return true }
        return partners[Int(partnerStarts[a])..<Int(partnerStarts[a + 1])].contains(Int32(b))
    }

    /// The cards of `order` then `more` a bowl takes, in that order: each card unless it clashes with, or shares
    /// a group with, a card taken before it. Stops once `limit` are taken; also says how many the whole order
    /// would give. Reads the flat arrays through their buffers: it runs for every bowl drawn.
    func take(_ order: [Int], then more: [Int] = [], limit: Int) -> (taken: [Int], takenOrder: [Int], available: Int) {
        let order = more.isEmpty ? order : order + more
        guard !isEmpty else {
            let taken = Array(order.prefix(limit))
            return (taken, Array(taken.indices), order.count)
        }
        var blocked = [Bool](repeating: false, count: groups.count)
        var groupTaken = [Bool](repeating: false, count: groupCount)
        var taken: [Int] = []
        var positions: [Int] = []
        taken.reserveCapacity(limit)
        positions.reserveCapacity(limit)
        let available = order.withUnsafeBufferPointer { order in
            partnerStarts.withUnsafeBufferPointer { starts in
                partners.withUnsafeBufferPointer { partners in
                    groups.withUnsafeBufferPointer { groups in
                        blocked.withUnsafeMutableBufferPointer { blocked in
                            groupTaken.withUnsafeMutableBufferPointer { groupTaken in
                                var available = 0
                                for position in 0..<order.count {
                                    let card = order[position]
                                    let group = Int(groups[card])
                                    if group == -2 {
                                        if available < limit {
                                            taken.append(card)
                                            positions.append(position)
                                        }
                                        available += 1
                                        continue
                                    }
                                    if blocked[card] { continue }
                                    if group >= 0 {
                                        if groupTaken[group] { continue }
                                        groupTaken[group] = true
                                    }
                                    var partner = Int(starts[card])
                                    let end = Int(starts[card + 1])
                                    while partner < end {
                                        blocked[Int(partners[partner])] = true
                                        partner += 1
                                    }
                                    if available < limit {
                                        taken.append(card)
                                        positions.append(position)
                                    }
                                    available += 1
                                }
                                return available
                            }
                        }
                    }
                }
            }
        }
        return (taken, positions, available)
    }
}
