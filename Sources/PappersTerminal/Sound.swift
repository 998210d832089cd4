/// What can ring and flash: the terminal, or a recorder in tests.
protocol AlertSink: AnyObject {
    func bell()
    func flash()
    func scheduleBell(afterMillis delayMillis: Int)
}

/// The game's two sounds: a short one when a word is guessed (so that the players without the laptop know
/// nobody is cheating), and a distinct one when time is up.
///
/// - `.on`: a real sound through the system's player (`paplay`, `pw-play` or `aplay`) when one is installed
///   and the program does not run over SSH (the sound would play on the far machine); the terminal bell
///   otherwise.
/// - `.bellOnly`: the terminal bell. Time up is a flash and three bells, a quarter of a second apart: many
///   terminals swallow a bell that follows another within 200 ms, and the spacing makes the cue unmistakable.
///   The later bells ring while the loop waits for keys; nothing blocks.
/// - `.off`: silence.
///
/// A `Sound` holds its terminal weakly: once the terminal is gone, the bells are silent.
public final class Sound {
    /// The sound setting.
    public enum Mode: String, Sendable, CaseIterable, Codable {
        case on
        case bellOnly = "bell"
        case off
    }

    /// Milliseconds between the time-up bells.
    static let timeUpBellSpacing = 250

    /// The setting; may change at any time.
    public var mode: Mode
    private weak var alerts: AlertSink?
    private var findPlayer: (() -> SoundPlayer?)?
    private var foundPlayer: SoundPlayer?

    /// Sounds through `terminal`, and through the system's player when `mode` is `.on` and there is one (looked
    /// for the first time a sound plays in `.on`).
    public convenience init(mode: Mode, terminal: Terminal) {
        self.init(mode: mode, alerts: terminal, findPlayer: { SoundPlayer.find() })
    }

    init(mode: Mode, alerts: AlertSink, findPlayer: @escaping () -> SoundPlayer?) {
        self.mode = mode
        self.alerts = alerts
        self.findPlayer = findPlayer
    }

    /// Whether `.on` plays real sounds (a player was found), rather than bells.
    public var playsRealSounds: Bool { mode == .on && player != nil }

    private var player: SoundPlayer? {
        if let find = findPlayer {
            foundPlayer = find()
            findPlayer = nil
        }
        return foundPlayer
    }

    /// A word was guessed.
    public func guessed() {
        switch mode {
        case .off: return
        case .on where player?.play(.guessed) == true: return
        case .on, .bellOnly: alerts?.bell()
        }
    }

    /// The turn's time is up.
    public func timeUp() {
        switch mode {
        case .off: return
        case .on where player?.play(.timeUp) == true:
            alerts?.flash()
        case .on, .bellOnly:
            alerts?.flash()
            alerts?.bell()
            alerts?.scheduleBell(afterMillis: Self.timeUpBellSpacing)
            alerts?.scheduleBell(afterMillis: 2 * Self.timeUpBellSpacing)
        }
    }
}
