import Foundation
import PappersTestSupport
import Testing

/// The real program in tmux: the pairs list is typed as the teams are (placeholders typed over, Enter to the
/// next name, a paste, the line editor), and remembered for the next game.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct PairsTypingEndToEndTests {
    private func players(_ pappers: PappersPane, game: Int) -> [String] {
        let (status, output) = pappers.run(["export", String(game)])
        guard status == 0, let data = output.data(using: .utf8),
              let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let teams = (record["setup"] as? [String: Any])?["teams"] as? [[String: Any]] else { return [] }
        return teams.compactMap { $0["name"] as? String }
    }

    @Test func aPairsListIsTypedPastedAndEditedThenRemembered() throws {
        let pappers = try PappersPane("")
        pappers.expect("New game")
        pappers.press("n")
        pappers.expect("add a team")
        pappers.press("m")
        pappers.expect("Pairs (no teams)")
        pappers.press("Enter")
        pappers.expect("Type the name")
        // Typed over the placeholder "Player 1", then Enter opens Player 2.
        pappers.pane.type("Ana")
        pappers.press("Enter")
        pappers.pane.type("Bru Xx")
        pappers.press("C-w")  // "Bru ": the line editor erases the word before the cursor
        pappers.press("BSpace")
        pappers.press("Enter")
        // A pasted list fills the rest, the name taken left out and named.
        pappers.pane.tmux(["set-buffer", "-b", "pairs", "Carla\nAna\nDani, Eva"])
        pappers.pane.tmux(["paste-buffer", "-p", "-r", "-b", "pairs"])
        pappers.expect("Left out, taken or not a name: Ana")
        pappers.press("Enter")  // Eva kept, a new player opens
        pappers.press("Enter")  // the empty new player ends the list
        pappers.expect("5. Eva")
        #expect(!pappers.text.contains("Player 1Ana") && !pappers.text.contains("Bru Xx"))
        pappers.press("s")
        pappers.expect("Pass the laptop to")
        pappers.quit()
        #expect(pappers.pane.outcome()?.status == 0)
        #expect(players(pappers, game: 1) == ["Ana", "Bru", "Carla", "Dani", "Eva"])

        // The next time, New game opens the same pairs list.
        let again = try PappersPane("", dataDirectory: pappers.dataDirectory)
        again.expect("New game")
        again.press("n")
        again.expect("Continue it")  // the first game was saved in progress: New game asks first
        again.press("n")
        again.expect("Pairs (no teams)")
        again.expect("5. Eva")
        again.press("Escape")
        again.press("q")
        #expect(again.pane.outcome()?.status == 0)
    }

    @Test func playPlayersIsRememberedForTheNextPlay() throws {
        let first = try PappersPane("play --players 'Ana,Bru,Carla' --seed 4 --words 6 --no-sound")
        first.expect("Pass the laptop to")
        first.quit()
        #expect(first.pane.outcome()?.status == 0)
        let second = try PappersPane("play --seed 5 --words 6 --no-sound", dataDirectory: first.dataDirectory)
        second.expect("Pass the laptop to")
        second.expect("describes to")
        second.quit()
        #expect(second.pane.outcome()?.status == 0)
        #expect(players(second, game: 2) == ["Ana", "Bru", "Carla"])
    }
}
