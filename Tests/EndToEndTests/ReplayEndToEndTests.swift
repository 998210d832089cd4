import Foundation
import PappersEngine
import PappersStore
import PappersTestSupport
import Testing

/// The on-screen replay in tmux: a record of a game in progress ends where its journal ends, and a crash during
/// a replay does not speak of a saved game.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct ReplayEndToEndTests {
    /// A data directory whose game 1 is in progress, stopped right after a guess in its second turn, with
    /// the seconds that turn had left then.
    static func gameStoppedInATurn() throws -> (folder: String, actions: Int, secondsLeft: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-replay-\(UUID().uuidString.prefix(8))").path
        let store = try Store.open(DataDirectory(path: folder))
        let setup = GameSetup(
            teams: [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dani"])],
            rules: Rules(), words: (1...12).map { "word \($0)" }, seed: 5)
        var journal: [TimedAction] = []
        _ = try Simulation.play(setup) { journal.append($0) }
        let start = try #require(journal.indices.filter { journal[$0].action == .startTurn }.dropFirst().first)
        let guess = try #require(journal[start...].firstIndex { $0.action == .guessed })
        let id = try store.startGame(setup, packs: [], program: "tests", at: Date())
        for action in journal[...guess] { try store.append(action, to: id) }
        let left = (setup.rules.turnMillis - (journal[guess].at - journal[start].at)) / 1000
        return (folder, guess + 1, left)
    }

    /// The seconds any line of the screen shows as "N s".
    static func seconds(on lines: [String]) -> [Int] {
        lines.flatMap { line in line.matches(of: /(\d+) s\b/).compactMap { Int($0.1) } }
    }

    @Test func aRecordInProgressStopsTheClockAtItsLastAction() throws {
        let game = try Self.gameStoppedInATurn()
        defer { try? FileManager.default.removeItem(atPath: game.folder) }
        let replay = try PappersPane("replay 1 --speed 32", dataDirectory: game.folder)
        replay.expect("action \(game.actions) of \(game.actions)", timeout: 60)
        // At 32 times its pace, the turn would run out in two seconds: wait for three.
        Thread.sleep(forTimeInterval: 3)
        let shown = Self.seconds(on: replay.lines)
        #expect(shown.contains { abs($0 - game.secondsLeft) <= 1 }, "expected \(game.secondsLeft) s:\n\(replay.text)")
        #expect(!shown.contains(0), "the clock ran out:\n\(replay.text)")
        replay.press("q")
        #expect(replay.pane.outcome()?.status == 0)
    }

    @Test func aCrashDuringAReplaySpeaksOfNoSavedGame() throws {
        let game = try Self.gameStoppedInATurn()
        defer { try? FileManager.default.removeItem(atPath: game.folder) }
        let replay = try PappersPane("replay 1 --speed 0.25", environment: ["SWIFT_BACKTRACE": nil], dataDirectory: game.folder)
        replay.expect("Replay")
        kill(try #require(replay.gamePID), SIGSEGV)
        let outcome = try #require(replay.pane.outcome(timeout: 90), "the program never ended: \(replay.text)")
        #expect(outcome.status == 128 + SIGSEGV)
        #expect(outcome.lines.contains("Pappers stopped unexpectedly during the replay; nothing was changed."))
        #expect(!outcome.lines.joined().contains("pappers continue"))
        #expect(outcome.terminalIsSane, "\(outcome.flags) \(outcome.stty)")
    }
}

/// Mouse reports that reach the game during a turn (a terminal left tracking the mouse, bytes sent to it)
/// are no keys: neither their Space ("guessed") nor any letter of theirs acts.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct MouseReportEndToEndTests {
    @Test func mouseReportsDuringATurnAreNotKeys() throws {
        let game = try PappersPane("play --seed 12 --words 8 --no-sound")
        game.startTurnAndGuessOnce()
        game.settle()
        let before = game.journal()
        let reports = [
            "1b 5b 4d 20 21 21", "1b 5b 4d 23 21 21",  // X10: pressed and released at column 1, row 1
            "1b 5b 4d 20 70 2c", "1b 5b 4d 23 70 2c",  // … at column 80, row 12 ("p", ",")
            "1b 5b 3c 30 3b 31 30 3b 35 4d", "1b 5b 3c 30 3b 31 30 3b 35 6d",  // SGR: pressed and released
            "1b 5b 3c 36 34 3b 32 30 3b 37 4d",  // SGR: the wheel
        ]
        for report in reports {
            game.pane.tmux(["send-keys", "-H"] + report.split(separator: " ").map(String.init))
            Thread.sleep(forTimeInterval: 0.3)  // each report read apart from the next, as a terminal sends them
        }
        // The keyboard still works, and its Space, read after every report, is the one action since.
        game.press("Space")
        game.expectStatus("a second guess") { $0.contains("+2 this turn") }
        let after = game.journal()
        #expect(after.count == before.count + 1 && Array(after.prefix(before.count)) == before
                && after.last?.hasSuffix(" guessed") == true, "a mouse report acted: \(after.dropFirst(before.count))")
        game.quit()
        print("reliability: mouse-reports: \(reports.count) × mouse report during a turn (X10 and SGR)")
    }
}
