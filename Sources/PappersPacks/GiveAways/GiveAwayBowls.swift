/// How many seeded bowls hold two cards that give each other away: the measure the shipped packs are held to
/// (issue 29: at most 0.5 % of default bowls, and of bowls of one pack alone).
public struct GiveAwayBowls: Sendable {
    /// How many bowls were drawn.
    public let bowls: Int
    /// How many held at least one pair that gives itself away.
    public let bowlsWithGiveAway: Int
    /// The pairs found in those bowls (words' texts), with how many bowls held each, most often first.
    public let pairs: [(first: String, second: String, rule: GiveAwayRule, bowls: Int)]

    /// The share of bowls with a give-away, from 0 to 1.
    public var share: Double { bowls == 0 ? 0 : Double(bowlsWithGiveAway) / Double(bowls) }

    /// Draws bowls of `size` words with seeds `seeds` from the words `filter` lets through, as a game does on a
    /// data directory that has played nothing, and counts those holding a pair `GiveAwayFinder` links (a pair
    /// that shares a group never shares a bowl, nor does a clash).
    public static func measure(
        _ packs: [WordPack], filter: WordFilter, related: RelatedTable, size: Int = 40, seeds: Range<UInt64>
    ) -> GiveAwayBowls {
        let selection = filter.select(from: packs)
        let found = GiveAwayFinder.giveAways(in: selection.words, language: filter.language, related: related)
        var partners: [Int: [(other: Int, pair: Int)]] = [:]
        for (number, pair) in found.enumerated() {
            partners[pair.first, default: []].append((pair.second, number))
            partners[pair.second, default: []].append((pair.first, number))
        }
        let index = Dictionary(uniqueKeysWithValues: selection.words.enumerated().map { ($1.key, $0) })
        var counts = [Int](repeating: 0, count: found.count)
        var withGiveAway = 0
        for seed in seeds {
            let drawn = Set(selection.draw(size, lastPlayed: [:], seed: seed).words.compactMap { index[$0.key] })
            var seen = Set<Int>()
            for card in drawn {
                for partner in partners[card] ?? [] where drawn.contains(partner.other) { seen.insert(partner.pair) }
            }
            if !seen.isEmpty { withGiveAway += 1 }
            for pair in seen { counts[pair] += 1 }
        }
        let pairs = found.indices.filter { counts[$0] > 0 }
            .sorted { (counts[$1], $0) < (counts[$0], $1) }
            .map { number in
                let pair = found[number]
                return (selection.words[pair.first].text, selection.words[pair.second].text, pair.rule, counts[number])
            }
        return GiveAwayBowls(bowls: seeds.count, bowlsWithGiveAway: withGiveAway, pairs: pairs)
    }
}
