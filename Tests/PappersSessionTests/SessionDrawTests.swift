import PappersApp
import PappersCanvas
@testable import PappersSession
import PappersUI
import Testing

/// The terminal is drawn when its screen may have changed, and only then: a wake-up that changes nothing on it
/// (the journal's heartbeat in a running turn, a key the screen ignores) draws no frame.
@Suite struct SessionDrawTests {
    @Test func aRunningTurnDrawsOnlyFramesThatChanged() throws {
        let data = TemporaryDataDirectory()
        let turn = Turn()
        // 0.4 s after each second, a key every screen ignores; after 6 s the terminal hangs up.
        let terminal = turn.terminal(millis: 6_000) { 1_000 - $0 % 1_000 + 400 }
        var frames: [(at: Int, grid: Grid)] = []
        terminal.onDraw = { grid in
            if turn.started != nil { frames.append((terminal.now, grid)) }
        }
        turn.session = SessionFixture.session(terminal, data: data, model: SessionLoopTests.playModel())
        turn.session.run(start: .newGame)

        #expect(frames.count >= 5, "the clock drew \(frames.count) frames in 6 s")
        let repeated = zip(frames, frames.dropFirst()).filter { $0.grid == $1.grid }.map(\.1.at)
        #expect(repeated.isEmpty, "the same frame drawn again at \(repeated) ms")
        let wakeUps = terminal.events.filter { if case .key = $0 { true } else { $0 == .timeout } }.count
        #expect(wakeUps > frames.count + 4, "\(wakeUps) wake-ups, \(frames.count) frames")
    }

    /// The host's screen in a running turn: each second's frame is the last one with its countdown drawn again
    /// (`ScreenRenderer.render(_:at:after:)`), and the frame drawn whole.
    @Test func aRunningTurnsFramesAreRedrawnAsDrawnWhole() throws {
        let data = TemporaryDataDirectory()
        let turn = Turn()
        let terminal = turn.terminal(millis: 5_000) { _ in 700 }
        var (frames, differing) = (0, [Int]())
        terminal.onDraw = { grid in
            guard turn.started != nil else { return }
            frames += 1
            let whole = ScreenRenderer(theme: Theme(depth: terminal.colourDepth)).render(turn.session.model, at: terminal.now)
            if grid != whole { differing.append(terminal.now) }
        }
        turn.session = SessionFixture.session(terminal, data: data, model: SessionLoopTests.playModel())
        turn.session.run(start: .newGame)

        #expect(frames >= 5)
        #expect(differing.isEmpty, "frames unlike those drawn whole at \(differing) ms")
        let redrawn = turn.session.display.framesRedrawn
        #expect(redrawn >= frames - 2, "\(redrawn) of \(frames) redrawn")
    }

    /// A session's first turn, played on a terminal that starts it with Space at the hand-off.
    private final class Turn {
        var session: Session!
        /// When the turn started, once it did.
        var started: Int?

        /// The terminal: once the turn runs, a key every screen ignores `delay(millis into the turn)` later, again
        /// and again, until `millis` into the turn, when it hangs up.
        func terminal(millis: Int, delay: @escaping (Int) -> Int) -> ScriptedTerminal {
            ScriptedTerminal { terminal in
                guard let game = self.session.model.session else { return nil }
                if case .handOff = game.state.phase { return .press(" ", after: 500) }
                let start = self.started ?? terminal.now
                self.started = start
                guard terminal.now < start + millis else { return nil }
                return .key(.other(0x1_0000), after: delay(terminal.now - start))
            }
        }
    }
}
