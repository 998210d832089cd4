import PappersJSON

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
    /// Cards of one language that share a group never share a bowl (synonyms, one film's characters); nil for
    /// none. Same syntax as a tag.
    public let group: String?
    /// Where the word's text is in its pack file.
    public let position: SourcePosition

    public init(
        text: String, key: String, level: WordLevel = .medium, isFamilyFriendly: Bool = true, tags: [String] = [],
        hint: String? = nil, group: String? = nil, position: SourcePosition = .start
    ) {
        self.text = text
        self.key = key
        self.level = level
        self.isFamilyFriendly = isFamilyFriendly
        self.tags = tags
        self.hint = hint
        self.group = group
        self.position = position
    }
}
