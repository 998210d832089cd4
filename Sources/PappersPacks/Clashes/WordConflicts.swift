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
    /// For each card, the number of its group (groups of at least two cards, numbered in order), or -1.
    let groups: [Int32]
    /// How many groups of at least two cards there are.
    let groupCount: Int
    /// 1 for a card whose fate in a draw depends on the cards before it in ways a count cannot say: it clashes
    /// with some card, or shares a group with one that does; 0 for a simple card: one of no group (every draw
    /// takes it) or of a group none of whose cards clashes (every draw takes the group's first card, whichever
    /// it is). Complex cards clash with and share groups with complex cards only.
    let isComplex: [UInt8]
    /// How many cards every draw of the whole list takes among the simple cards: one for each card of no group
    /// and no clash, one for each group of simple cards.
    let simpleAvailable: Int

    /// The conflicts among `words`, all of one language (nil drops no article).
    public init(words: some Sequence<PackWord>, language: String?) {
        var members: [String: Int] = [:]
        for word in words { if let group = word.group { members[group, default: 0] += 1 } }
        var numbers: [String: Int32] = [:]
        let groups = words.map { word -> Int32 in
            guard let group = word.group, members[group, default: 0] > 1 else { return -1 }
            if let number = numbers[group] { return number }
            numbers[group] = Int32(numbers.count)
            return Int32(numbers.count - 1)
        }
        self.init(clashes: ClashFinder.clashes(in: words, language: language), groups: groups, groupCount: numbers.count)
    }

    /// The conflicts of cards numbered from 0 (`groups.count` of them): `clashes` among them, and the number of
    /// each card's group (from 0 to `groupCount - 1`; -1 for none).
    init(clashes: [Clash], groups: [Int32], groupCount: Int) {
        self.clashes = clashes
        self.groups = groups
        self.groupCount = groupCount
        var counts = [Int32](repeating: 0, count: groups.count + 1)
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
        let clashing = groups.indices.map { counts[$0] != counts[$0 + 1] }
        var groupClashes = [Bool](repeating: false, count: groupCount)
        for card in groups.indices where clashing[card] && groups[card] >= 0 { groupClashes[Int(groups[card])] = true }
        let isComplex: [UInt8] = groups.indices.map {
            clashing[$0] || (groups[$0] >= 0 && groupClashes[Int(groups[$0])]) ? 1 : 0
        }
        self.isComplex = isComplex
        let simpleGroups = Set(groups.indices.filter { groups[$0] >= 0 && isComplex[$0] == 0 }.map { groups[$0] })
        simpleAvailable = groups.indices.filter { groups[$0] < 0 && !clashing[$0] }.count + simpleGroups.count
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
    /// would give. `order` and `more` together hold each card once.
    ///
    /// It runs for every bowl drawn. The cards are decided one by one until `limit` are taken; past that, only
    /// the complex cards (few) are decided, to count those taken: the simple ones add `simpleAvailable` to the
    /// count whatever their order. Deciding every card there, in a random order, was a branch mispredicted
    /// about every other card; picking the complex cards out of the rest takes none.
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
        taken.reserveCapacity(max(0, limit))
        positions.reserveCapacity(max(0, limit))
        var complexTaken = 0
        order.withUnsafeBufferPointer { order in
            partnerStarts.withUnsafeBufferPointer { starts in
                partners.withUnsafeBufferPointer { partners in
                    groups.withUnsafeBufferPointer { groups in
                        isComplex.withUnsafeBufferPointer { isComplex in
                            blocked.withUnsafeMutableBufferPointer { blocked in
                                groupTaken.withUnsafeMutableBufferPointer { groupTaken in
                                    /// Whether `card` is taken, noting what it blocks.
                                    func decide(_ card: Int) -> Bool {
                                        if blocked[card] { return false }
                                        let group = Int(groups[card])
                                        if group >= 0 {
                                            if groupTaken[group] { return false }
                                            groupTaken[group] = true
                                        }
                                        for partner in Int(starts[card])..<Int(starts[card + 1]) {
                                            blocked[Int(partners[partner])] = true
                                        }
                                        return true
                                    }
                                    var position = 0
                                    while taken.count < limit, position < order.count {
                                        let card = order[position]
                                        if decide(card) {
                                            complexTaken += Int(isComplex[card])
                                            taken.append(card)
                                            positions.append(position)
                                        }
                                        position += 1
                                    }
                                    // The complex cards of the rest, a block at a time: each card is written to the
                                    // block, and the block's end moves on past it only when it is complex.
                                    withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { block in
                                        while position < order.count {
                                            let end = min(position + 256, order.count)
                                            var count = 0
                                            while position < end {
                                                let card = order[position]
                                                block[count] = card
                                                count &+= Int(isComplex[card])
                                                position &+= 1
                                            }
                                            for card in block[..<count] where decide(card) { complexTaken += 1 }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return (taken, positions, simpleAvailable + complexTaken)
    }
}
