import Foundation
import PappersTestSupport
import Testing

/// The program dying under the players: a crash inside it (the signals a trap, a bad pointer or an abort
/// raise, sent to the running game) and SIGKILL at random moments. A crash gives the terminal back (settings,
/// main screen, cursor) with one line saying the game is saved, and Swift's backtracer never waits at a prompt;
/// SIGKILL cannot be caught, but the shell gets its prompt and the next `pappers continue` in the same terminal
/// gives everything back. Either way the game continues exactly from its journal.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct CrashEndToEndTests {
    /// SIGILL is what a failed precondition raises on this machine, SIGSEGV a bad pointer, SIGABRT an abort.
    @Test(arguments: [SIGILL, SIGSEGV, SIGABRT])
    func aCrashGivesTheTerminalBackAndTheGameContinues(signal: Int32) throws {
        // Swift's backtracer at its defaults: on, and interactive when it finds a terminal.
        let game = try PappersPane("play --seed 12 --words 8 --no-sound", environment: ["SWIFT_BACKTRACE": nil])
        game.startTurnAndGuessOnce()
        Thread.sleep(forTimeInterval: 1.5)  // a heartbeat or two
        let journal = game.journal()
        let seconds = try #require(game.statusSeconds)
        kill(try #require(game.gamePID), signal)
        let outcome = try #require(game.pane.outcome(timeout: 90), "the program never ended: \(game.text)")
        #expect(outcome.status == 128 + signal)
        #expect(outcome.lines.contains("Pappers stopped unexpectedly; your game is saved: run `pappers continue`."))
        #expect(outcome.terminalIsSane, "\(outcome.flags) \(outcome.stty)")

        let resumed = try PappersPane("continue", dataDirectory: game.dataDirectory)
        resumed.expect("PAUSED")
        resumed.expectStatus("the guess kept") { $0.contains("+1 this turn") }
        let after = resumed.journal()
        #expect(Array(after.prefix(journal.count)) == journal, "the journal is kept action for action")
        #expect(after.dropFirst(journal.count).allSatisfy { $0.hasSuffix(" pause") || $0.hasSuffix(" tick") })
        #expect((0...2).contains(seconds - (resumed.statusSeconds ?? 0)), "the turn kept its time (heartbeat)")
        resumed.quit()
        #expect(resumed.pane.outcome()?.terminalIsSane == true)
        print("reliability: crash: 1 × crash signal to the running game (\(signal == SIGILL ? "SIGILL" : signal == SIGSEGV ? "SIGSEGV" : "SIGABRT"))")
    }

    @Test func sigkillAtRandomMomentsLosesNothingJournaled() throws {
        var random = SeededRandom(state: 4242)
        let game = try PappersPane(shellWidth: 80, height: 24)
        game.launch("play --seed 13 --words 30 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.expect("Pass the laptop to")
        var kept: [String] = []
        for round in 0..<4 {
            // Play a little: random keys that keep a game going, then a random wait.
            for _ in 0..<(2 + random.next(below: 8)) {
                let keys = ["Space", "Enter", "s", "u", "p", "v", "Down", "x"]
                if random.next(below: 3) == 0 { game.settle() }
                game.press(keys[random.next(below: keys.count)])
                usleep(UInt32(random.next(below: 400_000)))
            }
            Thread.sleep(forTimeInterval: Double(random.next(below: 1_500)) / 1_000)
            let pid = try #require(game.gamePID, "round \(round): pappers is not running:\n\(game.text)")
            let journal = game.journal()
            kill(pid, SIGKILL)
            #expect(game.pane.wait(timeout: 10) { $0.joined().contains("Killed") }, "round \(round)")
            #expect(Array(journal.prefix(kept.count)) == kept, "round \(round): the journal lost actions")
            kept = journal
            // The next run in the same terminal comes back where the game was.
            game.launch("continue")
            let started = Date().addingTimeInterval(15)
            while (game.gamePID == nil || game.gamePID == pid) && Date() < started { usleep(30_000) }
            // Its screen drawn over the shell's "Killed", as it is when a person plays on.
            let drawn = game.pane.wait { lines in !lines.contains { $0.contains("Killed") } }
            #expect(drawn, "round \(round): continue shows nothing:\n\(game.text)")
            let after = game.journal()
            #expect(Array(after.prefix(journal.count)) == journal, "round \(round): the journal is kept action for action")
            #expect(after.dropFirst(journal.count).allSatisfy { $0.hasSuffix(" pause") || $0.hasSuffix(" tick") })
        }
        game.quit()
        #expect(game.pane.wait(timeout: 10) { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }, "no prompt:\n\(game.text)")
        #expect(game.shellTerminalIsAsAtStart("end"), "the terminal is as it was before the first run")
        #expect(!game.pane.modes.alternateScreen && game.pane.modes.cursorVisible)
        #expect(game.run(["replay", "1", "--headless"]).status == 0, "the game replays from its journal")
        print("reliability: sigkill-random: 4 × SIGKILL at a random moment, each continued in the same terminal")
    }
}
