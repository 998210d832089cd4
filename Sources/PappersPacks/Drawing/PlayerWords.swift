import PappersJSON
import PappersText

/// Why a word typed by a player cannot join the bowl.
public enum PlayerWordProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The word itself breaks the rules every word follows (empty, too wide, unsafe characters).
    case invalid(WordTextProblem)
    /// The bowl already holds it, ignoring case and accents; carries the bowl's spelling.
    case alreadyInBowl(String)
    /// A player already typed it, ignoring case and accents; carries that spelling.
    case alreadyTyped(String)

    public var description: String {
        switch self {
        case .invalid(let problem): "the word \(problem)"
        case .alreadyInBowl(let word): "the bowl already holds \(MessageText.quoted(word)); expected another word"
        case .alreadyTyped(let word): "\(MessageText.quoted(word)) was already typed; expected another word"
        }
    }
}

/// The words players type into the bowl, checked as they come: the same rules as pack words, and no word the
/// bowl or another player already has (compared with `WordKey.loose`: case, spacing and accents ignored).
public struct PlayerWords: Sendable {
    /// The words accepted so far, trimmed, in the order they were typed.
    public private(set) var words: [String] = []
    private let bowl: [String: String]
    private var typed: [String: String] = [:]

    /// Starts with the bowl drawn from packs.
    public init(bowl: [String]) {
        var keys: [String: String] = [:]
        for word in bowl { keys[WordKey.loose(word)] = keys[WordKey.loose(word)] ?? word }
        self.bowl = keys
    }

    /// Why `text` cannot join, or nil when it can.
    public func problem(with text: String) -> PlayerWordProblem? {
        if let problem = WordText.problem(in: text) { return .invalid(problem) }
        let key = WordKey.loose(WordText.trimmed(text))
        if let existing = bowl[key] { return .alreadyInBowl(existing) }
        if let existing = typed[key] { return .alreadyTyped(existing) }
        return nil
    }

    /// Adds `text` when it can join, and returns it trimmed as it will be played.
    @discardableResult
    public mutating func add(_ text: String) throws(PlayerWordProblem) -> String {
        if let problem = problem(with: text) { throw problem }
        let word = WordText.trimmed(text)
        typed[WordKey.loose(word)] = word
        words.append(word)
        return word
    }

    /// Takes back a word typed earlier (a player changed their mind).
    public mutating func remove(_ word: String) {
        let key = WordKey.loose(WordText.trimmed(word))
        guard typed[key] != nil else { return }
        typed[key] = nil
        words.removeAll { WordKey.loose($0) == key }
    }
}
