import PappersText

/// Where a pack comes from.
public enum PackSource: Hashable, Sendable, CustomStringConvertible {
    /// Shipped in `wordpacks/` and built into the program; the path is relative to `wordpacks/`.
    case builtIn(path: String)
    /// A file in the user's packs folder (`<data dir>/packs/`).
    case user(path: String)
    /// A file named on the command line.
    case file(path: String)

    /// The path as given: relative to `wordpacks/` for built-in packs.
    public var path: String {
        switch self {
        case .builtIn(let path), .user(let path), .file(let path): path
        }
    }

    /// How messages name the file: `wordpacks/en/en-animals.json` for a built-in pack, the path otherwise, with
    /// any unsafe character replaced so that printing it is harmless.
    public var displayPath: String {
        switch self {
        case .builtIn(let path): "wordpacks/" + path
        case .user(let path), .file(let path): UnsafeText.inert(path)
        }
    }

    /// "built in", "user" or "file", for tables.
    public var kindName: String {
        switch self {
        case .builtIn: "built in"
        case .user: "user"
        case .file: "file"
        }
    }

    /// "built-in", "user" or "file", for JSON output.
    public var kindKey: String {
        switch self {
        case .builtIn: "built-in"
        case .user: "user"
        case .file: "file"
        }
    }

    public var description: String { "\(displayPath) (\(kindName))" }
}
