import PappersEngine

/// When Space and Enter wait a moment before they count. They are the keys hammered during a turn (a guess
/// each), so a screen that can appear under a hammering hand ignores them for `millis`: the review after a
/// turn that ended by itself (time up, or the last word of the bowl guessed), a screen of results (the
/// standings after a round, the final podium), and every hand-off, whatever the screen before it was (the
/// review, the standings, the teams, the players' words, a game brought back): a key meant for one team never
/// starts the next team's clock. Only a review reached through the menu's "End this turn now" takes them at
/// once. The screens show the wait as a short fill in place of the key's hint, which lights up when the key
/// counts.
public enum MainKeyGuard {
    /// How long Space and Enter are ignored on a guarded screen.
    public static let millis = 1_200
    /// The fill on screen has one cell per step: it changes (and the screen is drawn again) every
    /// `millis / steps`.
    public static let steps = 6

    /// Whether the screen of `stage`, reached by `action`, waits before Space and Enter count.
    public static func guards(_ stage: Stage, reachedBy action: Action) -> Bool {
        switch stage {
        case .review: action != .endTurn
        case .handOff, .roundOver, .finished: true
        case .notStarted, .turn, .abandoned: false
        }
    }

    /// How many of the fill's `steps` cells are still waiting at `left` milliseconds from the end (0 when the
    /// key counts).
    public static func stepsLeft(_ left: Int) -> Int {
        left <= 0 ? 0 : min(steps, (left + stepMillis - 1) / stepMillis)
    }

    /// The next instant the fill changes, the guard ending at `until`; nil once it has ended.
    static func nextChange(after now: Int, until: Int) -> Int? {
        let left = until - now
        guard left > 0 else { return nil }
        return until - (stepsLeft(left) - 1) * stepMillis
    }

    static let stepMillis = millis / steps
}
