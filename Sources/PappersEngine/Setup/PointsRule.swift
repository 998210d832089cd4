/// What a guessed word is worth.
///
/// | rule | a guessed word scores |
/// | --- | --- |
/// | `word` (default) | 1 |
/// | `level` (Monikers) | its level: 1 easy, 2 medium, 3 hard (`GameSetup.levels`) |
///
/// Undo and strike take back exactly what the word scored; a pass penalty stays the same in both.
public enum PointsRule: String, Codable, CaseIterable, Sendable {
    /// One point per guessed word, whatever the word.
    case perWord = "word"
    /// A guessed word scores its level, 1 to 3.
    case byLevel = "level"
}
