import Synchronization

/// The packs shipped in `wordpacks/`, built into the program by the `EmbedWordPacks` plugin.
///
/// Their text is part of the binary; a language's packs are parsed and checked the first time they are asked
/// for, once per process (`load(language:)`), so a program that plays in English never reads the Catalan ones,
/// and one that never looks at packs never pays for them. Each lives at `LANGUAGE/ID.json`: its folder is its
/// language and its file name its id (`ShippedPackTests` holds every pack to that), so both are known before
/// any pack is read.
public enum BuiltInPacks {
    /// The path of every built-in pack relative to `wordpacks/`, such as `en/en-animals.json`, in order.
    public static var paths: [String] { BuiltInPackFiles.files.map(\.path) }

    /// The text of one built-in pack.
    public static func text(at path: String) -> String? {
        BuiltInPackFiles.files.first { $0.path == path }?.text
    }

    /// The languages of the built-in packs (their folders), in path order.
    public static var languages: [String] {
        var languages: [String] = []
        for path in paths {
            let language = Self.language(ofPath: path)
            if languages.last != language { languages.append(language) }
        }
        return languages
    }

    /// The language of the pack at `path`: its folder.
    static func language(ofPath path: String) -> String {
        String(path.prefix { $0 != "/" })
    }

    /// The id of the pack at `path`: its file name without `.json`.
    static func id(ofPath path: String) -> String {
        String(path.split(separator: "/").last?.dropLast(5) ?? "")
    }

    /// The path of the built-in pack whose id is `id`, if there is one.
    static func path(ofID id: String) -> String? {
        paths.first { Self.id(ofPath: $0) == id }
    }

    /// Parses and checks every built-in pack, in path order.
    public static func loadAll() -> [PackLoad] {
        languages.flatMap(load(language:))
    }

    /// Parses and checks the built-in packs of `language` (the first time; after that, they are remembered), in
    /// path order.
    public static func load(language: String) -> [PackLoad] {
        if let loads = loaded.withLock({ $0[language] }) { return loads }
        let loads = BuiltInPackFiles.files.filter { Self.language(ofPath: $0.path) == language }.map { file in
            let source = PackSource.builtIn(path: file.path)
            return PackLoad(source: source, result: PackDecoder.decode(text: file.text, source: source))
        }
        loaded.withLock { $0[language] = loads }
        return loads
    }

    /// The built-in packs read so far, by language.
    private static let loaded = Mutex<[String: [PackLoad]]>([:])
}
