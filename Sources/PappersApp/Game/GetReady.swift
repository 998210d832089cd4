/// The "Get ready: 3-2-1" count between the hand-off and the clock, when the setting asks for it: Space or
/// Enter on the hand-off starts the count, and the turn starts by itself when it ends, so the describer has
/// the laptop in hand and the guessers are listening before the first word shows. The count is not part of
/// the game: nothing is journaled until the turn starts, at the count's end; q or Esc stops it.
public enum GetReady {
    /// How long the count runs: three seconds, one number each.
    public static let millis = 3_000

    /// The number on screen at `left` milliseconds from the end: 3, 2, 1.
    public static func number(left: Int) -> Int { max(1, (left + 999) / 1_000) }

    /// The next instant the number changes (or the count ends), the count ending at `until`.
    static func nextChange(after now: Int, until: Int) -> Int? {
        let left = until - now
        guard left > 0 else { return nil }
        return until - (number(left: left) - 1) * 1_000
    }
}
