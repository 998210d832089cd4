import PappersEngine

extension PackCatalog {
    /// Which words each pack of the catalog holds, for the records' per-pack figures.
    public var packWords: PackWords {
        PackWords(packs.map { pack in (pack.id, pack.words.map(\.text)) })
    }
}
