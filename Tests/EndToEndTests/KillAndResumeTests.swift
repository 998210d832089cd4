import Foundation
import PappersTestSupport
import Testing

/// Killed at any moment, the game comes back exactly where it was: the journal action for action, the scores,
/// the bowl, the turn's time (within the heartbeat's second), paused behind the word.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct KillAndResumeTests {
    /// Where in the game the kill lands.
    enum Moment: String, CaseIterable {
        case handOff = "hand-off", midTurn = "mid-turn", review, roundEnd = "round-end", mimeTurn = "mime-turn"
    }

    /// The parts of the status bar that must survive a crash: everything but the seconds.
    private func lasting(_ status: String) -> [String] {
        status.components(separatedBy: " · ").filter { !$0.hasSuffix(" s") }
    }

    private func seconds(_ status: String) -> Int? {
        status.components(separatedBy: " · ").first { $0.hasSuffix(" s") }.flatMap { Int($0.dropLast(2)) }
    }

    /// Plays `game` to `moment`.
    private func drive(_ game: PappersPane, to moment: Moment) {
        game.expect("Pass the laptop to")
        switch moment {
        case .handOff:
            game.settle()
            game.press("Enter")
            game.expect("guessed!")
            game.press("Space", "Space")
            game.press("Escape")
            game.press("Down", "Enter")
            game.expect("Turn over")
            game.settle()
            game.press("Enter")
            game.expect("Pass the laptop to")
        case .midTurn:
            game.settle()
            game.press("Enter")
            game.expect("guessed!")
            game.press("Space", "s", "Space")
            game.expectStatus("two guesses") { $0.contains("+2 this turn") }
            Thread.sleep(forTimeInterval: 2.5)  // the countdown runs, so that the kill has a turn's time to keep
        case .review:
            game.settle()
            game.press("Enter")
            game.expect("guessed!")
            game.press("Space", "Space", "Space")
            game.press("Escape")
            game.press("Down", "Enter")
            game.expect("Turn over")
            game.press("Down", "x")
            game.expect("(struck)")
        case .roundEnd:
            game.settle()
            game.press("Enter")
            game.expect("guessed!")
            for _ in 0..<6 { game.press("Space") }
            game.expect("The bowl is empty!")
            game.settle()
            game.press("Enter")
            game.expect("End of round 1")
        case .mimeTurn:
            game.playOn { $0.contains("Round 3 Mime") && $0.contains("guessed!") }
            game.press("Space")
            game.expectStatus("a mime guess") { $0.contains("+1 this turn") }
        }
    }

    @Test(arguments: Moment.allCases)
    func aKilledGameComesBackExactly(at moment: Moment) throws {
        let game = try PappersPane("play --seed 5 --words 6 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        drive(game, to: moment)
        // What the screen said, once whole: a frame caught half drawn could still show the status bar before.
        let before = try #require(game.pane.steadyScreen(), "the screen never held still:\n\(game.text)")
        let statusBefore = before.count >= 2 ? before[before.count - 2] : ""
        let screenBefore = before.joined(separator: "\n")
        let journalBefore = game.journal()
        #expect(!journalBefore.isEmpty)
        let pid = try #require(game.gamePID)
        kill(pid, SIGKILL)
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 137)

        let resumed = try PappersPane("continue", dataDirectory: game.dataDirectory)
        resumed.expect("ound")
        if moment != .roundEnd {
            // The round's name can be drawn a frame before the status bar: wait for the bar itself.
            resumed.expectStatus("what it said before the kill") { lasting($0) == lasting(statusBefore) }
        }
        let statusAfter = resumed.statusBar
        let journalAfter = resumed.journal()
        #expect(Array(journalAfter.prefix(journalBefore.count)) == journalBefore, "the journal is kept action for action")
        let added = journalAfter.dropFirst(journalBefore.count).map { $0.split(separator: " ")[1] }
        #expect(added.allSatisfy { $0 == "pause" || $0 == "tick" }, "resuming only pauses: \(added)")
        switch moment {
        case .midTurn, .mimeTurn:
            #expect(lasting(statusAfter) == lasting(statusBefore), "\(statusBefore) then \(statusAfter)")
            let lost = (seconds(statusBefore) ?? 0) - (seconds(statusAfter) ?? 0)
            #expect((-1...2).contains(lost), "the turn kept its time: \(statusBefore) then \(statusAfter)")
            resumed.expect("PAUSED")
            #expect(added == ["pause"])
        case .review:
            resumed.expect("(struck)")
            #expect(lasting(statusAfter) == lasting(statusBefore))
        case .handOff:
            resumed.expect("Pass the laptop to")
            #expect(statusAfter == statusBefore)
        case .roundEnd:
            resumed.expect("End of round 1")
            let after = resumed.pane.steadyScreen()?.joined(separator: "\n") ?? resumed.text
            #expect(after.contains("leads by") == screenBefore.contains("leads by"), "\(after)")
        }
        // And the game goes on.
        resumed.press("p")
        resumed.settle()
        resumed.press("Enter")
        resumed.quit()
        #expect(resumed.pane.outcome()?.terminalIsSane == true)
        print("reliability: sigkill-moments: 1 × SIGKILL at a chosen moment (\(moment.rawValue))")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalSavesThePausedTurnAndGivesTheTerminalBack(signal: Int32) throws {
        let game = try PappersPane("play --seed 9 --words 8 --no-sound")
        game.startTurnAndGuessOnce()
        let pid = try #require(game.gamePID)
        kill(pid, signal)
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.terminalIsSane)
        let journal = game.journal()
        #expect(journal.last?.hasSuffix(" pause") == true, "the turn was paused and saved: \(journal)")
        let resumed = try PappersPane("continue", dataDirectory: game.dataDirectory)
        resumed.expect("PAUSED")
        resumed.expectStatus("the guess kept") { $0.contains("+1 this turn") }
        print("reliability: signals: 1 × signal during a turn (\(signal == SIGTERM ? "SIGTERM" : signal == SIGHUP ? "SIGHUP" : "SIGINT"))")
    }
}
