/// Finds the pairs of cards of one language that give each other away though neither holds the other (those
/// are clashes, `ClashFinder`): by a plural, a derived word, an English compound, a shared root, a shared head
/// noun, a shared word, or the language's related-words table (`GiveAwayRule`; the forms in `WordForms`, the
/// stop-words in `StopWords`, what counts as a card's word in `GiveAwayCard`).
///
/// Cards are indexed by their words, their roots and their head nouns, and each word's plural and derived
/// forms are looked up there: each card costs a few dozen look-ups, not a comparison with every other card.
public enum GiveAwayFinder {
    /// The pairs among `words` (all of one language) that give each other away and do not clash, by index,
    /// ordered by the later card then the earlier, each under the first rule that links it. Groups are not
    /// looked at: whether a pair is covered is the caller's question.
    public static func giveAways(in words: some Sequence<PackWord>, language: String?, related: RelatedTable) -> [GiveAway] {
        let stopWords = StopWords.folded(for: language)
        let cards = words.map { GiveAwayCard($0, language: language, stopWords: stopWords) }
        var pairs = Pairs()
        linkByWords(cards, language: language, into: &pairs)
        linkByTable(cards, related, into: &pairs)
        let clashes = Set(ClashFinder.clashes(in: words, language: language).map { Key($0.inner, $0.outer) })
        return pairs.found.filter { !clashes.contains($0.key) }.values
            .sorted { ($0.second, $0.first) < ($1.second, $1.first) }
    }

    /// Two card indexes, the smaller first.
    struct Key: Hashable {
        let first: Int
        let second: Int

        init(_ a: Int, _ b: Int) {
            (first, second) = a < b ? (a, b) : (b, a)
        }
    }

    /// The pairs found so far, each under its first rule.
    struct Pairs {
        var found: [Key: GiveAway] = [:]

        /// Notes that card `a`'s word `wordA` and card `b`'s word `wordB` link them by `rule`.
        mutating func note(_ a: Int, _ wordA: String, _ b: Int, _ wordB: String, _ rule: GiveAwayRule) {
            guard a != b else { return }
            let key = Key(a, b)
            if let earlier = found[key], earlier.rule <= rule { return }
            found[key] = GiveAway(
                first: key.first, second: key.second, rule: rule, words: a < b ? [wordA, wordB] : [wordB, wordA])
        }
    }

    /// Where a content word is: its card and the word.
    private typealias Place = (card: Int, word: GiveAwayCard.Word)

    private static func linkByWords(_ cards: [GiveAwayCard], language: String?, into pairs: inout Pairs) {
        var byWord: [String: [Place]] = [:]
        var byRoot: [String: [Place]] = [:]
        var byHead: [String: [Int]] = [:]
        for (index, card) in cards.enumerated() {
            for word in card.words {
                byWord[word.folded, default: []].append((index, word))
                if !word.isName, let root = WordRoot.of(word.folded) { byRoot[root, default: []].append((index, word)) }
            }
            if let head = card.head { byHead[head, default: []].append(index) }
        }
        for (index, card) in cards.enumerated() {
            for word in card.words {
                if !word.isPersonName {
                    for form in WordForms.plurals(of: word.folded, language: language) {
                        for other in byWord[form] ?? [] where !other.word.isPersonName {
                            pairs.note(index, word.written, other.card, other.word.written, .plural)
                        }
                    }
                }
                if !word.isCapitalised {
                    for form in WordForms.derivations(of: word.folded, language: language) {
                        for other in byWord[form] ?? [] where !other.word.isName {
                            pairs.note(index, word.written, other.card, other.word.written, .derived)
                        }
                    }
                }
                if !word.isName, let root = WordRoot.of(word.folded) {
                    for other in byRoot[root] ?? [] where other.word.folded != word.folded {
                        pairs.note(index, word.written, other.card, other.word.written, .root)
                    }
                }
                if WordFold.letters(in: word.folded.utf8) >= 4 {
                    for other in byWord[word.folded] ?? [] {
                        pairs.note(index, word.written, other.card, other.word.written, .sharedWord)
                    }
                }
            }
            if let head = card.head {
                for other in byHead[head] ?? [] { pairs.note(index, head, other, head, .headNoun) }
            }
            if language == "en", card.folded.count == 1, let whole = card.words.first, !whole.isName {
                // A compound: its first 4 letters or more are a word of another card, and 3 letters or more follow.
                let letters = Array(whole.folded)
                for length in stride(from: 4, through: letters.count - 3, by: 1) {
                    for other in byWord[String(letters[..<length])] ?? [] where !other.word.isName {
                        pairs.note(index, whole.written, other.card, other.word.written, .compound)
                    }
                }
            }
        }
    }

    /// Pairs of cards holding two different members of one set of the table.
    private static func linkByTable(_ cards: [GiveAwayCard], _ table: RelatedTable, into pairs: inout Pairs) {
        guard !table.sets.isEmpty else { return }
        var members: [String: [(set: Int, member: Int)]] = [:]
        var longest = 0
        for (set, entries) in table.sets.enumerated() {
            for (member, entry) in entries.enumerated() {
                members[entry.words.joined(separator: " "), default: []].append((set, member))
                longest = max(longest, entry.words.count)
            }
        }
        // For each set, the cards that hold each member.
        var holders: [Int: [(card: Int, member: Int)]] = [:]
        for (index, card) in cards.enumerated() {
            let words = card.folded
            for start in words.indices {
                for end in (start + 1)...min(words.count, start + longest) {
                    for hit in members[words[start..<end].joined(separator: " ")] ?? [] {
                        holders[hit.set, default: []].append((index, hit.member))
                    }
                }
            }
        }
        for set in holders.keys.sorted() {
            let found = holders[set]!
            let members = table.sets[set]
            for (offset, a) in found.enumerated() {
                for b in found[(offset + 1)...] where a.member != b.member {
                    pairs.note(a.card, members[a.member].written, b.card, members[b.member].written, .related)
                }
            }
        }
    }
}
