import PappersCanvas
import PappersEngine

/// Replays on screen: a recorded game shown as it was played, one action at a time. Nothing is journaled and
/// nothing the players press reaches the game.
extension AppModel {
    /// Shows the start of a recorded game, whose bowl came from `packs` (for the hints on the card).
    public mutating func showReplay(of setup: GameSetup, recordID: Int?, packs: [String] = []) {
        session = GameSession(state: GameState(setup: setup), packs: packs, recordID: recordID)
        lookUpHints()
        help = nil
        screen = .game
    }

    /// Applies the next recorded action; returns the sounds it makes.
    public mutating func replay(_ action: TimedAction) -> [SoundCue] {
        var commands: [AppCommand] = []
        session?.perform(action.action, at: action.at, &commands)
        return commands.compactMap { if case .sound(let cue) = $0 { cue } else { nil } }
    }

    /// The terminal changed size during a replay: only the layout follows (a recorded turn never pauses).
    public mutating func replayResized(to size: Size) {
        self.size = size
    }
}
