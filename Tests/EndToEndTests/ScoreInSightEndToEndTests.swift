import Foundation
import PappersTestSupport
import Testing

/// The real program in tmux: the review and the next hand-off show the running totals, and the status bar
/// the leader and the gap.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct ScoreInSightEndToEndTests {
    @Test func theReviewAndTheNextHandOffShowTheTotals() throws {
        let game = try PappersPane("play --seed 3 --words 6 --turn-seconds 10 --no-sound --team 'Reds:Ann,Bob' --team 'Blues:Cat,Dan'")
        game.expect("Pass the laptop to")
        game.expect("Score: ")
        game.settle()
        game.press("Enter")
        game.expect("guessed!")
        game.press("Space")
        game.expectStatus("a guess") { $0.contains("+1 this turn") }
        // The turn shows the score too (the corner line), the playing team marked.
        game.expect("Score: ▶1. ")
        // Time up: the review shows the playing team first with its point.
        game.expect("Time's up!", timeout: 20)
        game.expect("Score: ▶1. ")
        game.expect("Enter confirm")
        game.press("Enter")
        game.expect("Pass the laptop to")
        game.expect("Score: 1. ")
        game.expect("▶2. ")
        // The next turn keeps the score in sight at 80 columns: its corner line ranks both teams.
        game.settle()
        game.press("Enter")
        game.expect("guessed!")
        #expect(game.pane.wait { $0.count > 1 && $0[1].contains("Score: 1. Blues 1 · ▶2. Reds 0") }, "\(game.text)")
        game.quit()
        #expect(game.pane.outcome()?.status == 0)
    }
}
