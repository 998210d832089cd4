import PappersCanvas
import PappersEngine

/// The settings' list of rounds: the players choose 1 to 6 rounds, in order, from every round kind.
extension AppModel {
    /// The rounds a game with the current settings plays, as the list shows them.
    public var chosenRounds: [RoundKind] { preferences.rules.rounds.map(\.kind) }
}

extension SettingsScreen {
    /// ↑↓ move; ←→ (or Space) change the round under the cursor to the next kind; x, Delete or Backspace
    /// remove it (one round always stays); m picks it up, ↑↓ then carry it up or down the order, and m, Enter or
    /// Esc put it down; on "add a round", Space, → or Enter add one (describe) at the end; Enter elsewhere, Esc
    /// or q close the list. The preferences keep the rounds only when they differ from the preset's (so that the
    /// preset's rounds follow it).
    mutating func updateRoundsList(_ app: inout AppModel, _ key: Key) -> [AppCommand] {
        guard let cursor = roundsCursor else { return [] }
        var rounds = app.chosenRounds
        if movingRound {
            switch key {
            case .up, .character("k"), .down, .character("j"):
                let target = cursor + (key == .up || key == .character("k") ? -1 : 1)
                guard rounds.indices.contains(cursor), rounds.indices.contains(target) else { return [] }
                rounds.swapAt(cursor, target)
                roundsCursor = target
                return app.keepRounds(rounds)
            case .character("m"), .enter, .escape, .character(" "):
                movingRound = false
            default:
                break
            }
            return []
        }
        let canAdd = rounds.count < Preferences.Limits.rounds.upperBound
        let rows = rounds.count + (canAdd ? 1 : 0)
        if let moved = AppModel.moved(cursor, by: key, count: rows) {
            roundsCursor = moved
            return []
        }
        let onAdd = cursor == rounds.count
        func next(_ kind: RoundKind, forward: Bool) -> RoundKind {
            let kinds = RoundKind.allCases, index = kinds.firstIndex(of: kind) ?? 0
            return kinds[(index + (forward ? 1 : kinds.count - 1)) % kinds.count]
        }
        switch key {
        case .enter where onAdd, .character(" ") where onAdd, .right where onAdd, .character("+") where onAdd:
            rounds.append(.describe)
        case .right, .character(" "), .character("l"), .character("+"):
            rounds[cursor] = next(rounds[cursor], forward: true)
        case .left, .character("h"), .character("-"):
            if !onAdd { rounds[cursor] = next(rounds[cursor], forward: false) }
        case .character("x"), .delete, .backspace:
            if !onAdd, rounds.count > Preferences.Limits.rounds.lowerBound { rounds.remove(at: cursor) }
        case .character("m"):
            if !onAdd, rounds.count > 1 { movingRound = true }
            return []
        case .escape, .enter, .character("q"):
            roundsCursor = nil
            return []
        default:
            return []
        }
        let count = rounds.count + (rounds.count < Preferences.Limits.rounds.upperBound ? 1 : 0)
        roundsCursor = min(cursor, count - 1)
        return app.keepRounds(rounds)
    }
}

extension AppModel {
    /// Keeps `rounds` in the preferences (nil when they are the preset's) and saves the change.
    fileprivate mutating func keepRounds(_ rounds: [RoundKind]) -> [AppCommand] {
        let old = preferences
        preferences.rounds = rounds == Rules(preset: preferences.preset).rounds.map(\.kind) ? nil : rounds
        return saveChangedSettings(from: old)
    }
}
