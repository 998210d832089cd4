/// The packs shipped in `wordpacks/`, built into the program by the `EmbedWordPacks` plugin.
///
/// Their text is part of the binary; it is parsed only when `loadAll()` (or a catalog) asks, so a program that
/// never looks at packs never pays for them.
public enum BuiltInPacks {
    /// The path of every built-in pack relative to `wordpacks/`, such as `en/en-animals.json`, in order.
    public static var paths: [String] { BuiltInPackFiles.files.map(\.path) }

    /// The text of one built-in pack.
    public static func text(at path: String) -> String? {
        BuiltInPackFiles.files.first { $0.path == path }?.text
    }

    /// Parses and checks every built-in pack, in path order.
    public static func loadAll() -> [PackLoad] {
        BuiltInPackFiles.files.map { file in
            let source = PackSource.builtIn(path: file.path)
            return PackLoad(source: source, result: PackDecoder.decode(text: file.text, source: source))
        }
    }
}
