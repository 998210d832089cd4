import PappersEngine
import PappersPacks
import Synchronization

/// Where the bowl's words come from: the packs found, and which words this data directory played when.
///
/// The run loop loads it after the first frame (reading packs and the database are side effects); the model
/// only draws from it. Two supplies are equal when they hold the same packs and played words (whatever each
/// has found of its bowl sources so far).
public struct WordSupply: Equatable, Sendable {
    public var catalog: PackCatalog {
        didSet { sources = BowlSources() }
    }
    /// By `WordKey.strict` key, the number of the game that last played the word.
    public var lastPlayed: [String: Int]
    /// The words each filter let through, with their clashes, found once for these packs.
    private var sources = BowlSources()

    public init(catalog: PackCatalog, lastPlayed: [String: Int] = [:]) {
        self.catalog = catalog
        self.lastPlayed = lastPlayed
    }

    public static func == (a: WordSupply, b: WordSupply) -> Bool {
        a.catalog == b.catalog && a.lastPlayed == b.lastPlayed
    }

    /// The languages that have packs.
    public var languages: [String] { catalog.languages }

    /// The packs of a language, for the settings screen.
    public func packs(in language: String) -> [WordPack] { catalog.packs(language: language) }

    /// The filter the preferences ask for, for players of `region` (the preferences' own word region, or the
    /// environment's when they follow it: the caller resolves it).
    public static func filter(for preferences: Preferences, region: WordRegion) -> WordFilter {
        WordFilter(
            language: preferences.wordLanguage, packIDs: preferences.packs, difficulty: preferences.difficulty,
            familyFriendlyOnly: preferences.familyFriendlyOnly, region: region)
    }

    /// Draws `preferences.words` words with `seed` for players of `region`, fresh words first.
    public func drawBowl(for preferences: Preferences, region: WordRegion, seed: UInt64) -> DrawnBowl {
        source(for: preferences, region: region).draw(preferences.words, lastPlayed: lastPlayed, seed: seed)
    }

    /// The words the preferences let through for players of `region`, selected once for drawing many bowls (and
    /// found once for these packs: every game played with the same filter draws from the same selection and its
    /// clashes).
    public func source(for preferences: Preferences, region: WordRegion) -> BowlSource {
        let filter = Self.filter(for: preferences, region: region)
        if let source = sources.source(for: filter) { return source }
        let selection = filter.select(from: catalog.packs(language: filter.language))
        let contributing = selection.packs.filter { $0.words.contains(where: filter.admits) }
        let source = BowlSource(selection: selection, packs: contributing.map(\.id))
        sources.keep(source, for: filter)
        return source
    }
}

/// The bowl sources a word supply found, by filter: shared by its copies, which hold the same packs.
private final class BowlSources: Sendable {
    private let sources = Mutex<[WordFilter: BowlSource]>([:])

    func source(for filter: WordFilter) -> BowlSource? { sources.withLock { $0[filter] } }

    func keep(_ source: BowlSource, for filter: WordFilter) { sources.withLock { $0[filter] = source } }
}

/// The words a game may draw and the packs that give them.
public struct BowlSource: Sendable {
    public let selection: WordSelection
    public let packs: [String]

    public func draw(_ count: Int, lastPlayed: [String: Int], seed: UInt64) -> DrawnBowl {
        DrawnBowl(draw: selection.draw(count, lastPlayed: lastPlayed, seed: seed), packs: packs)
    }
}

/// A bowl drawn for a game, with the packs it came from.
public struct DrawnBowl: Equatable, Sendable {
    public let draw: BowlDraw
    public let packs: [String]

    public init(draw: BowlDraw, packs: [String]) {
        self.draw = draw
        self.packs = packs
    }

    public var words: [String] { draw.texts }

    /// Each word's level (1 to 3), in the order of `words`: what it scores when the rules score by level.
    public var levels: [Int] { draw.words.map(\.level.rawValue) }
}

extension WordPack {
    /// Whether "all packs" in the settings includes it: not adults-only, and selected by default.
    public var isInAllPacks: Bool { header.selectedByDefault && !isAdultsOnly }

    /// Whether it has words and none of them is for everyone.
    public var isAdultsOnly: Bool { !words.isEmpty && familyFriendlyCount == 0 }
}
