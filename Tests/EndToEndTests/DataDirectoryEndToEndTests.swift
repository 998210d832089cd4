import Foundation
import PappersTestSupport
import Testing

/// The data directory and the games in progress, with the real binary: a problem screen left with q exits
/// with its problem's status, `continue GAME_ID` reaches any game in progress, home lists them and asks before
/// a new game, and `play` names the game still saved.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct DataDirectoryEndToEndTests {
    /// A data directory for a pane, made by the test.
    static func folder(mode: mode_t, file: (name: String, contents: Data)? = nil) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-e2e-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        if let file { _ = FileManager.default.createFile(atPath: path + "/" + file.name, contents: file.contents) }
        chmod(path, mode)
        return path
    }

    /// 1.0.0 narrowed such a folder to 0700 and played; a problem screen left with q exited 0.
    @Test func aProblemScreenLeftWithQExitsWithItsProblemsStatus() throws {
        let shared = try Self.folder(mode: 0o777, file: ("notes.txt", Data("hi\n".utf8)))
        let refused = try PappersPane("", dataDirectory: shared)
        refused.expect("cannot be kept private")
        refused.press("q")
        let outcome = try #require(refused.pane.outcome())
        #expect(outcome.status == 74)
        #expect(outcome.lines.contains { $0.hasPrefix("pappers: the data directory") && $0.contains("PAPPERS_HOME") })
        #expect(outcome.terminalIsSane)
        var status = stat()
        #expect(stat(shared, &status) == 0 && status.st_mode & 0o777 == 0o777, "the folder's permissions are left alone")

        let damaged = try Self.folder(mode: 0o700, file: ("pappers.sqlite", Data(repeating: 0x5A, count: 8_192)))
        let corrupt = try PappersPane("", dataDirectory: damaged)
        corrupt.expect("f: start a fresh database")
        corrupt.press("q")
        #expect(try #require(corrupt.pane.outcome()).status == 65)

        // Playing without saving is playing: that ends with 0.
        let unsaved = try PappersPane("", dataDirectory: try Self.folder(mode: 0o777, file: ("notes.txt", Data())))
        unsaved.expect("cannot be kept private")
        unsaved.press("n")
        unsaved.expect("New game")
        unsaved.press("q")
        #expect(try #require(unsaved.pane.outcome()).status == 0)
        print("reliability: problem-exit: 3 × problem screen left with q or after playing unsaved (74, 65, 0)")
    }

    /// Plays `--team` teams into the first turn, guesses once, and saves and quits.
    static func saveAGame(_ teams: String, in data: String?) throws -> PappersPane {
        let game = try PappersPane("play --seed 5 --words 8 --no-sound \(teams)", dataDirectory: data)
        game.startTurnAndGuessOnce()
        game.quit()
        _ = game.pane.outcome()
        return game
    }

    @Test func everyGameInProgressCanBeContinued() throws {
        let first = try Self.saveAGame("--team 'Owls:Ada,Bo' --team 'Cats:Cy,Di'", in: nil)
        let data = first.dataDirectory
        // `play` with a game in progress plays as before, then names the saved game after the terminal is back.
        let second = try PappersPane("play --seed 6 --words 8 --no-sound --team 'Reds:Eva,Fe' --team 'Blues:Gil,Hu'",
                                     dataDirectory: data)
        second.startTurnAndGuessOnce()
        second.quit()
        let played = try #require(second.pane.outcome())
        #expect(played.status == 0)
        #expect(played.lines.contains { line in
            line.hasPrefix("pappers: game 1 (Owls ") && line.contains(" · Cats ")
                && line.hasSuffix(") is still saved, in progress: `pappers continue 1` resumes it")
        }, "\(played.lines)")

        // continue GAME_ID reaches the older one; the newest is the default.
        let older = try PappersPane("continue 1", dataDirectory: data)
        older.expect("PAUSED")
        older.expect("Owls")
        older.quit()
        _ = older.pane.outcome()
        let newest = try PappersPane("continue", dataDirectory: data)
        newest.expect("PAUSED")
        newest.expect("Reds")
        newest.quit()
        _ = newest.pane.outcome()

        // An unknown id, and a game that is over: one clear line each.
        let unknown = try PappersPane("continue 99", dataDirectory: data)
        let missing = try #require(unknown.pane.outcome())
        #expect(missing.status == 66)
        #expect(missing.lines.contains { $0.hasPrefix("pappers: no game 99 in") })

        // Home: Continue lists both; New game asks first, Continue by default.
        let home = try PappersPane("", dataDirectory: data)
        home.expect("Continue a saved game")
        home.press("n")
        home.expect("2 games are not finished yet; the newest:")
        home.expect("▶ Continue it")
        home.press("Escape")
        home.press("c")
        home.expect("Games in progress")
        home.expect("Game 1  Owls ")
        home.press("Down")
        home.settle()
        home.press("Enter")
        home.expect("PAUSED")
        home.expect("Owls")
        // Abandoned, game 1 is over: continue 1 says so.
        home.press("Escape")
        home.expect("Abandon")
        home.press("Up")
        home.press("Enter")
        home.press("y")
        home.expect("Game abandoned")
        home.settle()
        home.press("Enter")
        home.expect("Continue the saved game")
        home.press("q")
        _ = home.pane.outcome()
        let over = try PappersPane("continue 1", dataDirectory: data)
        let abandoned = try #require(over.pane.outcome())
        #expect(abandoned.status == 65)
        #expect(abandoned.lines.contains { $0.hasPrefix("pappers: game 1 is abandoned: only a game in progress") })
        print("reliability: continue-any: 5 × game continued or refused by id (newest, 1, 99, abandoned, from home's list)")
    }

    /// 1.0.0 created an empty database at the next start, and SQLite deleted the log that held the game.
    @Test func aGameWhoseDatabaseWasDeletedWhileItRanComesBack() throws {
        let game = try PappersPane("play --seed 9 --words 8 --no-sound --team 'Owls:Ada,Bo' --team 'Cats:Cy,Di'")
        game.startTurnAndGuessOnce()
        try FileManager.default.removeItem(atPath: game.dataDirectory + "/pappers.sqlite")
        game.press("Space")
        game.expectStatus("a second guess") { $0.contains("+2 this turn") }
        kill(try #require(game.gamePID), SIGKILL)
        _ = game.pane.outcome()

        let home = try PappersPane("", dataDirectory: game.dataDirectory)
        home.expect("Continue the saved game")
        home.press("c")
        home.expect("PAUSED")
        home.expectStatus("both guesses kept") { $0.contains("+2 this turn") }
        home.quit()
        let outcome = try #require(home.pane.outcome())
        #expect(outcome.status == 0)
        // The running game noticed the deleted file at its next write and recovered the log into a new
        // database at once (the note would be printed at its exit; SIGKILL left none).
        let kept = try FileManager.default.contentsOfDirectory(atPath: game.dataDirectory)
        #expect(kept.contains { $0.hasPrefix("pappers.sqlite.orphaned-") && $0.hasSuffix("-wal") }, "\(kept)")
        print("reliability: orphaned-log: 1 × database file deleted during a turn, then SIGKILL, then continued")
    }

    /// 1.0.0 wrote its process id into the link's target, and emptied it on exit.
    @Test func aLockThatIsASymbolicLinkIsNeverWrittenThrough() throws {
        let data = try Self.folder(mode: 0o700)
        let victim = data + ".victim"
        defer { unlink(victim) }
        _ = FileManager.default.createFile(atPath: victim, contents: Data("precious\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: data + "/pappers.lock", withDestinationPath: victim)
        let game = try PappersPane("play --seed 1 --no-sound", dataDirectory: data)
        game.expect("is not a plain file of your own")
        #expect(FileManager.default.contents(atPath: victim) == Data("precious\n".utf8))
        game.press("q")
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 65)
        #expect(FileManager.default.contents(atPath: victim) == Data("precious\n".utf8))
    }

    /// 1.1 created the folder, then said there was no game in it.
    @Test func continueInAFolderThatDoesNotExistCreatesNothing() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-none-\(UUID().uuidString.prefix(8))").path
        for arguments in ["continue", "continue 3"] {
            let pane = try PappersPane(arguments, dataDirectory: missing)
            let outcome = try #require(pane.pane.outcome())
            #expect(outcome.status == 66, "\(arguments): \(outcome.lines)")
            #expect(outcome.lines.contains { $0.hasPrefix("pappers: ") && $0.contains(missing) })
            #expect(!FileManager.default.fileExists(atPath: missing), "\(arguments) created \(missing)")
        }
        print("reliability: exit-codes: 2 × continue in a data directory that does not exist")
    }
}
