import PappersEngine

/// An action as a row of the `journal` table keeps it, in its `action` and `word` columns: the action's name and
/// its word, as 1.0.0 wrote them; a seated player (`Action.seatPlayer`) as `seat-player`, a tab and the player's
/// name (a name never holds a tab), with the team in `word`. The checksum of a journal reads the same columns.
struct JournalRow: Equatable {
    var action: String
    var number: Int?

    init(_ timed: TimedAction) {
        if let team = timed.action.team {
            action = Action.seatPlayerName + "\t" + (timed.player ?? "")
            number = team
        } else {
            action = timed.action.name
            number = timed.action.word
        }
    }

    init(action: String, number: Int?) {
        self.action = action
        self.number = number
    }

    /// The action the row holds at `at`, or nil when it holds none.
    func decoded(at: Int) -> TimedAction? {
        let parts = action.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, parts[0] == Action.seatPlayerName, let team = number {
            return .seating(String(parts[1]), team: team, at: at)
        }
        return parts.count == 1 ? Action(name: action, word: number).map { TimedAction($0, at: at) } : nil
    }
}
