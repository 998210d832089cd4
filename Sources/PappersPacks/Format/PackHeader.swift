/// What a pack says about itself: every field of a pack file but its words.
public struct PackHeader: Hashable, Sendable {
    /// The version of the file format; this program reads `PackFormat.version`.
    public let format: Int
    /// Unique across every pack the program sees: lower-case letters, digits and hyphens.
    public let id: String
    /// The name players see.
    public let name: String
    /// ISO 639-1 code of the words' language, such as `en`.
    public let language: String
    public let description: String?
    /// The pack's own version, such as `1.0.0`.
    public let version: String
    public let author: String?
    /// An SPDX licence identifier, such as `CC0-1.0`.
    public let license: String?
    /// Whether the pack is drawn from when the players chose no packs ("all"): false for a pack that must be
    /// chosen by name, such as a regional variant of the language (`es-latam`).
    public let selectedByDefault: Bool

    public init(
        format: Int = PackFormat.version, id: String, name: String, language: String, description: String? = nil,
        version: String, author: String? = nil, license: String? = nil, selectedByDefault: Bool = true
    ) {
        self.format = format
        self.id = id
        self.name = name
        self.language = language
        self.description = description
        self.version = version
        self.author = author
        self.license = license
        self.selectedByDefault = selectedByDefault
    }
}
