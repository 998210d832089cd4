import PappersJSON

/// Every pack the program knows, the ones that loaded and the ones that did not.
///
/// Packs keep the order they were added in: built in (by path), then the user's folder (by name), then files
/// named on the command line. That order decides which pack wins when two share an id (the first) and which
/// copy of a word shared by two packs a bowl uses.
///
/// The built-in packs are read a language at a time when first asked for (`BuiltInPacks.load(language:)`):
/// `packs(language:)` and `pack(id:)` read only the language they need, `packs` and `failures` every one.
public struct PackCatalog: Equatable, Sendable {
    /// Whether the built-in packs come first.
    private var hasBuiltIns = false
    /// The packs added after the built-in ones (the user's folder, files), in order.
    public private(set) var addedPacks: [WordPack] = []
    /// The packs added after the built-in ones that did not load, with their problems, in order.
    public private(set) var addedFailures: [PackFailure] = []

    public init() {}

    /// A catalog of `loads`, in order.
    public init(_ loads: [PackLoad]) {
        for load in loads { add(load) }
    }

    /// The usual catalog: the built-in packs, the packs of the user's folder (when given), then `files`.
    public static func load(builtIn: Bool = true, userFolder: String?, files: [String] = []) -> PackCatalog {
        var catalog = PackCatalog()
        catalog.hasBuiltIns = builtIn
        var loads: [PackLoad] = []
        if let userFolder { loads += PackLoader.loadUserFolder(userFolder) }
        loads += files.map(PackLoader.loadFile(at:))
        for load in loads { catalog.add(load) }
        return catalog
    }

    /// The packs that loaded, in order (every built-in language read).
    public var packs: [WordPack] {
        builtInLanguages.flatMap { Self.builtIn($0).packs } + addedPacks
    }

    /// The packs that did not, with their problems, in order (every built-in language read).
    public var failures: [PackFailure] {
        builtInLanguages.flatMap { Self.builtIn($0).failures } + addedFailures
    }

    private var builtInLanguages: [String] { hasBuiltIns ? BuiltInPacks.languages : [] }

    /// The built-in packs of `language` that loaded and those that did not.
    private static func builtIn(_ language: String) -> (packs: [WordPack], failures: [PackFailure]) {
        let catalog = PackCatalog(BuiltInPacks.load(language: language))
        return (catalog.addedPacks, catalog.addedFailures)
    }

    /// Adds a load: its pack, unless an earlier pack has the same id (then the later one fails with a problem
    /// naming both places), or its problems. Returns the failure when the load did not join as a pack.
    @discardableResult
    public mutating func add(_ load: PackLoad) -> PackFailure? {
        switch load.result {
        case .failure(let problems):
            let failure = PackFailure(source: load.source, problems: problems)
            addedFailures.append(failure)
            return failure
        case .success(let pack):
            guard let earlier = builtInPack(id: pack.id) ?? addedPacks.first(where: { $0.id == pack.id }) else {
                addedPacks.append(pack)
                return nil
            }
            let problem = PackProblem(
                file: pack.source.displayPath, position: pack.idPosition,
                message: "pack id \(MessageText.quoted(pack.id)) is already used by "
                    + "\(earlier.source.displayPath):\(earlier.idPosition) (\(earlier.source.kindName)); "
                    + "this pack is skipped (give it an id of its own)")
            let failure = PackFailure(source: load.source, problems: PackProblems(problem))
            addedFailures.append(failure)
            return failure
        }
    }

    /// The built-in pack with this id (its file's name), reading only its language.
    private func builtInPack(id: String) -> WordPack? {
        guard hasBuiltIns, let path = BuiltInPacks.path(ofID: id) else { return nil }
        return Self.builtIn(BuiltInPacks.language(ofPath: path)).packs.first { $0.id == id }
    }

    /// The pack with this id.
    public func pack(id: String) -> WordPack? {
        builtInPack(id: id) ?? addedPacks.first { $0.id == id }
    }

    /// The packs of one language, in order.
    public func packs(language: String) -> [WordPack] {
        (builtInLanguages.contains(language) ? Self.builtIn(language).packs : [])
            + addedPacks.filter { $0.language == language }
    }

    /// The languages of the packs, sorted.
    public var languages: [String] {
        Array(Set(builtInLanguages + addedPacks.map(\.language))).sorted()
    }

    /// Words that more than one pack of the same language holds (compared by `WordKey.strict`): one warning
    /// per repeat, at the later copy, naming the first. They are allowed (a bowl counts each word once), but a
    /// set of packs meant to be played together reads better without them.
    public func duplicatesAcrossPacks() -> [PackProblem] {
        var warnings: [PackProblem] = []
        let packCounts = Dictionary(packs.map { ($0.language, 1) }, uniquingKeysWith: +)
        var firstByLanguage: [String: [String: (pack: WordPack, word: PackWord)]] = [:]
        for pack in packs where packCounts[pack.language, default: 0] > 1 {
            var first = firstByLanguage[pack.language, default: [:]]
            for word in pack.words {
                guard let earlier = first[word.key] else {
                    first[word.key] = (pack, word)
                    continue
                }
                warnings.append(PackProblem(
                    file: pack.source.displayPath, position: word.position,
                    message: "\(MessageText.quoted(word.text)) is also in pack \(earlier.pack.id) "
                        + "(\(earlier.pack.source.displayPath):\(earlier.word.position)); a bowl counts it once",
                    kind: .warning))
            }
            firstByLanguage[pack.language] = first
        }
        return warnings
    }
}
