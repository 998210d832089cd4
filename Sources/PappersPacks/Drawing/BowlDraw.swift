import PappersJSON
import PappersEngine

/// The words drawn for a bowl, and whether there were enough.
public struct BowlDraw: Hashable, Sendable {
    /// The words drawn: first those never played (in seeded random order), then those played longest ago.
    public let words: [PackWord]
    /// How many words were asked for.
    public let requested: Int
    /// How many different words could be drawn at all: the candidates, less those left out because a card
    /// taken before them in the seeded order clashes with them or shares their group.
    public let available: Int
    /// How many of `words` had not been played before.
    public let freshCount: Int

    /// The texts of the words, as the game takes them.
    public var texts: [String] { words.map(\.text) }

    /// Whether fewer words could be drawn than were asked for.
    public var isShort: Bool { available < requested }

    /// When short, what to tell the players, such as "Only 23 words match the chosen packs and filters; 40
    /// were asked for." The caller decides whether to play with what there is.
    public var shortage: String? {
        guard isShort else { return nil }
        if available == 0 { return "No word matches the chosen packs and filters; \(requested) were asked for." }
        return "Only \(MessageText.count(available, "word")) \(available == 1 ? "matches" : "match") the chosen packs "
            + "and filters; \(requested) were asked for."
    }

    /// Draws `count` words from `candidates` with `generator`, preferring words not played recently.
    ///
    /// - Parameters:
    ///   - candidates: the words that may be drawn, in a fixed order (a word whose key repeats counts once).
    ///   - lastPlayed: for words played before, by `WordKey.strict` key, when they were last played (larger is
    ///     more recent).
    ///   - language: the words' language, for the articles that folding drops when clashes are found.
    /// Words never played come first, in seeded random order; then words played before, the longest ago first,
    /// ties in seeded random order. At most one card of a clash or of a group is taken (`WordConflicts`).
    public static func draw(
        _ count: Int, from candidates: [PackWord], lastPlayed: [String: Int], language: String? = nil,
        generator: inout SeededGenerator
    ) -> BowlDraw {
        let unique = WordSelection.unique(candidates)
        return draw(
            count, fromUnique: unique, conflicts: WordConflicts(words: unique, language: language),
            lastPlayed: lastPlayed, generator: &generator)
    }

    /// The same draw from words already free of repeated keys (a `WordSelection`'s), with their conflicts.
    /// Shuffles positions rather than the words themselves: the permutation depends only on the count, so the
    /// result is the same and much cheaper when many bowls are drawn. Conflicts never change the seeded order,
    /// only which cards of it are taken, so a bowl without conflicts is the one 1.0 drew.
    static func draw<Words: RandomAccessCollection<PackWord>>(
        _ count: Int, fromUnique words: Words, conflicts: WordConflicts, lastPlayed: [String: Int],
        generator: inout SeededGenerator
    ) -> BowlDraw where Words.Index == Int {
        var fresh: [Int] = []
        var stale: [(index: Int, playedAt: Int)] = []
        if lastPlayed.isEmpty {
            fresh = Array(unsafeUninitializedCapacity: words.count) { buffer, count in
                for index in 0..<words.count { buffer.initializeElement(at: index, to: index) }
                count = words.count
            }
        } else {
            for index in words.indices {
                if let playedAt = lastPlayed[words[index].key] {
                    stale.append((index, playedAt))
                } else {
                    fresh.append(index)
                }
            }
        }
        generator.shuffle(&fresh)
        generator.shuffle(&stale)
        // Oldest first; the seeded order breaks ties (sorting by position as well keeps this independent of
        // whether the standard library's sort is stable).
        let staleInOrder = stale.enumerated()
            .sorted { ($0.element.playedAt, $0.offset) < ($1.element.playedAt, $1.offset) }
            .map(\.element.index)
        let wanted = max(0, count)
        let taken = conflicts.take(fresh, then: staleInOrder, limit: wanted)
        return BowlDraw(
            words: taken.taken.map { words[$0] }, requested: wanted, available: taken.available,
            freshCount: taken.takenOrder.filter { $0 < fresh.count }.count)
    }

    /// Draws a bowl for a game: the words of `packs` that `filter` lets through, drawn with the game seed's
    /// `.bowl` stream.
    public static func draw(
        _ count: Int, from packs: [WordPack], filter: WordFilter, lastPlayed: [String: Int], seed: UInt64
    ) -> BowlDraw {
        filter.select(from: packs).draw(count, lastPlayed: lastPlayed, seed: seed)
    }
}

extension WordSelection {
    /// Draws a bowl of `count` of these words with the game seed's `.bowl` stream, fresh words first. Select
    /// once and draw many times when many games share the filters (a simulation).
    public func draw(_ count: Int, lastPlayed: [String: Int], seed: UInt64) -> BowlDraw {
        var generator = SeededGenerator(seed: seed, stream: .bowl)
        return BowlDraw.draw(
            count, fromUnique: words, conflicts: conflicts, lastPlayed: lastPlayed, generator: &generator)
    }
}
