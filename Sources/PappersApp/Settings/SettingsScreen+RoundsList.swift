import PappersCanvas
import PappersEngine

/// The settings' list of rounds: the players choose 1 to 6 rounds, in order, from every round kind.
extension AppModel {
    /// The rounds a game with the current settings plays, as the list shows them.
    public var chosenRounds: [RoundKind] { preferences.rules.rounds.map(\.kind) }
}

extension SettingsScreen {
    /// The keys are `SettingsKeys.rounds` and, while a round is picked up, `SettingsKeys.carrying`: ↑↓ move;
    /// ←→ (or Space) change the round under the cursor to the next kind; x, Delete or Backspace remove it (one
    /// round always stays); m picks it up, ↑↓ then carry it up or down the order, and m, Enter or Esc put it
    /// down; on "add a round", Space, →, l, + or Enter add one (describe) at the end; Enter elsewhere, Esc or q
    /// close the list. The preferences keep the rounds only when they differ from the preset's (so that the
    /// preset's rounds follow it).
    mutating func updateRoundsList(_ app: inout AppModel, _ key: Key) -> [AppCommand] {
        guard let cursor = roundsCursor else { return [] }
        var rounds = app.chosenRounds
        if movingRound {
            switch SettingsKeys.carrying.action(for: key) {
            case .up, .down:
                let target = cursor + (SettingsKeys.carrying.action(for: key) == .up ? -1 : 1)
                guard rounds.indices.contains(cursor), rounds.indices.contains(target) else { return [] }
                rounds.swapAt(cursor, target)
                roundsCursor = target
                return app.keepRounds(rounds)
            case .putDown:
                movingRound = false
            case nil:
                break
            }
            return []
        }
        let canAdd = rounds.count < Preferences.Limits.rounds.upperBound
        let rows = rounds.count + (canAdd ? 1 : 0)
        let onAdd = cursor == rounds.count
        func next(_ kind: RoundKind, forward: Bool) -> RoundKind {
            let kinds = RoundKind.allCases, index = kinds.firstIndex(of: kind) ?? 0
            return kinds[(index + (forward ? 1 : kinds.count - 1)) % kinds.count]
        }
        switch SettingsKeys.rounds.action(for: key) {
        case .move(let move):
            roundsCursor = move.moved(cursor, count: rows) ?? cursor
            return []
        case .nextKind where onAdd, .close where onAdd && key == .enter:
            rounds.append(.describe)
        case .nextKind:
            rounds[cursor] = next(rounds[cursor], forward: true)
        case .previousKind:
            if !onAdd { rounds[cursor] = next(rounds[cursor], forward: false) }
        case .remove:
            if !onAdd, rounds.count > Preferences.Limits.rounds.lowerBound { rounds.remove(at: cursor) }
        case .pickUp:
            if !onAdd, rounds.count > 1 { movingRound = true }
            return []
        case .close:
            roundsCursor = nil
            return []
        case nil:
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
