import Foundation
import PappersTestSupport
import Testing

/// The real program in tmux: the teams of `play --team` are those of the next `play`.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct RememberedTeamsEndToEndTests {
    @Test func playWithTeamsThenPlainPlayKeepsTheTeams() throws {
        let first = try PappersPane("play --seed 3 --words 6 --no-sound --team 'Reds:Ann,Bob' --team 'Blues:Cat,Dan'")
        first.expect("Pass the laptop to")
        first.quit()
        #expect(first.pane.outcome()?.status == 0)

        let second = try PappersPane("play --seed 4 --words 6 --no-sound", dataDirectory: first.dataDirectory)
        second.expect("Pass the laptop to")
        second.pane.wait { $0.contains { $0.contains("Reds") || $0.contains("Blues") } }
        let screen = second.text
        #expect(screen.contains("Reds") || screen.contains("Blues"), "the hand-off names a remembered team:\n\(screen)")
        #expect(!screen.contains("Team 1") && !screen.contains("Player 1"))
        second.quit()
        #expect(second.pane.outcome()?.status == 0)
        let record = second.run(["export", "2"]).output
        for name in ["Reds", "Blues", "Ann", "Bob", "Cat", "Dan"] {
            #expect(record.contains("\"\(name)\""), "the second game's teams hold \(name)")
        }
    }
}
