import PappersApp

/// Where the game's sounds go: the terminal's bell and the system's player in the program
/// (`PappersTerminal.Sound`), a recorder in tests.
public protocol SoundOutput: AnyObject {
    /// Plays `cue` as `mode` says (on, the bell only, or not at all).
    func play(_ cue: SoundCue, mode: SoundMode)
}
