import Foundation
import PappersTestSupport
import Testing

/// The real program in tmux: Space and Enter wait where a hammered guess could land, and show it; no key acts
/// across a team boundary.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct MainKeyGuardEndToEndTests {
    /// Whether the footer shows `key` waiting: unlit, its hint the fill of the wait (`──────` to `█████─`).
    private static func waits(_ key: String, _ lines: [String]) -> Bool {
        guard let footer = lines.last, let hint = footer.range(of: "\(key) ") else { return false }
        return footer[hint.upperBound...].hasPrefix("█") || footer[hint.upperBound...].hasPrefix("─")
    }

    @Test func aNewGamesFirstHandOffShowsTheWaitThenEnterStartsTheClock() throws {
        let game = try PappersPane("play --seed 3 --words 6 --no-sound")
        // The hand-off and the fill of the wait in one capture: the fill shows from the hand-off's first frame
        // for 1.2 s, which a capture made after seeing the hand-off alone could miss on a busy machine.
        let waiting = game.pane.wait { lines in
            lines.contains { $0.contains("Pass the laptop to") } && Self.waits("Space/Enter", lines)
        }
        #expect(waiting, "the hand-off shows the wait:\n\(game.text)")
        game.expect("Space/Enter start", timeout: 15)
        game.press("Enter")
        game.expect("guessed!")
        game.quit()
        #expect(game.pane.outcome()?.status == 0)
        #expect(game.journal().contains { $0.hasSuffix(" start-turn") }, "the Enter after the wait started the turn")
    }

    /// The party: two teams, a 10-second turn, Space hammered every 150 ms from 8.5 s for three seconds.
    /// The journal (through `pappers export`) shows the review waited, and no turn of the next team started
    /// within a second of its hand-off appearing, nor scored.
    @Test func spaceHammeredThroughTimeUpNeverStartsOrScoresForTheNextTeam() throws {
        let game = try PappersPane(
            "play --team 'Reds:Ana,Bru' --team 'Blues:Eva,Hugo' --turn-seconds 10 --seed 7 --no-sound")
        game.expect("Pass the laptop to")
        game.settle()
        game.press("Space")
        game.expect("guessed!")
        let started = Date()
        Thread.sleep(until: started.addingTimeInterval(8.5))
        for _ in 0..<20 {
            game.press("Space")
            Thread.sleep(forTimeInterval: 0.15)
        }
        Thread.sleep(forTimeInterval: 1.5)
        let entries = game.journal().map { $0.split(separator: " ") }.map { (t: Int($0[0]) ?? 0, action: String($0[1])) }
        game.quit()
        let timeUp = try #require(entries.first { $0.action == "tick" }, "time ran out: \(entries)")
        let starts = entries.filter { $0.action == "start-turn" }
        #expect(starts.count >= 1)
        for start in starts.dropFirst() {
            let appeared = entries.last { $0.t <= start.t && ["confirm-review", "begin-round"].contains($0.action) }
            #expect(start.t - (appeared?.t ?? 0) >= 1_000, "a start-turn within a second of its hand-off: \(entries)")
        }
        let nextTurn = starts.dropFirst().first?.t ?? .max
        #expect(!entries.contains { $0.action == "guessed" && $0.t > timeUp.t }, "a guess after time up: \(entries)")
        #expect(!entries.contains { $0.action == "guessed" && $0.t >= nextTurn }, "the next team scored: \(entries)")
        if let confirmed = entries.first(where: { $0.action == "confirm-review" }) {
            #expect(confirmed.t - timeUp.t >= 1_000, "the review was skipped: \(entries)")
        }
    }

    @Test func theReviewAfterTimeUpShowsTheWaitThenLightsUp() throws {
        let game = try PappersPane("play --seed 3 --words 6 --turn-seconds 10 --no-sound")
        game.expect("Pass the laptop to")
        game.settle()
        game.press("Enter")
        game.expect("guessed!")
        game.press("Space")
        // Time up: the footer's Enter is a fill first, then "Enter confirm".
        let waiting = game.pane.wait(timeout: 30) { lines in
            Self.waits("Enter", lines) && !lines.contains { $0.contains("Enter confirm") }
        }
        #expect(waiting, "the review shows the wait:\n\(game.text)")
        game.expect("Enter confirm", timeout: 15)
        game.press("Enter")
        game.expect("Pass the laptop to")
        game.quit()
        #expect(game.pane.outcome()?.status == 0)
    }
}
