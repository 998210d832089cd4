import Foundation
import PappersTestSupport
import Testing

/// Terminal escape injection, end to end: packs, records, team names and pack files named with escape
/// sequences (colours, clearing, the window title, the clipboard), C1 controls and bidirectional overrides.
/// Bad input is refused with one clear line and its exit code; what is shown reaches the terminal as text. The
/// raw bytes the pane received hold no OSC, DCS, APC, PM or SOS sequence, no C1 control and no bell; the
/// pane's title and tmux's paste buffers (the clipboard OSC 52 would write) stay untouched.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct InjectionEndToEndTests {
    /// A folder of files for one test, removed with it.
    final class Files {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-hostile-\(UUID().uuidString.prefix(8))").path
        init() { try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Writes `bytes` to `name` in the folder; returns the file's path.
        @discardableResult
        func write(_ name: String, _ text: String) -> String {
            let file = path + "/" + name
            #expect(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)), "cannot write \(file)")
            return file
        }
    }

    /// A pack whose name, description and words carry escape sequences, both as JSON escapes and raw.
    static let hostilePack = """
        {"format": 1, "id": "en-evil", "name": "Evil\\u001b]0;pwned\\u0007", "language": "en", "version": "1",
         "description": "\\u001b]52;c;cm0gLXJmIH4=\\u0007", "author": "\\u009b2J", "license": "x\\u202ey",
         "words": [{"text": "dog\u{1B}[2J"}, {"text": "cat\\u001b[31m"}, {"text": "zero\\u200bwidth"},
                   {"text": "\\u0301mark"}, {"text": "ok"}]}
        """

    /// A valid pack of tricky but harmless text: accents written both ways, wide characters, right-to-left
    /// letters without overrides, emoji.
    static let trickyPack = """
        {"format": 1, "id": "en-tricky", "name": "Tricky Ünïcödé", "language": "en", "version": "1",
         "words": [{"text": "Crème brûlée"}, {"text": "cafe\\u0301"}, {"text": "東京タワー"}, {"text": "مرحبا"},
                   {"text": "🐘 elephant"}, {"text": "Straße"}]}
        """

    /// What in `bytes` would make a terminal do more than draw text.
    static func commands(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        let introducers: [UInt8: String] = [0x5D: "OSC", 0x50: "DCS", 0x5F: "APC", 0x5E: "PM", 0x58: "SOS"]
        for index in bytes.indices {
            if bytes[index] == 0x07 { found.append("BEL at \(index)") }
            if bytes[index] == 0x1B, index + 1 < bytes.count, let name = introducers[bytes[index + 1]] {
                found.append("\(name) at \(index)")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return found + ["bytes that are not UTF-8"] }
        for scalar in text.unicodeScalars where (0x80...0x9F).contains(scalar.value) {
            found.append("C1 control U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        return found
    }

    /// The escape sequences of a `capture-pane -e` screen that are not SGR (colours and attributes).
    static func nonSGR(in lines: [String]) -> [String] {
        lines.flatMap { line in
            line.replacing(/\x1B\[[0-9;:]*m/, with: "").split(separator: "\u{1B}", omittingEmptySubsequences: false)
                .dropFirst().map { "ESC" + $0.prefix(8) }
        }
    }

    /// Runs `arguments` in a recording pane and checks it was refused with `status` and one line holding
    /// `message` (or one per problem, for `perProblem`), and that nothing but text reached the terminal.
    private func expectRefused(_ arguments: String, status: Int32, message: String, perProblem: Bool = false,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try PappersPane(arguments, recording: true)
        let title = run.title
        let outcome = try #require(run.pane.outcome(), sourceLocation: sourceLocation)
        #expect(outcome.status == status, "\(outcome.lines)", sourceLocation: sourceLocation)
        let said = outcome.lines.filter { $0.contains(message) }
        #expect(perProblem ? said.count > 1 : said.count == 1, "\(outcome.lines)", sourceLocation: sourceLocation)
        #expect(outcome.lines.allSatisfy { !$0.contains("pwned") || $0.contains("\u{FFFD}") })
        #expect(Self.commands(in: run.rawOutput).isEmpty, "\(Self.commands(in: run.rawOutput))", sourceLocation: sourceLocation)
        #expect(!run.rawOutput.contains(0x1B), "an escape reached the terminal", sourceLocation: sourceLocation)
        #expect(run.title == title && run.leakedClipboard.isEmpty, sourceLocation: sourceLocation)
        #expect(outcome.terminalIsSane, sourceLocation: sourceLocation)
        print("reliability: e2e-injection: 1 × hostile run refused with inert lines (\(arguments.prefix { $0 != " " }))")
    }

    @Test func aHostilePackFileIsRefusedWithOneInertLine() throws {
        let files = Files()
        let pack = files.write("evil\u{1B}]0;pwned\u{07}.json", Self.hostilePack)
        try expectRefused("play --no-sound --pack '\(pack)'", status: 65, message: "pappers: ")
        try expectRefused("packs validate '\(pack)'", status: 65, message: "holds escape character", perProblem: true)
        try expectRefused("packs show '\(pack)'", status: 65, message: "holds escape character", perProblem: true)
    }

    @Test(arguments: [
        ("--team 'Evil\u{1B}]0;pwned\u{07}:Ana,Bru' --team 'Blues:Cai,Dani'", "pappers: --team: the name", 64),
        ("--team 'Ana\u{1B}]52;c;cm0gLXJmIH4=\u{07}' --team 'Blues:Cai,Dani'", "pappers: --team takes", 64),
        ("--team 'Reds:Ana,B\u{9B}2Jru' --team 'Blues:Cai,D\u{202E}ani'", "pappers: --team: the name", 64),
        ("--lang 'e\u{1B}]0;pwned\u{07}n'", "pappers: --lang takes", 64),
        ("--pack 'id\u{1B}]0;pwned\u{07}'", "pappers: no pack has the id", 66),
        ("'--no-such\u{1B}]0;pwned\u{07}'", "pappers: Unknown option", 64),
    ])
    func hostileArgumentsAreRefusedWithOneInertLine(arguments: String, message: String, status: Int32) throws {
        try expectRefused("play --no-sound \(arguments)", status: status, message: message)
    }

    @Test func hostileRecordsAreRefusedWithOneInertLine() throws {
        let files = Files()
        // The example record of docs/records.md.
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../docs/records.md").standardizedFileURL.path
        let page = try String(contentsOfFile: docs, encoding: .utf8)
        let record = try #require(page.firstMatch(of: /```json\n([\s\S]*?)```/)).1.description
        let evil = files.write("evil.json", record.replacingOccurrences(of: "\"Reds\"", with: "\"R\\u001b]0;pwned\\u0007\""))
        let bidi = files.write("bidi.json", record.replacingOccurrences(of: "\"otter\"", with: "\"ot\\u202eter\""))
        try expectRefused("replay '\(evil)' --headless", status: 65, message: "pappers: ")
        try expectRefused("replay '\(evil)'", status: 65, message: "pappers: ")
        try expectRefused("replay '\(bidi)' --headless", status: 65, message: "pappers: ")
    }

    /// A game from a pack of tricky text, with a hostile pack lying in the user's packs folder: the bad pack
    /// is left out, the game plays, and the screen is text and colours only.
    @Test func aGameOfTrickyWordsBesideAHostilePackShowsOnlyText() throws {
        let files = Files()
        let data = files.path + "/data"
        try FileManager.default.createDirectory(atPath: data + "/packs", withIntermediateDirectories: true)
        try Data(Self.hostilePack.utf8).write(to: URL(fileURLWithPath: data + "/packs/evil.json"))
        let tricky = files.write("tricky.json", Self.trickyPack)
        let game = try PappersPane(
            "play --seed 4 --words 5 --no-sound --pack '\(tricky)' --team 'Ünïcödé:Zoë,Nuño' --team '東京:مرحبا,Ωmega'",
            dataDirectory: data, recording: true)
        let title = game.title
        game.startTurn()
        for _ in 0..<3 {
            game.pressAndWait("Space")
            let screen = game.pane.screen(escapes: true)
            #expect(Self.nonSGR(in: screen).isEmpty, "\(Self.nonSGR(in: screen))")
        }
        game.quit()
        let outcome = try #require(game.pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane)
        #expect(Self.commands(in: game.rawOutput).isEmpty, "\(Self.commands(in: game.rawOutput))")
        #expect(game.title == title && game.leakedClipboard.isEmpty)
        print("reliability: e2e-tricky: 1 × game of tricky words beside a hostile user pack, text and SGR only")
    }
}
