import Foundation
import PappersTestSupport
import Testing

/// The real program in tmux: a whole seeded game, the tiny terminal, monochrome, quitting.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct GameEndToEndTests {
    /// Two teams, six words, from the first hand-off to the podium, with pass, undo, pause, a struck word and
    /// the hidden mime word on the way.
    @Test func aWholeSeededGame() throws {
        let game = try PappersPane("play --seed 42 --words 6 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.expect("Pass the laptop to")
        game.expectStatus("round 1 at hand-off") { $0.hasPrefix(" Round 1 Describe") && $0.contains("6 left") && $0.contains("60 s") }
        game.settle()
        game.press("Enter")
        game.expectStatus("the first word's turn") { $0.contains("→") && $0.contains("6 left") && $0.contains("0 this turn") }
        game.press("Space")
        game.expectStatus("a guess") { $0.contains("5 left") && $0.contains("+1 this turn") }
        let before = game.lines
        game.press("s")
        #expect(game.pane.wait { $0 != before }, "a pass shows the next word")
        game.press("u")
        game.expectStatus("the guess undone") { $0.contains("6 left") && $0.contains("0 this turn") }
        game.press("p")
        game.expect("PAUSED")
        game.press("p")
        game.expect("guessed!")
        game.press("Space", "Space")
        game.expectStatus("two guesses") { $0.contains("4 left") && $0.contains("+2 this turn") }
        game.press("Escape")
        game.expect("End this turn now")
        game.press("Down", "Enter")
        game.expect("Turn over")
        game.press("x")
        game.expect("(struck)")
        game.expectStatus("the strike") { $0.contains("+1 this turn") }
        game.settle()
        game.press("Enter")
        game.expect("Pass the laptop to")
        game.expectStatus("five words left for the next team") { $0.contains("5 left") }

        // Play on: every turn guesses every word, until a turn of the mime round.
        let mime = game.playOn { $0.contains("Round 3 Mime") && $0.contains("guessed!") }
        try #require(mime, "never reached the mime round:\n\(game.text)")
        game.expect("hidden: v to peek")
        game.press("v")
        game.pane.wait(timeout: 10) { !$0.joined().contains("hidden: v to peek") }
        #expect(!game.text.contains("hidden: v to peek"), "v shows the word again")

        try #require(game.playOn { $0.contains("Final standings") }, "never reached the end:\n\(game.text)")
        game.expect("seed 42")
        game.expect("Best describer")
        game.settle()
        game.press("Enter")
        game.expect("New game")
        game.press("q")
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 0)
        #expect(outcome.terminalIsSane)

        let history = game.run(["history", "--json"])
        #expect(history.output.contains("\"status\":\"finished\""))
        let replay = game.run(["replay", "1", "--headless"])
        #expect(replay.status == 0 && replay.output.contains("\"seed\":42"))
    }

    @Test func aTinyTerminalPausesTheTurnUntilItIsBigEnough() throws {
        let game = try PappersPane("play --seed 3 --words 10 --no-sound")
        game.startTurn()
        game.pane.resize(width: 30, height: 10)
        game.expect("Terminal too small")
        game.expect("needs 40×12")
        #expect(game.journal().last?.hasSuffix(" pause") == true, "the turn paused itself and the pause is saved")
        game.pane.resize(width: 80, height: 24)
        game.expect("guessed!")
        let first = game.statusBar
        #expect(game.pane.wait(timeout: 10) { $0.count >= 2 && $0[$0.count - 2] != first }, "the countdown runs again")
        game.quit()
        #expect(game.pane.outcome()?.terminalIsSane == true)
    }

    @Test func noColourMeansNoColour() throws {
        let game = try PappersPane("", environment: ["NO_COLOR": "1"])
        game.expect("New game")
        let escapes = game.pane.screen(escapes: true).joined(separator: "\n")
        let colour = try Regex(#"\e\[[0-9;]*(3[0-7]|4[0-7]|38;|48;)[0-9;]*m"#)
        #expect(escapes.firstMatch(of: colour) == nil, "no colour escape in NO_COLOR mode")
        game.press("q")
        #expect(game.pane.outcome()?.terminalIsSane == true)
    }

    @Test func quittingWithEscapeLeavesASaneTerminal() throws {
        let game = try PappersPane("")
        game.expect("New game")
        game.press("Escape")
        game.expect("Press Esc again to quit")  // one Esc too many never ends the program
        game.press("Escape")
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 0)
        #expect(outcome.terminalIsSane)
        #expect(outcome.flags.contains("echo") && outcome.flags.contains("icanon"))
    }

    @Test func withoutATerminalItSaysSoInOneLine() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PappersPane.binary)
        process.arguments = ["play"]
        let error = Pipe()
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 69)
        #expect(message.split(separator: "\n").count == 1)
        #expect(message.contains("simulate") && message.contains("replay --headless"))
    }
}

