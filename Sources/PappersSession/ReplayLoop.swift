import PappersApp
import PappersCanvas
import PappersUI

/// The terminal's side of an on-screen replay: waits for a key or the next recorded action, hands both to the
/// `ReplayPlayer` with the real time, plays its sounds (bells only) and draws the game with the replay's bar.
public final class ReplayLoop {
    private let terminal: any TerminalIO
    public private(set) var player: ReplayPlayer
    private let renderer: ScreenRenderer
    private let sounds: any SoundOutput
    private let clock: () -> Int

    /// A loop on `terminal` with the real time of `clock` (monotonic milliseconds).
    public init(terminal: any TerminalIO, player: ReplayPlayer, sounds: any SoundOutput, clock: @escaping () -> Int) {
        self.terminal = terminal
        self.player = player
        self.sounds = sounds
        self.clock = clock
        renderer = ScreenRenderer(theme: Theme(depth: terminal.colourDepth))
    }

    /// Plays until q, Esc or a signal. Returns normally; the caller stops the terminal.
    public func run() {
        play(player.start(at: clock()))
        draw()
        while true {
            let event = terminal.nextEvent(timeoutMillis: player.waitMillis)
            let input: ReplayPlayer.Input
            switch event {
            case .key(let key): input = .key(key)
            case .resize(let size): input = .resize(size)
            case .signal: return
            case .resumed:
                terminal.redrawAll()
                input = .timePassed
            case .timeout: input = .timePassed
            }
            let (leaves, cues) = player.handle(input, at: clock())
            if leaves { return }
            play(cues)
            draw()
        }
    }

    /// A replay rings the bell only: a real sound for every guess at speed would be too much.
    private func play(_ cues: [SoundCue]) {
        for cue in cues { sounds.play(cue, mode: .bell) }
    }

    private func draw() {
        let model = player.model
        var grid = renderer.render(model, at: Int(player.replayTime))
        if model.size.isPlayable {
            ReplayBarView.draw(
                into: &grid, language: model.language, theme: renderer.theme, speed: player.speed, action: player.next,
                of: player.journal.count, paused: player.paused)
        }
        terminal.draw(grid)
    }
}
