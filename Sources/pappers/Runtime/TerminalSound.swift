import PappersApp
import PappersSession
import PappersTerminal

/// The game's sounds through the terminal's bell and the system's player (`Sound`), as the setting says.
final class TerminalSound: SoundOutput {
    private let sound: Sound

    init(terminal: Terminal, mode: SoundMode) {
        sound = Sound(mode: Self.mode(mode), terminal: terminal)
    }

    func play(_ cue: SoundCue, mode: SoundMode) {
        sound.mode = Self.mode(mode)
        switch cue {
        case .guessed: sound.guessed()
        case .timeUp: sound.timeUp()
        }
    }

    static func mode(_ mode: SoundMode) -> Sound.Mode {
        switch mode {
        case .on: .on
        case .bell: .bellOnly
        case .off: .off
        }
    }
}
