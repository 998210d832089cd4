import Foundation
import PappersTestSupport
import Testing

/// Pastes and sizes that 1.1 mishandled, with the real binary in tmux: a paste whose end mark never comes took
/// every key after it (during a turn too), a large paste froze the screen for minutes, escape sequences inside a
/// paste left `[31m` in names, a `q` typed into a name at 30×10 quit, and a storm of sizes dropped typed letters.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct PasteAndResizeEndToEndTests {
    /// The bytes of `text`, sent as they are (`send-keys -H`): what a terminal writes.
    static func send(_ text: String, to pane: PappersPane) {
        pane.pane.tmux(["send-keys", "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    /// Home, n, Enter: the first team's name open for typing.
    static func typingATeamName(width: Int = 80, height: Int = 24) throws -> PappersPane {
        let pane = try PappersPane("", width: width, height: height)
        pane.expect("New game")
        pane.press("n")
        pane.expect("Team 1")
        pane.press("Enter")
        pane.settle()
        return pane
    }

    /// The end mark never comes, or comes after a broken UTF-8 sequence (a lone 0xC3) that swallows its Esc.
    @Test(arguments: [Array("\u{1B}[200~Ana".utf8), Array("\u{1B}[200~Ana".utf8) + [0xC3] + Array("\u{1B}[201~".utf8)])
    func aPasteWithoutItsEndMarkEndsAndTheTurnsKeysCount(bytes: [UInt8]) throws {
        let game = try PappersPane("play --seed 8 --words 20 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.startTurn()
        game.pane.tmux(["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) })
        // The paste ends once nothing came for a second of the program's time: a Space sent later than that but
        // read with the paste's last bytes (a program held up on a busy machine) is the paste's. Space again, a
        // few times, until one counts: a paste that took every key after it takes them all.
        Thread.sleep(forTimeInterval: 1.3)
        for _ in 0..<5 {
            game.press("Space")
            if game.pane.wait(timeout: 3, until: { $0.count >= 2 && $0[$0.count - 2].contains("+1 this turn") }) { break }
        }
        game.expectStatus("a guess after the paste") { $0.contains("+1 this turn") }
        game.press("s")
        game.pane.wait { _ in game.journal().contains { $0.hasSuffix(" pass") } }
        let turn = game.journal().drop { !$0.hasSuffix(" start-turn") }
        #expect(turn.contains { $0.hasSuffix(" guessed") } && turn.contains { $0.hasSuffix(" pass") }, "\(turn)")
        game.quit()
        #expect(game.pane.outcome()?.terminalIsSane == true)
        print("reliability: paste-and-resize: 1 × paste without its end mark during a turn")
    }

    @Test func controlSequencesInsideAPasteAreDroppedWhole() throws {
        let pane = try Self.typingATeamName()
        Self.send("\u{1B}[200~Ve\u{1B}[31mr\u{1B}]0;PWNED\u{07}ds\u{1B}[201~", to: pane)
        pane.expect("Verds")
        #expect(!pane.text.contains("[31m") && !pane.text.contains("]0") && !pane.text.contains("PWNED"), "\(pane.text)")
        print("reliability: paste-and-resize: 1 × paste holding CSI and OSC sequences")
    }

    /// 200 KB pasted into a name: 1.1 took over two minutes of CPU with the screen frozen (its cap was checked
    /// per character, its text copied for every key). The keys after it answer within the wait, generous so that
    /// a busy machine cannot fail it: a few seconds in the debug build, and the time is printed, not judged.
    @Test func aLargePasteIsReadInLinearTime() throws {
        let pane = try Self.typingATeamName()
        // From a file: a tmux command line this long is refused.
        let file = pane.pane.path("big-paste")
        try Data(String(repeating: "abcdefghij", count: 20_000).utf8).write(to: URL(fileURLWithPath: file))
        pane.pane.tmux(["load-buffer", "-b", "big", file])
        let start = Date()
        pane.pane.tmux(["paste-buffer", "-p", "-r", "-b", "big"])
        pane.pane.type("Zed")
        #expect(pane.pane.wait(for: "Zed", timeout: 60), "the keys after the paste never showed:\n\(pane.text)")
        let seconds = Date().timeIntervalSince(start)
        print("reliability: paste-and-resize: 1 × 200 KB paste into a name (the next key on screen \(String(format: "%.2f", seconds)) s later)")
    }

    @Test func aTooSmallTerminalNeverTurnsALetterIntoACommand() throws {
        let pane = try Self.typingATeamName()
        pane.pane.type("Re")
        pane.expect("Re")
        pane.pane.resize(width: 30, height: 10)
        pane.expect("too small")
        pane.pane.type("dsq")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(pane.gamePID != nil, "still running")
        pane.pane.resize(width: 80, height: 24)
        pane.expect("Redsq")
        #expect(pane.gamePID != nil)
        print("reliability: paste-and-resize: 1 × q typed into a name at 30x10")
    }

    @Test func aStormOfSizesDropsNoTypedLetter() throws {
        let pane = try Self.typingATeamName()
        var random = SeededRandom(state: 26)
        let letters = Array("abcdefghijklmnopqrstuvw")
        var tiny = 0
        for letter in letters {
            pane.pane.type(String(letter))
            for _ in 0..<3 {
                let small = random.next(below: 3) == 0
                let width = small ? 10 + random.next(below: 30) : 40 + random.next(below: 100)
                let height = small ? 4 + random.next(below: 8) : 12 + random.next(below: 30)
                if width < 40 || height < 12 { tiny += 1 }
                pane.pane.resize(width: width, height: height)
            }
            usleep(20_000)
        }
        pane.pane.resize(width: 80, height: 24)
        #expect(pane.pane.wait(for: String(letters), timeout: 10), "typed \(String(letters)):\n\(pane.text)")
        print("reliability: paste-and-resize: \(letters.count * 3) × resize while typing a name (\(tiny) below 40x12), no letter dropped")
    }
}
