/// The related-words tables shipped in `wordpacks/related/<language>.txt` (see `RelatedTable`), built into the
/// program beside the packs.
public enum BuiltInRelatedTables {
    /// The languages that have a table, sorted.
    public static var languages: [String] { BuiltInPackFiles.tables.compactMap { language(of: $0.path) }.sorted() }

    /// The table of `language`, read from its text; empty for a language without one.
    public static func table(for language: String) -> RelatedTable {
        text(for: language).map { RelatedTable(text: $0, language: language) } ?? .empty
    }

    /// The text of the table of `language`, as its file holds it.
    public static func text(for language: String) -> String? {
        BuiltInPackFiles.tables.first { self.language(of: $0.path) == language }?.text
    }

    /// `ca` for `related/ca.txt`.
    private static func language(of path: String) -> String? {
        guard path.hasPrefix("related/"), path.hasSuffix(".txt") else { return nil }
        return String(path.dropFirst("related/".count).dropLast(".txt".count))
    }
}
