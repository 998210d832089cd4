/// One word (or short phrase) of a pack, checked and ready to play.
public struct PackWord: Hashable, Sendable {
    /// The text players read, with the spaces at its ends trimmed.
    public let text: String
    /// The key under which two words count as the same (`WordKey.strict`): case-folded, canonically equivalent.
    public let key: String
    /// How hard it is to make others guess; medium when the pack gives no level.
    public let level: WordLevel
    /// False for words only adults should get.
    public let isFamilyFriendly: Bool
    /// Themes, such as `animals`.
    public let tags: [String]
    /// A short note for the describer.
    public let hint: String?
    /// Where the word's text is in its pack file.
    public let position: SourcePosition

    public init(
        text: String, key: String, level: WordLevel = .medium, isFamilyFriendly: Bool = true, tags: [String] = [],
        hint: String? = nil, position: SourcePosition = .start
    ) {
        self.text = text
        self.key = key
        self.level = level
        self.isFamilyFriendly = isFamilyFriendly
        self.tags = tags
        self.hint = hint
        self.position = position
    }
}
