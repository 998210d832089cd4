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
        var session: Session!
        var turnStarted: Int?
        // Space at the hand-off starts the turn; then, 0.4 s after each second, a key every screen ignores; after 6 s
        // the terminal hangs up.
        let terminal = ScriptedTerminal { terminal in
            guard let game = session.model.session else { return nil }
            if case .handOff = game.state.phase { return .press(" ", after: 500) }
            let start = turnStarted ?? terminal.now
            turnStarted = start
            guard terminal.now < start + 6_000 else { return nil }
            return .key(.other(0x1_0000), after: 1_000 - (terminal.now - start) % 1_000 + 400)
        }
        var frames: [(at: Int, grid: Grid)] = []
        terminal.onDraw = { grid in
            if turnStarted != nil { frames.append((terminal.now, grid)) }
        }
        session = SessionFixture.session(terminal, data: data, model: SessionLoopTests.playModel())
        session.run(start: .newGame)

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
        var session: Session!
        var turnStarted: Int?
        let terminal = ScriptedTerminal { terminal in
            guard let game = session.model.session else { return nil }
            if case .handOff = game.state.phase { return .press(" ", after: 500) }
            let start = turnStarted ?? terminal.now
            turnStarted = start
            return terminal.now < start + 5_000 ? .key(.other(0x1_0000), after: 700) : nil
        }
        var (frames, differing) = (0, [Int]())
        terminal.onDraw = { grid in
            guard turnStarted != nil else { return }
            frames += 1
            let whole = ScreenRenderer(theme: Theme(depth: terminal.colourDepth)).render(session.model, at: terminal.now)
            if grid != whole { differing.append(terminal.now) }
        }
        session = SessionFixture.session(terminal, data: data, model: SessionLoopTests.playModel())
        session.run(start: .newGame)

        #expect(frames >= 5)
        #expect(differing.isEmpty, "frames unlike those drawn whole at \(differing) ms")
        #expect(session.display.framesRedrawn >= frames - 2, "\(session.display.framesRedrawn) of \(frames) redrawn")
    }
}
