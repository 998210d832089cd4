import Foundation
import PappersTestSupport
import Testing

/// The colour depth the real program picks, read from the pane's own escape sequences (`capture-pane -e`):
/// 24-bit (`38;2;r;g;b`) where `COLORTERM` says so and a direct-colour terminfo entry exists, the 256-colour
/// palette (`38;5;n`), the eight colours (`3x`/`4x`), and none with `NO_COLOR`.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct ColourDepthEndToEndTests {
    /// How the home screen's colours were sent.
    struct Sent {
        let trueColour: Bool
        let palette256: Bool
        let basic: Bool

        init(_ lines: [String]) {
            let sequences = lines.flatMap { line in line.matches(of: /\x1B\[([0-9;:]*)m/).map { String($0.output.1) } }
            trueColour = sequences.contains { $0.contains("38;2;") || $0.contains("48;2;") }
            palette256 = sequences.contains { $0.contains("38;5;") || $0.contains("48;5;") }
            basic = sequences.contains { sequence in
                sequence.split(separator: ";").contains { (30...37).contains(Int($0) ?? 0) || (40...47).contains(Int($0) ?? 0) }
            }
        }
    }

    /// A terminfo folder holding `xterm-direct` (ncurses' direct-colour xterm), compiled with tic, since the
    /// machine's own database may not have it; nil without tic.
    static func directColourTerminfo() throws -> String? {
        let tic = ["/usr/bin/tic", "/usr/local/bin/tic"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tic else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-terminfo-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("xterm-direct.src")
        try """
            xterm-direct|xterm with direct colour (Pappers' tests),
            \tcolors#0x1000000, pairs#0x10000, RGB,
            \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
            \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
            \tuse=xterm-256color,

            """.write(to: source, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tic)
        process.arguments = ["-x", "-o", folder.path, source.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? folder.path : nil
    }

    /// The home screen's escape sequences with `environment` and `arguments`.
    static func home(_ environment: [String: String?], _ arguments: String = "") throws -> Sent {
        let game = try PappersPane(arguments, environment: environment)
        #expect(game.pane.wait(for: "New game"))
        // The whole screen, not a frame caught half drawn.
        let sent = Sent(game.pane.steadyScreen(escapes: true) ?? game.pane.screen(escapes: true))
        game.press("q")
        return sent
    }

    @Test func colourTermTruecolorWithADirectEntrySendsTwentyFourBitColour() throws {
        let terminfo = try #require(try Self.directColourTerminfo(), "tic could not compile xterm-direct")
        defer { try? FileManager.default.removeItem(atPath: terminfo) }
        // TERM names the 256-colour entry; COLORTERM asks for 24-bit, so Pappers looks for xterm-direct.
        let sent = try Self.home(["TERM": "xterm-256color", "COLORTERM": "truecolor", "TERMINFO_DIRS": terminfo + ":"])
        #expect(sent.trueColour)
        #expect(!sent.palette256)
        // --colour 8 on the same terminal: the eight colours only.
        let eight = try Self.home(["TERM": "xterm-256color", "COLORTERM": "truecolor", "TERMINFO_DIRS": terminfo + ":"],
                                  "--colour 8")
        #expect(eight.basic && !eight.trueColour && !eight.palette256)
    }

    @Test func colourTermTruecolorWithoutADirectEntryFallsBackTo256() throws {
        let sent = try Self.home(["TERM": "xterm-256color", "COLORTERM": "truecolor", "TERMINFO_DIRS": nil])
        #expect(sent.palette256)
        #expect(!sent.trueColour)
    }

    @Test func anEightColourTermSendsTheBasicColours() throws {
        let sent = try Self.home(["TERM": "xterm", "COLORTERM": nil])
        #expect(sent.basic)
        #expect(!sent.trueColour && !sent.palette256)
    }

    @Test func noColourSendsNoColour() throws {
        let sent = try Self.home(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
        #expect(!sent.basic && !sent.trueColour && !sent.palette256)
        // --colour wins over NO_COLOR, as the NO_COLOR convention asks of an explicit option.
        let asked = try Self.home(["TERM": "xterm-256color", "NO_COLOR": "1"], "--colour 256")
        #expect(asked.palette256)
    }
}
