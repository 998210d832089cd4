/// Which words of which packs may go into a bowl: the settings' language, packs, difficulty,
/// family-friendliness and word region.
public struct WordFilter: Hashable, Codable, Sendable {
    /// ISO 639-1 code: only packs of this language are used.
    public var language: String
    /// The packs chosen, by id; empty means every pack of the language that is selected by default.
    public var packIDs: [String]
    /// Which word levels are allowed.
    public var difficulty: Difficulty
    /// True (the default) keeps out the words a pack marks as not family-friendly.
    public var familyFriendlyOnly: Bool
    /// The players' region: a card tagged for other regions only stays out (`any` keeps every card).
    public var region: WordRegion

    public init(
        language: String, packIDs: [String] = [], difficulty: Difficulty = .any, familyFriendlyOnly: Bool = true,
        region: WordRegion = .any
    ) {
        self.language = language
        self.packIDs = packIDs
        self.difficulty = difficulty
        self.familyFriendlyOnly = familyFriendlyOnly
        self.region = region
    }

    /// Whether a word passes the difficulty, family-friendly and region filters.
    public func admits(_ word: PackWord) -> Bool {
        difficulty.admits(word.level) && (word.isFamilyFriendly || !familyFriendlyOnly) && region.admits(word)
    }

    /// The packs of `packs` this filter uses: those of the language, and among them the chosen ones (with none
    /// chosen, those selected by default), in the order of `packs`.
    public func selectedPacks(from packs: [WordPack]) -> [WordPack] {
        packs.filter {
            $0.language == language && (packIDs.isEmpty ? $0.header.selectedByDefault : packIDs.contains($0.id))
        }
    }

    /// The words that may be drawn: those of the selected packs that pass the filters, each once (the first
    /// copy, in pack order, when packs share a word), with the chosen ids that match no pack of the language.
    public func select(from packs: [WordPack]) -> WordSelection {
        let selected = selectedPacks(from: packs)
        let words = SelectedWords(selected, admitting: admits)
        let found = Set(selected.map(\.id))
        let unknown = packIDs.filter { !found.contains($0) }
        return WordSelection(
            words: words, packs: selected, unknownPackIDs: unknown,
            conflicts: WordConflicts(words: words, language: language))
    }
}

/// The words a filter lets through.
public struct WordSelection: Hashable, Sendable {
    /// Each word once, in pack order.
    public let words: SelectedWords
    /// The packs they come from.
    public let packs: [WordPack]
    /// Chosen pack ids that match no pack of the language.
    public let unknownPackIDs: [String]
    /// The clashes and groups among `words`, found when they are selected: a bowl takes one card of each.
    public let conflicts: WordConflicts

    /// `words` without later copies of a key already seen.
    static func unique(_ words: some Sequence<PackWord>) -> [PackWord] {
        var seen = Set<String>()
        return words.filter { seen.insert($0.key).inserted }
    }
}
