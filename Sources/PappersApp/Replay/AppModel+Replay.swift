import PappersEngine

/// Replays on screen: a recorded game shown as it was played, one action at a time. Nothing is journaled and
/// nothing the players press reaches the game (`ReplayPlayer` takes the keys).
extension AppModel {
    mutating func updateReplay(_ event: AppEvent) -> [AppCommand] {
        switch event {
        case .replayStarted(let setup, let recordID, let packs):
            isReplay = true
            help = nil
            screen = .game(GameSession(state: GameState(setup: setup), packs: packs, recordID: recordID))
            lookUpHints()
        case .replayed(let action):
            // Only the sounds go out: the record is not journaled again.
            var effects: [AppCommand] = []
            session?.perform(action, &effects)
            return effects.filter { if case .sound = $0 { true } else { false } }
        default:
            break
        }
        return []
    }
}
