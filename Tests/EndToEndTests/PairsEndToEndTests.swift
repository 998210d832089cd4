import Foundation
import PappersTestSupport
import Testing

/// Pairs mode with the real binary: a whole game of five players through the screens, and its options.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct PairsEndToEndTests {
    static let players = ["Ana", "Bru", "Carla", "Dani", "Eli"]

    /// "Ana describes to Bru" on the screen, as (describer, guesser).
    static func pair(on screen: String) -> (String, String)? {
        for line in screen.split(separator: "\n") {
            guard let range = line.range(of: " describes to ") else { continue }
            let describer = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let guesser = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            if players.contains(describer) && players.contains(guesser) { return (describer, guesser) }
        }
        return nil
    }

    @Test func aWholePairsGameOfFivePlayers() throws {
        let game = try PappersPane("play --seed 5 --words 8 --no-sound --players 'Ana,Bru,Carla,Dani,Eli'")
        game.expect("describes to")
        let (describer, guesser) = try #require(Self.pair(on: game.text), "the hand-off names the pair:\n\(game.text)")
        #expect(describer != guesser)
        game.settle()
        game.press("Enter")
        game.expectStatus("the pair on the status bar") { $0.contains("\(describer) → \(guesser)") && $0.contains("8 left") }
        game.press("Space")
        game.expectStatus("a guess") { $0.contains("7 left") && $0.contains("+1 this turn") }
        game.press("Space")
        game.expectStatus("two guesses") { $0.contains("6 left") && $0.contains("+2 this turn") }
        game.press("u")
        game.expectStatus("the guess undone") { $0.contains("7 left") && $0.contains("+1 this turn") }
        game.press("Escape")
        game.expect("End this turn now")
        game.press("Down", "Enter")
        game.expect("\(describer) and \(guesser) got 1")
        game.expect("Score:")
        game.settle()
        game.press("Enter")

        // The first lap: every player describes once and guesses once. Each turn guesses one word and ends
        // from the menu, so that no round ends within the lap.
        var pairs = [(describer, guesser)]
        while pairs.count < 5 {
            game.expect("Pass the laptop to")
            // The pair's line and the heading in one capture: a frame half drawn may show only the heading.
            let named = game.pane.wait { Self.pair(on: $0.joined(separator: "\n")) != nil }
            let pair = try #require(named ? Self.pair(on: game.text) : nil, "the hand-off names the pair:\n\(game.text)")
            pairs.append(pair)
            game.settle()
            game.press("Enter")
            game.expectStatus("\(pair.0)'s turn") { $0.contains("\(pair.0) → \(pair.1)") && $0.contains("0 this turn") }
            game.press("Space")
            game.expectStatus("a guess") { $0.contains("+1 this turn") }
            game.press("Escape")
            game.expect("End this turn now")
            game.press("Down", "Enter")
            game.expect("\(pair.0) and \(pair.1) got 1")
            game.settle()
            game.press("Enter")
        }
        #expect(Set(pairs.map(\.0)).count == 5, "every player describes once in the first lap: \(pairs)")
        #expect(Set(pairs.map(\.1)).count == 5, "every player guesses once in the first lap: \(pairs)")
        #expect(pairs.allSatisfy { $0.0 != $0.1 })

        try #require(game.playOn(limit: 200) { $0.contains("Final standings") }, "never reached the end:\n\(game.text)")
        game.expect("Best describer")
        let podium = game.pane.wait { lines in
            let text = lines.joined(separator: "\n")
            return (text.contains("wins!") || text.contains("A tie:")) && Self.players.contains { text.contains($0) }
        }
        #expect(podium, "a player wins, or players tie:\n\(game.text)")
        #expect(!game.text.contains("Team"), "the podium ranks players, not teams")
        game.settle()
        game.press("Enter")
        game.expect("New game")
        game.press("q")
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 0)
        #expect(outcome.terminalIsSane)

        let export = game.run(["export", "1"])
        #expect(export.status == 0 && export.output.contains("\"mode\": \"pairs\""))
        let replay = game.run(["replay", "1", "--headless"])
        #expect(replay.status == 0, "the recorded pairs game replays to its result")
        #expect(replay.output.contains("\"mode\":\"pairs\"") && replay.output.contains("\"name\":\"Carla\""))
        // The records across games count it as a game in pairs, for every player of the list.
        let stats = game.run(["stats", "--json"])
        #expect(stats.status == 0 && stats.output.contains("\"unreadable\":0,\"pairs\":1}"), "\(stats.output)")
        for player in Self.players { #expect(stats.output.contains("{\"name\":\"\(player)\"")) }
        try game.expectStatsAgreeWithTheJournal()
    }
}

/// The pairs options of the command line.
@Suite(.onItsOwnThreadInTurn) struct PairsCommandLineTests {
    @Test func playersAndTeamTogetherAreAUsageErrorInOneLine() throws {
        let outcome = try CommandLineHardeningTests.run(
            #""$PAPPERS" play --players "Ana,Bru,Carla" --team "Reds:Dani,Eli""#)
        #expect(outcome.status == 64)
        #expect(outcome.errors.split(separator: "\n").count == 1)
        #expect(outcome.errors.contains("--players") && outcome.errors.contains("--team"))
    }

    @Test func tooFewPairsPlayersAreRefused() throws {
        let play = try CommandLineHardeningTests.run(#""$PAPPERS" play --players "Ana,Bru""#)
        #expect(play.status == 64 && play.errors.split(separator: "\n").count == 1)
        #expect(play.errors.contains("3 to 20 players"))
        let simulate = try CommandLineHardeningTests.run(#""$PAPPERS" simulate --mode pairs --players 21"#)
        #expect(simulate.status == 64 && simulate.errors.contains("3 to 20"))
    }

    @Test func simulatedPairsGamesPrintTheSameBytesEveryTime() throws {
        let line = #""$PAPPERS" simulate --mode pairs --players 7 --seed 11 --games 20 --json"#
        let first = try CommandLineHardeningTests.run(line)
        let second = try CommandLineHardeningTests.run(line)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == second.output)
        let games = first.outputText.split(separator: "\n")
        #expect(games.count == 20)
        #expect(games.allSatisfy { $0.hasSuffix(",\"mode\":\"pairs\"}") && $0.contains("\"name\":\"Player 7\"") })
    }
}
