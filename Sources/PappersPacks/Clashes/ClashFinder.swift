/// Finds the clashes among cards of one language, indexing cards by their folded words so that each card costs
/// a few look-ups (one per run of its words), not a comparison with every other card.
public enum ClashFinder {
    /// The clashes among `words`, by index, ordered by the outer card then the inner one.
    public static func clashes(in words: some Sequence<PackWord>, language: String?) -> [Clash] {
        clashes(amongBytes: words.map { WordFold.bytes(of: $0.text, language: language) })
    }

    /// The clashes among cards given as their folded words. A card that folds to nothing (only an article, say)
    /// clashes with none.
    public static func clashes(amongFolded folded: [[String]]) -> [Clash] {
        clashes(amongBytes: folded.map { Array($0.joined(separator: " ").utf8) })
    }

    /// One card's folded text: its bytes, where each word starts, and each word's hash.
    private struct Card {
        let bytes: [UInt8]
        var starts: [Int] = []
        var hashes: [UInt64] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var hash = fnvBasis
            for (index, byte) in bytes.enumerated() {
                if byte == space {
                    hashes.append(hash)
                    hash = fnvBasis
                    continue
                }
                if index == 0 || bytes[index - 1] == space { starts.append(index) }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            if !bytes.isEmpty { hashes.append(hash) }
        }

        /// The bytes of words `start..<end`.
        func run(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
            bytes[starts[start]..<(end < starts.count ? starts[end] - 1 : bytes.count)]
        }
    }

    private static let space = UInt8(ascii: " ")
    private static let fnvBasis: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Each word gets a 64-bit hash (FNV-1a of its bytes), and each card is indexed under the hash of its words'
    /// hashes; every run of consecutive words of every card is looked up by its hash (built word by word,
    /// without allocating), and a hit is confirmed byte by byte.
    static func clashes(amongBytes folded: [[UInt8]]) -> [Clash] {
        let cards = folded.map(Card.init)
        // Cards by the hash of their whole text: the first card, then the next card of the same hash.
        var first: [UInt64: Int] = [:]
        first.reserveCapacity(cards.count)
        var next = [Int](repeating: -1, count: cards.count)
        var firstWords = Set<UInt64>()
        var longest = 0
        for index in cards.indices.reversed() where !cards[index].hashes.isEmpty {
            let card = cards[index]
            let key = card.hashes.reduce(seed, mix)
            if let earlier = first[key] { next[index] = earlier }
            first[key] = index
            firstWords.insert(card.hashes[0])
            longest = max(longest, card.hashes.count)
        }
        var clashes: [Clash] = []
        var found: [Int] = []
        for (outer, card) in cards.enumerated() where !card.hashes.isEmpty {
            let words = card.hashes
            found.removeAll(keepingCapacity: true)
            for start in words.indices where firstWords.contains(words[start]) {
                var key = seed
                for end in (start + 1)...min(words.count, start + longest) {
                    key = mix(key, words[end - 1])
                    var candidate = first[key] ?? -1
                    while candidate >= 0 {
                        defer { candidate = next[candidate] }
                        guard candidate != outer, !found.contains(candidate),
                              cards[candidate].bytes.elementsEqual(card.run(start, end)) else { continue }
                        found.append(candidate)
                        let isWhole = start == 0 && end == words.count
                        // Equal texts are one clash, reported once: at the later card.
                        if isWhole && candidate > outer { continue }
                        clashes.append(Clash(inner: candidate, outer: outer, isEqual: isWhole))
                    }
                }
            }
        }
        return clashes.sorted { ($0.outer, $0.inner) < ($1.outer, $1.inner) }
    }

    private static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Adds a word's hash to a run's hash (the SplitMix64 finaliser over the running value).
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        var z = (hash ^ word) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
