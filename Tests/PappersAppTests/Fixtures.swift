import PappersApp
import PappersCanvas
import PappersPacks
import PappersText

/// Word packs for tests: in each of en, ca and es, a pack "A" with `available` words, an empty pack "B" and
/// an adults-only pack "X".
enum TestWords {
    static func supply(available: Int = 200) -> WordSupply {
        var catalog = PackCatalog()
        for language in ["en", "ca", "es"] {
            catalog.add(load(id: "\(language)-a", language: language, words: (0..<available).map { ("word \($0)", true) }))
            catalog.add(load(id: "\(language)-b", language: language, words: []))
            catalog.add(load(id: "\(language)-x", language: language, words: (0..<50).map { ("adult \($0)", false) }))
        }
        return WordSupply(catalog: catalog)
    }

    private static func load(id: String, language: String, words: [(String, Bool)]) -> PackLoad {
        let header = PackHeader(id: id, name: id.uppercased(), language: language, version: "1")
        let packWords = words.map { PackWord(text: $0.0, key: WordKey.strict($0.0), isFamilyFriendly: $0.1) }
        let source = PackSource.file(path: "/tests/\(id).json")
        return PackLoad(source: source, result: .success(WordPack(header: header, words: packWords, source: source)))
    }
}

extension SavedGame {
    /// A game in progress in the store, as home offers it: Reds with `id` points against Blues with 2.
    static func fixture(id: Int) -> SavedGame {
        SavedGame(id: id, teams: [.init(name: "Reds", score: id), .init(name: "Blues", score: 2)])
    }
}

extension Key {
    static func c(_ character: Character) -> Key { .character(character) }
}
