import PappersJSON

/// A pack that loaded without a single problem: its header, its words and where it came from.
public struct WordPack: Hashable, Sendable {
    public let header: PackHeader
    /// The words in the order of the file.
    public let words: [PackWord]
    /// Where the pack was loaded from.
    public let source: PackSource
    /// Where the pack's `id` is written in its file, for messages about it.
    public let idPosition: SourcePosition

    public init(header: PackHeader, words: [PackWord], source: PackSource, idPosition: SourcePosition = .start) {
        self.header = header
        self.words = words
        self.source = source
        self.idPosition = idPosition
    }

    public var id: String { header.id }
    public var name: String { header.name }
    public var language: String { header.language }

    /// How many of the words are family-friendly.
    public var familyFriendlyCount: Int { words.reduce(0) { $0 + ($1.isFamilyFriendly ? 1 : 0) } }
}
