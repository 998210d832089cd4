import PappersEngine

/// Where the bowl's words come from: the packs, filtered by the preferences, fresh words first.
///
/// The run loop provides it (loading packs and the played-words history are side effects); the model only
/// asks. Tests use a fake.
public protocol WordLibrary: Sendable {
    /// Draws `preferences.words` words with `seed`.
    func drawBowl(for preferences: Preferences, seed: UInt64) -> BowlDraw
    /// Why a word a player typed cannot join the bowl, or nil when it can.
    func problem(withPlayerWord word: String, bowl: [String]) -> PlayerWordProblem?
    /// The languages that have packs, by ISO 639-1 code.
    var languages: [String] { get }
    /// The packs of a language, for the settings screen.
    func packs(in language: String) -> [PackChoice]
}

/// The outcome of drawing a bowl.
public struct BowlDraw: Equatable, Sendable {
    public var words: [String]
    /// The packs the words came from.
    public var packs: [String]
    /// How many were asked for.
    public var asked: Int

    public init(words: [String], packs: [String], asked: Int) {
        self.words = words
        self.packs = packs
        self.asked = asked
    }

    /// Whether fewer words were found than asked for.
    public var isShort: Bool { words.count < asked }
}

/// A pack as the settings screen lists it.
public struct PackChoice: Equatable, Sendable {
    public var id: String
    public var name: String
    public var words: Int
    /// Whether every word of it is for adults only.
    public var adultsOnly: Bool

    public init(id: String, name: String, words: Int, adultsOnly: Bool) {
        self.id = id
        self.name = name
        self.words = words
        self.adultsOnly = adultsOnly
    }
}

/// Why a typed word cannot join the bowl.
public enum PlayerWordProblem: Equatable, Sendable {
    case empty
    case tooWide(columns: Int)
    case unsafe(String)
    /// The bowl or another player already has it (accents and case ignored).
    case duplicate(of: String)
}
