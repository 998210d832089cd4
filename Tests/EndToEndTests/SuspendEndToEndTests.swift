import Foundation
import PappersTestSupport
import Testing

/// Ctrl-Z and `fg`, SIGTSTP and SIGCONT from outside, and SIGWINCH without a resize, with pappers running at
/// an interactive bash's prompt. While stopped, the shell has its terminal back (settings, main screen,
/// cursor); the turn was paused at the suspension and journaled, so the time left after `fg` is the time left
/// before; `fg` redraws the screen; and in the end the shell gets the terminal as it was.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct SuspendEndToEndTests {
    /// Waits until process `pid` is stopped (or running again).
    private func waitForState(_ pid: pid_t, stopped: Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while (TerminalTmux.processState(pid) == "T") != stopped && Date() < deadline { usleep(20_000) }
        return (TerminalTmux.processState(pid) == "T") == stopped
    }

    @Test func ctrlZThenFgPausesTheTurnAndKeepsItsTime() throws {
        let game = try PappersPane(shellWidth: 80, height: 24)
        game.launch("play --seed 6 --words 10 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.startTurnAndGuessOnce()
        let pid = try #require(game.gamePID)

        for (round, how) in ["Ctrl-Z", "SIGTSTP"].enumerated() {
            Thread.sleep(forTimeInterval: 1.3)  // the countdown runs
            let shownBefore = try #require(game.statusSeconds)
            if round == 0 { game.press("C-z") } else { kill(pid, SIGTSTP) }
            #expect(waitForState(pid, stopped: true), "\(how) did not stop the program")
            #expect(game.pane.wait(timeout: 10) { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }, "no prompt after \(how)")
            // The shell has its terminal back while the game is stopped.
            let modes = game.pane.modes
            #expect(!modes.alternateScreen && modes.cursorVisible, "after \(how): \(modes)")
            #expect(game.shellTerminalIsAsAtStart("stopped-\(round)"), "the terminal's settings while stopped")
            let atStop = game.journal()
            #expect(atStop.last?.hasSuffix(" pause") == true, "the suspension paused the turn: \(atStop.suffix(3))")
            let left = try #require(game.turnTimeLeft(), "the turn is paused in the journal")
            Thread.sleep(forTimeInterval: 2.5)  // stopped
            #expect(game.journal() == atStop, "nothing happens while stopped")

            game.pane.type("fg\n")
            #expect(waitForState(pid, stopped: false))
            game.expect("PAUSED")
            #expect(game.pane.modes.alternateScreen, "fg brings the game's screen back")
            // The whole screen, the status bar's seconds too, not a frame caught half drawn.
            let redrawn = game.pane.wait { lines in
                lines.contains { $0.contains("Reds") } && lines.count >= 2
                    && lines[lines.count - 2].components(separatedBy: " · ").contains { $0.hasSuffix(" s") }
            }
            #expect(redrawn, "fg redraws the screen:\n\(game.text)")
            // Paused, not lost: the time left is what it was at the suspension, and stays so.
            let shownAfter = try #require(game.statusSeconds)
            #expect(shownAfter == (left + 999) / 1000, "\(left) ms left; the status bar shows \(shownAfter) s")
            #expect((shownBefore - 1...shownBefore).contains(shownAfter), "\(shownBefore) s before \(how), \(shownAfter) s after fg")
            Thread.sleep(forTimeInterval: 1.5)
            #expect(game.statusSeconds == shownAfter, "the clock stays stopped until the players resume")
            game.press("p")
            #expect(game.pane.wait(timeout: 10) { _ in (game.statusSeconds ?? .max) < shownAfter }, "p resumes the countdown")
        }

        // A window-change signal with no new size changes nothing.
        game.press("p")
        game.expect("PAUSED")
        let paused = try #require(game.pane.steadyScreen(escapes: true), "the screen never held still:\n\(game.text)")
        for _ in 0..<50 { kill(pid, SIGWINCH) }
        Thread.sleep(forTimeInterval: 1)  // time for a redraw the signals would wrongly cause
        #expect(game.pane.screen(escapes: true) == paused)
        #expect(game.gamePID == pid)

        game.quit()
        #expect(game.pane.wait(timeout: 10) { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }, "no prompt after quitting")
        #expect(game.shellTerminalIsAsAtStart("end"))
        #expect(!game.pane.modes.alternateScreen && game.pane.modes.cursorVisible)
        print("reliability: suspend: 2 × suspension during a turn, ended by fg (Ctrl-Z, SIGTSTP from outside)")
        print("reliability: sigwinch: 50 × SIGWINCH without a new size")
    }

    /// SIGSTOP cannot be caught, so the game gets no warning; when SIGCONT continues it, the turn pauses at the
    /// loop's last wake-up (at most about a second before the stop) and the stopped time is not play.
    @Test func aStopFromOutsidePausesTheTurnOnceContinued() throws {
        let game = try PappersPane("play --seed 6 --words 10 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.startTurnAndGuessOnce()
        let pid = try #require(game.gamePID)
        let shownBefore = try #require(game.statusSeconds)
        kill(pid, SIGSTOP)
        #expect(waitForState(pid, stopped: true))
        Thread.sleep(forTimeInterval: 3)
        kill(pid, SIGCONT)
        #expect(waitForState(pid, stopped: false))
        game.expect("PAUSED")
        let journal = game.journal()
        #expect(journal.last?.hasSuffix(" pause") == true, "continued, the turn paused: \(journal.suffix(3))")
        let left = try #require(game.turnTimeLeft(), "the turn is paused in the journal")
        let shownAfter = try #require(game.statusSeconds)
        #expect(shownAfter == (left + 999) / 1000, "\(left) ms left; the status bar shows \(shownAfter) s")
        #expect((shownBefore - 2...shownBefore).contains(shownAfter),
                "\(shownBefore) s before the stop, \(shownAfter) s after: the 3 s stopped were not counted")
        game.quit()
        #expect(game.pane.outcome()?.terminalIsSane == true)
        print("reliability: sigstop: 1 × SIGSTOP for 3 s during a turn, then SIGCONT")
    }
}
