import Foundation
import PappersTestSupport
import Testing

/// A stored game whose setup was edited with `sqlite3` (an empty bowl, no rounds, no teams, a team without
/// players) or whose names fail today's checks (an escape sequence, a bidirectional override, "Ana" and "ana"
/// in one game): every command and screen that reads the games counts it as unreadable, with its reason, and
/// shows the others. 1.1 trapped with a backtrace in `history`, home, `play` and `continue`, and `stats` and
/// the Records screen refused every game for one.
@Suite(.onItsOwnThreadInTurn) struct EditedSetupEndToEndTests {
    /// The `sqlite3` edits of game 2's setup, by name.
    static let edits: [(String, String)] = [
        ("no words", #"json_set(setup, '$.words', json('[]'))"#),
        ("no rounds", #"json_set(setup, '$.rules.rounds', json('[]'))"#),
        ("no teams", #"json_set(setup, '$.teams', json('[]'))"#),
        ("a team without players", #"json_set(setup, '$.teams[0].players', json('[]'))"#),
        ("an escape sequence in a name", #"json_set(setup, '$.teams[0].players[0]', 'A' || char(27) || '[31m')"#),
        ("a bidirectional override in a name", #"json_set(setup, '$.teams[1].name', 'Bl' || char(8238) || 'ues')"#),
        ("Ana and ana in one game", #"json_set(json_set(setup, '$.teams[0].players[0]', 'Ana'), '$.teams[1].players[0]', 'ana')"#),
    ]

    /// The reason each edit gives, as the store says it.
    static let reasons = [
        "the bowl is empty", "a game has 1 to 6 rounds, not 0", "a game needs 2 to 10 teams, not 0",
        "has 0 players", "holds an escape character", "holds a bidirectional control",
        "two players are called \"ana\"",
    ]

    static func edit(_ setup: String, status: String = "") -> String {
        #"sqlite3 data/pappers.sqlite "UPDATE game SET setup = "# + setup + status + #" WHERE id = 2" && "#
    }

    @Test(arguments: zip(edits, reasons))
    func historyStatsAndExportNameTheGameAndShowTheOthers(edit: (String, String), reason: String) throws {
        let setUp = Self.edit(edit.1)
        let history = try CommandLineHardeningTests.run(setUp + #""$PAPPERS" history"#)
        CommandLineHardeningTests.expectClean(history, 0, "history after \(edit.0)")
        let rows = history.outputText.split(separator: "\n")
        #expect(rows.count == 4, "\(history.outputText)")
        #expect(rows.contains { $0.hasPrefix(" 2 ") && $0.contains("cannot be read: the setup of game 2 is not valid") && $0.contains(reason) },
                "\(edit.0): \(history.outputText)")
        #expect(rows.filter { $0.contains("(Reds won)") || $0.contains("(Blues won)") || $0.contains("(tie") }.count == 2,
                "\(edit.0): \(history.outputText)")

        let json = try CommandLineHardeningTests.run(setUp + #""$PAPPERS" history --json"#)
        CommandLineHardeningTests.expectClean(json, 0, "history --json after \(edit.0)")
        let games = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])?["games"] as? [[String: Any]])
        #expect(games.map { $0["id"] as? Int } == [3, 2, 1])
        #expect((games[1]["unreadable"] as? String)?.contains(reason) == true, "\(json.outputText)")
        #expect(games[1]["seed"] is NSNull && games[0]["seed"] as? Int == 3)

        let stats = try CommandLineHardeningTests.run(setUp + #""$PAPPERS" stats"#)
        CommandLineHardeningTests.expectClean(stats, 0, "stats after \(edit.0)")
        #expect(stats.outputText.hasPrefix("Records of 2 games: 2 finished"), "\(stats.outputText)")
        #expect(stats.outputText.contains("Left out: 1 game that cannot be read:\n  the setup of game 2 is not valid: "),
                "\(stats.outputText)")
        #expect(stats.outputText.contains(reason))

        let export = try CommandLineHardeningTests.run(setUp + #""$PAPPERS" export 2"#)
        CommandLineHardeningTests.expectClean(export, 65, "export 2 after \(edit.0)")
        #expect(export.errors.contains(reason))
        print("reliability: edited-setups: 1 × stored setup edited (\(edit.0)), read by history, stats and export")
    }
}

/// The screens on such a game, in tmux: `continue` says why it cannot go on and exits 65, home and `play`
/// start, and the Records screen shows the other games.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct EditedSetupScreenTests {
    /// A scratch folder whose `data` holds three finished games, game 2 edited into one in progress with
    /// `setup`.
    static func folder(_ setup: String) throws -> URL {
        let folder = try DocumentationTests.scratchFolder()
        let line = EditedSetupEndToEndTests.edit(setup, status: ", status = 'in-progress', result = NULL, ended_at = NULL")
        let edited = try CommandLineHardeningTests.run(line + "true", in: folder)
        #expect(edited.status == 0, "\(edited.errors)")
        return folder
    }

    @Test(arguments: zip(EditedSetupEndToEndTests.edits.prefix(5), EditedSetupEndToEndTests.reasons.prefix(5)))
    func continueSaysWhyAndExits65(edit: (String, String), reason: String) throws {
        let folder = try Self.folder(edit.1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try PappersPane("continue", dataDirectory: folder.appendingPathComponent("data").path)
        pane.expect("The saved game cannot be continued:")
        #expect(!pane.text.contains("does not play back"), "\(pane.text)")
        pane.press("q")
        let outcome = try #require(pane.pane.outcome())
        #expect(outcome.status == 65, "\(edit.0): \(outcome.lines)")
        #expect(outcome.lines.contains { $0.contains("the saved game cannot be continued") && $0.contains(reason) },
                "\(edit.0): \(outcome.lines)")
        #expect(!outcome.lines.joined().contains("Fatal error"))
        #expect(outcome.terminalIsSane)
        print("reliability: edited-setups: 1 × screen on a data directory with an edited setup (continue)")
    }

    @Test func homeAndTheRecordsScreenShowTheOthers() throws {
        let folder = try Self.folder(EditedSetupEndToEndTests.edits[0].1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data").path
        let home = try PappersPane("", dataDirectory: data)
        home.expect("New game")
        home.press("r")
        home.expect("Players in teams")
        // In one capture with the heading, not one taken while the screen is half drawn.
        let records = home.pane.wait { lines in
            lines.contains { $0.contains("finished 2") } && lines.contains { $0.contains("Left out because they cannot be read: 1") }
        }
        #expect(records, "\(home.text)")
        home.press("Escape")
        home.expect("New game")
        home.press("q")
        #expect(try #require(home.pane.outcome()).status == 0)
        print("reliability: edited-setups: 1 × screen on a data directory with an edited setup (home and Records)")
    }

    @Test func playStarts() throws {
        let folder = try Self.folder(EditedSetupEndToEndTests.edits[3].1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let play = try PappersPane(#"play --team "Reds:Ana,Bru" --team "Blues:Cai,Dani" --seed 3"#,
                                   dataDirectory: folder.appendingPathComponent("data").path)
        play.expect("Pass the laptop to")
        play.quit()
        #expect(try #require(play.pane.outcome()).status == 0)
        print("reliability: edited-setups: 1 × screen on a data directory with an edited setup (play)")
    }
}
