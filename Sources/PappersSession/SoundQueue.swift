import PappersApp

/// The sounds a turn of the loop asked for, played once the screen shows what made them (the bell's flash can
/// hold the loop for a moment, and a sound must never delay the screen).
struct SoundQueue {
    private let output: any SoundOutput
    private var cues: [SoundCue] = []

    init(output: any SoundOutput) {
        self.output = output
    }

    mutating func add(_ cue: SoundCue) {
        cues.append(cue)
    }

    /// Plays every cue waiting, in order, as `mode` says, and forgets them.
    mutating func play(mode: SoundMode) {
        for cue in cues { output.play(cue, mode: mode) }
        cues.removeAll()
    }
}
