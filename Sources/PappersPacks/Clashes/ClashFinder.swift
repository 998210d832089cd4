/// Finds the clashes among cards of one language, indexing cards by their folded text so that each card costs
/// a few look-ups (one per run of its words), not a comparison with every other card.
public enum ClashFinder {
    /// The clashes among `words`, by index, ordered by the outer card then the inner one.
    public static func clashes(in words: [PackWord], language: String?) -> [Clash] {
        clashes(amongFolded: words.map { WordFold.words(of: $0.text, language: language) })
    }

    /// The clashes among cards given as their folded words. A card that folds to nothing (only an article, say)
    /// clashes with none.
    public static func clashes(amongFolded folded: [[String]]) -> [Clash] {
        var cardsByText: [String: [Int]] = [:]
        var firstWords = Set<String>()
        var lengths = Set<Int>()
        for (index, words) in folded.enumerated() where !words.isEmpty {
            cardsByText[words.joined(separator: " "), default: []].append(index)
            firstWords.insert(words[0])
            lengths.insert(words.count)
        }
        var clashes: [Clash] = []
        for (outer, words) in folded.enumerated() where !words.isEmpty {
            var found = Set<Int>()
            for start in words.indices where firstWords.contains(words[start]) {
                for end in (start + 1)...words.count where lengths.contains(end - start) {
                    let isWhole = start == 0 && end == words.count
                    guard let cards = cardsByText[words[start..<end].joined(separator: " ")] else { continue }
                    for inner in cards where inner != outer && found.insert(inner).inserted {
                        // Equal texts are one clash, reported once: at the later card.
                        if isWhole && inner > outer { continue }
                        clashes.append(Clash(inner: inner, outer: outer, isEqual: isWhole))
                    }
                }
            }
        }
        return clashes.sorted { ($0.outer, $0.inner) < ($1.outer, $1.inner) }
    }
}