/// Saved games that cannot be used: one clear screen, nothing deleted, a way on.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct UnusableDatabaseEndToEndTests {
    @Test func aDamagedDatabaseIsKeptAndAFreshOneStartsBesideIt() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-bad-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let garbage = Data("this is not a database, just a text file someone saved here by mistake\n".utf8)
        try garbage.write(to: data.appendingPathComponent("pappers.sqlite"))
        let game = try PappersPane("", dataDirectory: data.path)
        game.expect("The saved games cannot be used")
        game.expect("the old one is kept")
        #expect(FileManager.default.contents(atPath: data.appendingPathComponent("pappers.sqlite").path) == garbage)
        game.press("f")
        game.expect("New game")
        let files = try FileManager.default.contentsOfDirectory(atPath: data.path)
        let kept = try #require(files.first { $0.hasPrefix("pappers.sqlite.unusable-") })
        #expect(FileManager.default.contents(atPath: data.appendingPathComponent(kept).path) == garbage)
        game.press("q")
        #expect(game.pane.outcome()?.terminalIsSane == true)
    }

    @Test func playingWithoutSavingKeepsTheFileUntouched() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-bad-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let garbage = Data(repeating: 0xAB, count: 4096)
        try garbage.write(to: data.appendingPathComponent("pappers.sqlite"))
        let game = try PappersPane("", dataDirectory: data.path)
        game.expect("The saved games cannot be used")
        game.press("n")
        game.expect("New game")
        game.press("n")
        game.expect("Teams")
        game.press("s")
        game.expect("Pass the laptop to")
        game.quit()
        #expect(game.pane.outcome()?.terminalIsSane == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).sorted() == ["pappers.lock", "pappers.sqlite"]
                || (try FileManager.default.contentsOfDirectory(atPath: data.path)) == ["pappers.sqlite"])
        #expect(FileManager.default.contents(atPath: data.appendingPathComponent("pappers.sqlite").path) == garbage)
    }

    /// The home screen is drawn before the play lock is taken: the second copy must still find the first one,
    /// say so, and leave the first game's journal alone, whether it opens at home or goes straight to a game.
    @Test(arguments: ["", "play --seed 5 --words 6 --no-sound"])
    func aSecondCopyOnTheSameDataDirectorySaysSoAndLosesNothing(secondArguments: String) throws {
        let first = try PappersPane("play --seed 4 --words 6 --no-sound")
        first.startTurnAndGuessOnce()
        let journal = first.journal()
        #expect(journal.count >= 3, "the first game journaled its start, its turn and a guess: \(journal)")

        let second = try PappersPane(secondArguments, dataDirectory: first.dataDirectory)
        second.expect("Another copy of Pappers (process")
        second.expect("play without saving")
        second.press("n")
        second.expect("New game")
        second.press("q")
        #expect(second.pane.outcome()?.terminalIsSane == true)

        #expect(first.text.contains("guessed!"), "the first copy plays on")
        first.quit()
        #expect(first.pane.outcome()?.terminalIsSane == true)
        #expect(Array(first.journal().prefix(journal.count)) == journal, "the first game lost nothing")
    }

    @Test func anUnknownTerminalTypeIsOneClearLine() throws {
        let game = try PappersPane("", environment: ["TERM": "no-such-terminal"])
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 69)
        #expect(outcome.lines.contains { $0.contains("pappers:") && $0.contains("no-such-terminal") })
        #expect(outcome.terminalIsSane)
    }
}
