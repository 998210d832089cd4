import Foundation
import PappersTestSupport
import Testing

/// A real file system filling up under a game: the game goes on, says so on screen, keeps every action and
/// writes them all once there is room; leaving while it is still full writes the whole record elsewhere and
/// exits 74, and `pappers import` brings it back. Needs root to mount the small file system (as CI runs);
/// elsewhere each test says it was not tried.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct DiskFullEndToEndTests {
    /// A small tmpfs of our own, unmounted when the value goes.
    final class SmallFileSystem {
        let path: String

        init?(kilobytes: Int) {
            path = FileManager.default.temporaryDirectory.path + "/pappers-e2e-disk-" + UUID().uuidString.prefix(8)
            guard getuid() == 0, Self.shell("mkdir -p '\(path)' && mount -t tmpfs -o size=\(kilobytes)k tmpfs '\(path)'")
            else {
                rmdir(path)
                return nil
            }
        }

        /// Fills it to the last byte, as `dd` does in the recipe.
        func fill() { Self.shell("dd if=/dev/zero of='\(path)/fill' bs=1k count=100000 2>/dev/null") }
        func free() { unlink(path + "/fill") }

        deinit {
            Self.shell("umount -l '\(path)'")
            rmdir(path)
        }

        @discardableResult
        static func shell(_ line: String) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", line]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }

    static let play = "play --seed 12 --words 40 --no-sound --team 'A:a,b' --team 'B:c,d'"

    /// A game on a 400 KB file system (the recipe), `TMPDIR` pointing at a folder of its own.
    private func start() throws -> (SmallFileSystem, PappersPane, temporary: String)? {
        guard let disk = SmallFileSystem(kilobytes: 400) else {
            print("DiskFullEndToEndTests: not root (or tmpfs cannot be mounted here): a full disk is not tried")
            return nil
        }
        let temporary = FileManager.default.temporaryDirectory.path + "/pappers-e2e-tmp-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let game = try PappersPane(Self.play, environment: ["TMPDIR": temporary], dataDirectory: disk.path + "/d")
        return (disk, game, temporary)
    }

    /// Guesses `count` words, waiting for each on the status bar.
    private func guess(_ game: PappersPane, _ count: Int, from points: Int) {
        for point in (points + 1)...(points + count) {
            game.press("Space")
            game.expectStatus("+\(point) this turn") { $0.contains("+\(point) this turn") }
        }
    }

    /// Into the turn: `before` guesses saved, the disk filled, `after` guesses not saved, the line on screen.
    private func fillMidTurn(_ disk: SmallFileSystem, _ game: PappersPane, before: Int, after: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        game.startTurn(sourceLocation: sourceLocation)
        guess(game, before, from: 0)
        disk.fill()
        guess(game, after, from: before)
        game.expect("Not saved: the disk is full.", sourceLocation: sourceLocation)
    }

    /// The record the game wrote to `$TMPDIR` when it left unsaved.
    private func recordWritten(in temporary: String) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: temporary)
            .filter { $0.hasPrefix("pappers-game-1-") && $0.hasSuffix(".json") }
        return temporary + "/" + (try #require(files.first, "the record is in $TMPDIR"))
    }

    private func count(_ action: String, in journal: [String]) -> Int {
        journal.filter { $0.split(separator: " ").dropFirst().first.map(String.init) == action }.count
    }

    @Test func aDiskFilledMidTurnLosesNoGuess() throws {
        guard let (disk, game, temporary) = try start() else { return }
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        fillMidTurn(disk, game, before: 2, after: 10)
        game.expect("Not saved: the disk is full. The game goes on and saves again as soon as it can.")
        disk.free()
        guess(game, 5, from: 12)
        #expect(game.pane.wait(timeout: 10) { !$0.joined().contains("Not saved") }, "the line goes away:\n\(game.text)")
        game.quit()
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 0)
        #expect(outcome.terminalIsSane)

        let journal = game.journal()
        #expect(count("guessed", in: journal) == 17, "every guess is in `export`: \(journal)")
        #expect(journal.map { $0.split(separator: " ")[1] }.prefix(2) == ["start-game", "start-turn"])
        #expect(journal.last?.hasSuffix(" pause") == true)
        let (status, export) = game.run(["export", "1"])
        #expect(status == 0)
        let file = temporary + "/game.json"
        try export.write(toFile: file, atomically: true, encoding: .utf8)
        let (replayed, summary) = game.run(["replay", file, "--headless"])
        #expect(replayed == 0)
        #expect(summary.contains("\"score\":17"), "the replay reaches the score on screen: \(summary)")
        print("reliability: disk-full-mid-turn: 1 × a real 400 KB tmpfs filled for 10 guesses, then freed")
    }

    @Test func aDiskStillFullAtSaveAndQuitWritesTheRecordElsewhere() throws {
        guard let (disk, game, temporary) = try start() else { return }
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        fillMidTurn(disk, game, before: 2, after: 5)
        game.quit()
        game.expect("The game is not saved")
        game.press("w")
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 74, "not fully saved: exit 74")
        #expect(outcome.terminalIsSane)
        let file = try recordWritten(in: temporary)
        let said = outcome.lines.joined()
        #expect(said.contains("pappers import") && said.contains("pappers replay"), "how to bring it back: \(said)")
        let (replayed, summary) = game.run(["replay", file, "--headless"])
        #expect(replayed == 0 && summary.contains("\"score\":7"), "\(summary)")

        disk.free()
        let (imported, line) = game.run(["import", file])
        #expect(imported == 0, "\(line)")
        #expect(count("guessed", in: game.journal()) == 7)
        #expect(game.run(["import", file]).status == 65, "a second import changes nothing")
        let resumed = try PappersPane("continue", dataDirectory: game.dataDirectory)
        resumed.expect("PAUSED")
        resumed.expectStatus("the seven guesses") { $0.contains("+7 this turn") }
        resumed.quit()
        #expect(resumed.pane.outcome()?.status == 0)
        print("reliability: disk-full-at-quit: 1 × Save and quit on a full 400 KB tmpfs, record written to $TMPDIR")
    }

    @Test func aSignalWhileTheDiskIsFullWritesTheRecordWithoutAsking() throws {
        guard let (disk, game, temporary) = try start() else { return }
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        fillMidTurn(disk, game, before: 1, after: 3)
        kill(try #require(game.gamePID), SIGTERM)
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 74)
        let file = try recordWritten(in: temporary)
        disk.free()
        #expect(game.run(["import", file]).status == 0)
        let journal = game.journal()
        #expect(count("guessed", in: journal) == 4 && journal.last?.hasSuffix(" pause") == true, "\(journal)")
        print("reliability: disk-full-at-quit: 1 × SIGTERM on a full 400 KB tmpfs, record written to $TMPDIR")
    }

    @Test func aDatabaseDeletedWhileAGameRunsGetsTheWholeGameAgain() throws {
        let game = try PappersPane(Self.play)
        game.startTurn()
        guess(game, 3, from: 0)
        for suffix in ["", "-wal", "-shm"] { unlink(game.dataDirectory + "/pappers.sqlite" + suffix) }
        guess(game, 3, from: 3)
        game.quit()
        #expect(game.pane.outcome()?.status == 0)
        let journal = game.journal()
        #expect(count("guessed", in: journal) == 6, "the new database holds the whole game: \(journal)")
        print("reliability: database-replaced: 1 × database deleted while a game runs, end to end")
    }
}
