import PappersJSON

/// Every pack the program knows, the ones that loaded and the ones that did not.
///
/// Packs keep the order they were added in: built in (by path), then the user's folder (by name), then files
/// named on the command line. That order decides which pack wins when two share an id (the first) and which
/// copy of a word shared by two packs a bowl uses.
public struct PackCatalog: Sendable {
    /// The packs that loaded, in order.
    public private(set) var packs: [WordPack] = []
    /// The packs that did not, with their problems, in order.
    public private(set) var failures: [PackFailure] = []

    public init() {}

    /// A catalog of `loads`, in order.
    public init(_ loads: [PackLoad]) {
        for load in loads { add(load) }
    }

    /// The usual catalog: the built-in packs, the packs of the user's folder (when given), then `files`.
    public static func load(builtIn: Bool = true, userFolder: String?, files: [String] = []) -> PackCatalog {
        var loads: [PackLoad] = []
        if builtIn { loads += BuiltInPacks.loadAll() }
        if let userFolder { loads += PackLoader.loadUserFolder(userFolder) }
        loads += files.map(PackLoader.loadFile(at:))
        return PackCatalog(loads)
    }

    /// Adds a load: its pack, unless an earlier pack has the same id (then the later one fails with a problem
    /// naming both places), or its problems. Returns the failure when the load did not join as a pack.
    @discardableResult
    public mutating func add(_ load: PackLoad) -> PackFailure? {
        switch load.result {
        case .failure(let problems):
            let failure = PackFailure(source: load.source, problems: problems)
            failures.append(failure)
            return failure
        case .success(let pack):
            guard let earlier = packs.first(where: { $0.id == pack.id }) else {
                packs.append(pack)
                return nil
            }
            let problem = PackProblem(
                file: pack.source.displayPath, position: pack.idPosition,
                message: "pack id \(MessageText.quoted(pack.id)) is already used by "
                    + "\(earlier.source.displayPath):\(earlier.idPosition) (\(earlier.source.kindName)); "
                    + "this pack is skipped (give it an id of its own)")
            let failure = PackFailure(source: load.source, problems: PackProblems(problem))
            failures.append(failure)
            return failure
        }
    }

    /// The pack with this id.
    public func pack(id: String) -> WordPack? {
        packs.first { $0.id == id }
    }

    /// The packs of one language, in order.
    public func packs(language: String) -> [WordPack] {
        packs.filter { $0.language == language }
    }

    /// The languages of the packs, sorted.
    public var languages: [String] {
        Array(Set(packs.map(\.language))).sorted()
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
