import Foundation
import PappersTestSupport
import Testing

/// A drink spilled on the keyboard, end to end: thousands of random keys, typed text, bytes of broken UTF-8,
/// escape sequences and control bytes, sent to the real program in tmux as fast as tmux sends them. The
/// program never crashes: whenever the keys make it leave (q on the home screen, Ctrl-C, "Save and quit"),
/// it leaves with status 0 (130 for a second Ctrl-C before the first was handled, which forces the way out)
/// and a sane terminal, and the game goes on with `continue`. Afterwards it still
/// answers a key, quits with a sane terminal, and every game it recorded replays from its journal.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct FloodEndToEndTests {
    /// One send-keys command: keys by tmux name, text as it is (`-l`), or bytes (`-H`).
    enum Send {
        case keys([String]), text(String), bytes([UInt8])

        var arguments: [String] {
            switch self {
            case .keys(let names): ["send-keys"] + names
            case .text(let text): ["send-keys", "-l", text]
            case .bytes(let bytes): ["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) }
            }
        }
    }

    static let names = [
        "Enter", "Escape", "BSpace", "DC", "Tab", "BTab", "Up", "Down", "Left", "Right", "Home", "End", "PPage",
        "NPage", "F1", "F2", "F5", "F12", "Space", "C-l", "C-a", "C-e", "C-u", "C-w", "M-x",
    ]
    /// Keys that leave the program from some screens, sent now and then.
    static let leaving = ["q", "C-c"]
    static let texts = ["s", "u", "p", "v", "x", "y", "n", "r", "a", "t", "o", "?", "h", "j", "k", "l", "c",
                        " ", "é", "ñ", "Ç", "東", "🐘", "ß", "·", "Zoë", "abc", "123", "-", "+"]
    /// Broken UTF-8 and escape sequences the terminal does not know, or half of one.
    static let byteGroups: [[UInt8]] = [
        [0xC3], [0xE2, 0x82], [0x80], [0xBF], [0xF0, 0x9F], [0xFF], [0xFE], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        [0x1B, 0x5B, 0x41], [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [0x1B, 0x4F, 0x50], [0x1B, 0x5B],
        [0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07], [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E], [0x1B, 0x1B],
        [0x1B, 0x5B, 0x3C, 0x30, 0x3B, 0x31, 0x3B, 0x31, 0x4D], [0x1B, 0x50, 0x2B, 0x71, 0x1B, 0x5C], [0x9B, 0x32, 0x4A],
        [0x01], [0x02], [0x04], [0x05], [0x07], [0x08], [0x0B], [0x0C], [0x0E], [0x0F], [0x10], [0x12], [0x14],
        [0x16, 0x41], [0x17], [0x18], [0x19], [0x1D], [0x1E], [0x1F], [0x7F], [0x00],
    ]
    // Left out: Ctrl-Z (the suspend tests cover it; here no shell would bring the program back), Ctrl-\
    // (SIGQUIT asks for a core dump: the crash tests cover it), and Ctrl-S / Ctrl-Q (flow control pauses the
    // terminal's output itself).

    static func randomSend(_ random: inout SeededRandom) -> (Send, Int) {
        if random.next(below: 50) == 0 { return (.keys([leaving[random.next(below: leaving.count)]]), 1) }
        switch random.next(below: 3) {
        case 0:
            let keys = (0..<(1 + random.next(below: 6))).map { _ in names[random.next(below: names.count)] }
            return (.keys(keys), keys.count)
        case 1:
            let parts = (0..<(1 + random.next(below: 8))).map { _ in texts[random.next(below: texts.count)] }
            return (.text(parts.joined()), parts.count)
        default:
            let groups = (0..<(1 + random.next(below: 4))).map { _ in byteGroups[random.next(below: byteGroups.count)] }
            return (.bytes(groups.flatMap { $0 }), groups.count)
        }
    }

    /// Leaves pappers from whatever screen the flood left, in whatever interface language it chose: back out
    /// with Esc to the home screen and press q there, or choose "Save and quit" in a game's menu.
    static func quitFromAnywhere(_ game: PappersPane) {
        let home = ["The hat game", "El joc del barret", "El juego del sombrero"]
        let saveAndQuit = ["Save and quit", "Desa i surt", "Guardar y salir"]
        for attempt in 0..<40 where game.gamePID != nil {
            let text = game.text
            if saveAndQuit.contains(where: { text.contains("▶ " + $0) }) {
                game.press("Enter")
            } else if saveAndQuit.contains(where: text.contains) {
                game.press("Down")
            } else if home.contains(where: text.contains) {
                game.press("q")
            } else {
                game.press(attempt % 3 == 2 ? "q" : "Escape")
            }
            game.pane.wait(timeout: 1) { $0.joined(separator: "\n") != text }
        }
    }

    @Test func thousandsOfRandomKeysAndBytesLeaveAGameThatResponds() throws {
        var random = SeededRandom(state: 2026)
        let start = "play --seed 11 --words 40 --no-sound --ui-lang en --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'"
        var games = [try PappersPane(start)]
        games[0].expect("Pass the laptop to")
        let data = games[0].dataDirectory
        var sent = 0
        var exits = 0
        while sent < 3_000 {
            let game = games.last!
            if game.gamePID != nil {
                let (send, count) = Self.randomSend(&random)
                game.pane.tmux(send.arguments)
                sent += count
                if sent % 20 < count { usleep(50_000) }  // now and then, let the program catch up
                continue
            }
            // The keys made it leave (q, "Save and quit", Ctrl-C; 130 when a second Ctrl-C came before the
            // first was handled): it must have left cleanly, and the game goes on.
            let outcome = try #require(game.pane.outcome(), "no outcome after \(sent) keys")
            #expect([0, 130].contains(outcome.status) && outcome.terminalIsSane,
                    "left with \(outcome.status) after \(sent) keys: \(outcome.lines.filter { !$0.isEmpty }.suffix(6)) \(outcome.flags) alternate \(outcome.alternateScreen) cursor \(outcome.cursorVisible) \(outcome.stty)")
            exits += 1
            let saved = game.run(["history", "--json"]).output.contains("\"in-progress\"")
            games.append(try PappersPane(saved ? "continue" : start, dataDirectory: data))
            games.last!.pane.wait(timeout: 15) { $0.joined().count > 100 }
        }
        let game = games.last!
        // It still answers: F1 opens or closes the help, wherever it is.
        for _ in 0..<2 {
            let before = game.lines
            game.press("F1")
            #expect(game.pane.wait { $0 != before }, "no answer to F1 after \(sent) keys:\n\(game.text)")
        }
        Self.quitFromAnywhere(game)
        let outcome = try #require(game.pane.outcome(), "did not quit:\n\(game.text)")
        #expect(outcome.status == 0 && outcome.terminalIsSane, "\(outcome.lines.suffix(5))")

        // Every game recorded replays from its journal.
        let history = game.run(["history", "--json"]).output
        let ids = history.matches(of: /"id":(\d+)/).map { String($0.1) }
        #expect(!ids.isEmpty)
        var actions = 0
        for id in ids {
            let replay = game.run(["replay", id, "--headless"])
            #expect(replay.status == 0, "game \(id) does not replay")
            actions += game.run(["export", id]).output.components(separatedBy: "\"a\": ").count - 1
        }
        print("reliability: e2e-flood: \(sent) × random key, text, broken UTF-8, escape sequence or control byte "
            + "(\(exits) clean exits on the way, \(ids.count) games of \(actions) actions, all replay)")
    }
}
