/// The difficulty chosen in settings, and the word levels it lets into the bowl.
///
/// | difficulty | levels |
/// | --- | --- |
/// | `easy` | 1 |
/// | `medium` | 1 and 2 |
/// | `hard` | 2 and 3 |
/// | `any` | 1, 2 and 3 |
public enum Difficulty: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
    case easy, medium, hard, any

    /// The levels this difficulty admits.
    public var levels: ClosedRange<WordLevel> {
        switch self {
        case .easy: .easy ... .easy
        case .medium: .easy ... .medium
        case .hard: .medium ... .hard
        case .any: .easy ... .hard
        }
    }

    /// Whether a word of `level` may be drawn.
    public func admits(_ level: WordLevel) -> Bool { levels.contains(level) }

    public var description: String { rawValue }
}
