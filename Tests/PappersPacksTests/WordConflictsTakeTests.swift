import PappersEngine
@testable import PappersPacks
import Testing

/// `WordConflicts.take`, which decides the complex cards alone past the bowl's last card and counts the simple
/// ones, against the plain greedy pass over every card, on random clashes and groups.
@Suite struct WordConflictsTakeTests {
    /// Every card in order: taken unless blocked by a clash partner taken before it or its group already taken.
    static func reference(
        _ order: [Int], clashes: [Clash], groups: [Int32], limit: Int
    ) -> (taken: [Int], takenOrder: [Int], available: Int) {
        var partners: [Int: [Int]] = [:]
        for clash in clashes {
            partners[clash.inner, default: []].append(clash.outer)
            partners[clash.outer, default: []].append(clash.inner)
        }
        var blocked = Set<Int>(), groupsTaken = Set<Int32>()
        var taken: [Int] = [], positions: [Int] = [], available = 0
        for (position, card) in order.enumerated() {
            if blocked.contains(card) { continue }
            if groups[card] >= 0, !groupsTaken.insert(groups[card]).inserted { continue }
            blocked.formUnion(partners[card] ?? [])
            available += 1
            if taken.count < limit {
                taken.append(card)
                positions.append(position)
            }
        }
        return (taken, positions, available)
    }

    @Test func takesWhatThePlainPassTakes() {
        var generator = SeededGenerator(seed: 27)
        for _ in 0..<400 {
            let cards = generator.next(in: 1...700)
            let groupCount = generator.next(in: 0...(cards / 3))
            let groups = (0..<cards).map { _ in
                groupCount > 0 && generator.chance(1, in: 2) ? Int32(generator.next(below: groupCount)) : -1
            }
            let clashes = (0..<generator.next(in: 0...(cards / 4))).compactMap { _ -> Clash? in
                let inner = generator.next(below: cards), outer = generator.next(below: cards)
                return inner == outer ? nil : Clash(inner: inner, outer: outer, isEqual: false)
            }
            let conflicts = WordConflicts(clashes: clashes, groups: groups, groupCount: groupCount)
            let order = generator.shuffled(Array(0..<cards))
            let split = generator.next(in: 0...cards)
            for limit in [0, 1, generator.next(in: 0...cards), cards, cards + 5] {
                let taken = conflicts.take(Array(order[..<split]), then: Array(order[split...]), limit: limit)
                let expected = Self.reference(order, clashes: clashes, groups: groups, limit: limit)
                #expect(taken.taken == expected.taken && taken.takenOrder == expected.takenOrder
                    && taken.available == expected.available, "\(cards) cards, limit \(limit)")
            }
        }
    }

    @Test func aGroupOfCardsFreeOfClashesCountsOnceAndAClashingGroupIsDecidedInOrder() {
        // Cards 0 and 1 share group 0 (no clash); 2 and 3 share group 1, and 3 clashes with 4.
        let conflicts = WordConflicts(
            clashes: [Clash(inner: 3, outer: 4, isEqual: false)], groups: [0, 0, 1, 1, -1, -1], groupCount: 2)
        #expect(conflicts.simpleAvailable == 2)  // card 5, and group 0
        #expect(conflicts.isComplex == [0, 0, 1, 1, 1, 0])
        let taken = conflicts.take([1, 3, 0, 4, 2, 5], limit: 1)
        #expect(taken.taken == [1] && taken.available == 3)  // 1, 3 (blocking 4), 5; not 0 or 2 (groups taken)
        #expect(conflicts.take([4, 2, 3, 1, 0, 5], limit: 0).available == 4)  // 4 (blocking 3), 2, 1, 5
    }
}
