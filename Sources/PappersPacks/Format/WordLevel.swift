/// How hard a word is to make others guess.
public enum WordLevel: Int, CaseIterable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// A child knows it.
    case easy = 1
    /// Most adults know it. The level of a word that gives none.
    case medium = 2
    /// Needs some culture, or is hard to describe.
    case hard = 3

    public static func < (lhs: WordLevel, rhs: WordLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "easy", "medium", "hard".
    public var description: String {
        switch self {
        case .easy: "easy"
        case .medium: "medium"
        case .hard: "hard"
        }
    }
}
