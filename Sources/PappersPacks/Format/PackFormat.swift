/// The limits of the pack format, as `docs/wordpack.schema.json` states them and as the loader enforces them.
public enum PackFormat {
    /// The only format version this program reads.
    public static let version = 1
    /// The largest pack file read at all, in bytes.
    public static let maxFileBytes = 32 * 1024 * 1024
    /// The widest word, in terminal columns.
    public static let maxWordColumns = 60
    /// The longest word, in characters (code points), as the schema counts.
    public static let maxWordCharacters = 60
    /// The most words a pack may hold.
    public static let maxWords = 200_000
    /// The most tags a word may carry.
    public static let maxTags = 16
    /// The longest tag, in characters.
    public static let maxTagCharacters = 32
    /// The longest hint, in characters.
    public static let maxHintCharacters = 120
    /// The longest pack id, in characters.
    public static let maxIDCharacters = 40
    /// The longest name, description, author and licence, in characters.
    public static let maxNameCharacters = 40
    public static let maxDescriptionCharacters = 200
    public static let maxAuthorCharacters = 100
    public static let maxLicenseCharacters = 60
    /// How deep the JSON of a pack may nest (a pack needs 4).
    public static let maxDepth = 64
    /// How many problems of one file are listed; the rest are counted in a last line.
    public static let maxListedProblems = 100
}
