/// How players score: in fixed teams, or in pairs that change every turn.
public enum GameMode: String, Codable, Sendable, CaseIterable {
    /// The classic game: teams take turns, one describer, the rest of the team guesses.
    case teams
    /// The hat: no teams; each turn one player describes to one other, in a fair rotation known in advance
    /// (`PairRotation`), and a guessed word scores for both.
    case pairs
}
