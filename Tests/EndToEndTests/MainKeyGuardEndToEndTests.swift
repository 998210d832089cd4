import Foundation
import Testing

/// The real program in tmux: Space and Enter wait only where a hammered guess could land, and show it.
@Suite(.enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct MainKeyGuardEndToEndTests {
    @Test func enterAtOnceOnANewGamesFirstHandOffStartsTheClock() throws {
        let game = try PappersPane("play --seed 3 --words 6 --no-sound")
        game.expect("Pass the laptop to")
        game.press("Enter")
        game.expect("guessed!", timeout: 5)
        game.quit()
        #expect(game.pane.outcome()?.status == 0)
        #expect(game.journal().contains { $0.hasSuffix(" start-turn") }, "the first Enter started the turn")
    }

    @Test func theReviewAfterTimeUpShowsTheWaitThenLightsUp() throws {
        let game = try PappersPane("play --seed 3 --words 6 --turn-seconds 10 --no-sound")
        game.expect("Pass the laptop to")
        game.press("Enter")
        game.expect("guessed!")
        game.press("Space")
        // Time up: the footer's Enter is a fill first, then "Enter confirm".
        game.expect("Enter █", timeout: 20)
        #expect(!game.text.contains("Enter confirm"))
        game.expect("Enter confirm", timeout: 5)
        game.press("Enter")
        game.expect("Pass the laptop to")
        game.quit()
        #expect(game.pane.outcome()?.status == 0)
    }
}
