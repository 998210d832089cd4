import PappersText

/// Which words each word pack holds, so that the records can give each word of a bowl to the pack it was drawn
/// from: a game's record names its packs but not which pack each word came from.
///
/// A word belongs to the first of its game's packs that holds it (words compared by `WordKey.strict`). A word
/// no pack of its game holds (a player's own word, or a pack edited since) goes to the first of the game's packs
/// that is not known here (a pack since removed, or a `--pack` file), and otherwise to no pack.
public struct PackWords: Sendable {
    private var keys: [String: Set<String>] = [:]

    /// No pack known: every word goes to the first pack of its game.
    public init() {}

    /// The packs `packs` (an id and the texts of its words each); a pack listed twice keeps its first words.
    public init(_ packs: [(id: String, words: [String])]) {
        for pack in packs where keys[pack.id] == nil {
            keys[pack.id] = Set(pack.words.map(WordKey.strict))
        }
    }

    /// Where `word` of a game drawn from `packs` came from: an index into `packs`, or nil for none.
    public func pack(of word: String, among packs: [String]) -> Int? {
        let key = WordKey.strict(word)
        if let holder = packs.firstIndex(where: { keys[$0]?.contains(key) ?? false }) { return holder }
        return packs.firstIndex { keys[$0] == nil }
    }
}
