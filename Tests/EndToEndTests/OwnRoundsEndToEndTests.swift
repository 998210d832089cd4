import Foundation
import PappersTestSupport
import Testing

/// The real program in tmux: a game of rounds chosen on the command line, and a monikers game scored by level
/// (issue #16), through the real screens, then exported and replayed.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct OwnRoundsEndToEndTests {
    /// From the podium to home, then quit: the terminal comes back sane.
    private static func leave(_ game: PappersPane, sourceLocation: SourceLocation = #_sourceLocation) {
        game.settle()
        game.press("Enter")
        game.expect("New game", sourceLocation: sourceLocation)
        game.press("q")
        #expect(game.pane.outcome()?.terminalIsSane == true, sourceLocation: sourceLocation)
    }

    @Test func aGameOfDescribeSoundsPoseAndMime() throws {
        let game = try PappersPane(
            "play --seed 7 --words 5 --no-sound --rounds describe,sounds,pose,mime --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.expect("Round 1 of 4 · DESCRIBE")
        for (number, heading, rule) in [(2, "SOUNDS", "Noises only"), (3, "POSE", "One frozen pose")] {
            let reached = game.playOn { $0.contains("Round \(number) of 4 · \(heading)") && $0.contains("guessed!") }
            try #require(reached, "never reached the \(heading) round:\n\(game.text)")
            game.expect(rule)
            game.expect("hidden: v to peek")
            game.press("v")
            game.pane.wait(timeout: 10) { !$0.joined().contains("hidden: v to peek") }
            #expect(!game.text.contains("hidden: v to peek"), "v shows the \(heading) word again")
        }
        try #require(game.playOn { $0.contains("Round 4 of 4 · MIME") }, "never reached the mime round:\n\(game.text)")
        try #require(game.playOn { $0.contains("Final standings") }, "never reached the end:\n\(game.text)")
        Self.leave(game)

        let export = game.run(["export", "1"])
        #expect(export.status == 0)
        #expect(export.output.contains(#"{"kind":"sounds","passing":"allowed"},{"kind":"pose","passing":"allowed"}"#))
        #expect(!export.output.contains("levels"))
        let replay = game.run(["replay", "1", "--headless"])
        #expect(replay.status == 0)
        #expect(replay.output.contains(#""rounds":["describe","sounds","pose","mime"]"#))
        #expect(replay.output.contains(#""status":"finished""#))
        try game.expectStatsAgreeWithTheJournal()
    }

    @Test func aMonikersGameScoresEachWordsLevel() throws {
        let game = try PappersPane(
            "play --seed 9 --words 5 --no-sound --rules monikers --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.expect("Round 1 of 3 · DESCRIBE")
        try #require(game.playOn { $0.contains("Final standings") }, "never reached the end:\n\(game.text)")
        Self.leave(game)

        let export = game.run(["export", "1"])
        let record = try #require(try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
        let setup = try #require(record["setup"] as? [String: Any])
        let levels = try #require(setup["levels"] as? [Int])
        #expect(levels.count == 5 && levels.allSatisfy { (1...3).contains($0) })
        let rules = try #require(setup["rules"] as? [String: Any])
        #expect(rules["points"] as? String == "level")
        // Every word guessed once in each of the three rounds, nothing passed or struck: the levels, three times.
        let result = try #require(record["result"] as? [String: Any])
        let teams = try #require(result["teams"] as? [[String: Any]])
        let total = teams.compactMap { $0["score"] as? Int }.reduce(0, +)
        #expect(total == 3 * levels.reduce(0, +))
        let replay = game.run(["replay", "1", "--headless"])
        #expect(replay.status == 0)
        #expect(replay.output.contains(#""status":"finished""#))
        try game.expectStatsAgreeWithTheJournal()
    }

    @Test(arguments: [
        (#""$PAPPERS" simulate --rounds describe,dance"#,
         "pappers: --rounds takes 1 to 6 of describe, one-word, mime, sounds, pose, separated by commas, not \"describe,dance\"\n"),
        (#""$PAPPERS" play --seed 1 --rounds mime,mime,mime,mime,mime,mime,mime"#,
         "pappers: --rounds takes 1 to 6 of describe, one-word, mime, sounds, pose, separated by commas, not \"mime,mime,mime,mime,mime,mime,mime\"\n"),
        (#""$PAPPERS" simulate --points double"#,
         "pappers: The value 'double' is invalid for '--points <RULE>'. Please provide one of 'word' and 'level'.\n"),
    ])
    func aBadRoundsOrPointsOptionIsOneLine(line: String, expected: String) throws {
        let outcome = try CommandLineHardeningTests.run(line)
        CommandLineHardeningTests.expectClean(outcome, 64, line)
        #expect(outcome.errors == expected)
    }

    @Test func simulateWithOwnRoundsAndLevelsIsDeterministic() throws {
        let line = #""$PAPPERS" simulate --seed 5 --games 20 --json --rounds pose,sounds,pose --points level"#
        let first = try CommandLineHardeningTests.run(line)
        #expect(first.status == 0)
        #expect(first.outputText.split(separator: "\n").count == 20)
        #expect(first.outputText.contains(#""rounds":["pose","sounds","pose"]"#))
        #expect(try CommandLineHardeningTests.run(line).outputText == first.outputText)
    }
}
