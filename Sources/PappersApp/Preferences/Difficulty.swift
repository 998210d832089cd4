/// Which words of a pack go into the bowl, by level.
public enum Difficulty: String, Codable, CaseIterable, Sendable {
    /// Level 1 only.
    case easy
    /// Levels 1 and 2.
    case medium
    /// Levels 2 and 3.
    case hard
    /// Every level.
    case any

    /// The pack levels (1–3) this difficulty takes.
    public var levels: ClosedRange<Int> {
        switch self {
        case .easy: 1...1
        case .medium: 1...2
        case .hard: 2...3
        case .any: 1...3
        }
    }
}
