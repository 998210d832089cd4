import Foundation
import PappersTestSupport
import Testing

/// The real program in tmux, keys counted: a roster and the players' words typed as people type them.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct TypingCountEndToEndTests {
    /// Sends keys to a pane and counts those that are not a name's or a word's own letters.
    final class CountedKeys {
        let pappers: PappersPane
        private(set) var extra = 0
        private(set) var names = 0

        init(_ pappers: PappersPane) { self.pappers = pappers }

        /// A key by tmux name: one key beyond the letters.
        func press(_ key: String) {
            pappers.press(key)
            extra += 1
        }

        /// A name's (or word's) letters, then Enter.
        func name(_ text: String) {
            pappers.pane.type(text)
            names += 1
            press("Enter")
        }

        /// Pastes `text` the way a terminal does for a program that asked for bracketed paste: one key.
        func paste(_ text: String, names count: Int) {
            pappers.pane.tmux(["set-buffer", "-b", "typing", text])
            pappers.pane.tmux(["paste-buffer", "-p", "-r", "-b", "typing"])
            names += count
            extra += 1
        }
    }

    private func export(_ pappers: PappersPane) -> [String: Any]? {
        let (status, output) = pappers.run(["export", "1"])
        guard status == 0, let data = output.data(using: .utf8) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    private func teams(of record: [String: Any]?) -> [String] {
        let teams = ((record?["setup"] as? [String: Any])?["teams"] as? [[String: Any]]) ?? []
        return teams.map { team in
            "\(team["name"] ?? ""):" + ((team["players"] as? [String]) ?? []).joined(separator: ",")
        }
    }

    /// Home, then n and Enter (counted): the teams screen with Team 1's name open.
    private func teamsScreenTyping() throws -> (PappersPane, CountedKeys) {
        let pappers = try PappersPane("")
        pappers.expect("New game")
        let keys = CountedKeys(pappers)
        keys.press("n")
        pappers.expect("add a team")
        keys.press("Enter")
        return (pappers, keys)
    }

    @Test func twoTeamsOfFourFromHomeToTheFirstHandOff() throws {
        let (pappers, keys) = try teamsScreenTyping()
        for name in ["Vermells", "Ann", "Bob", "Cat", "Dan"] { keys.name(name) }
        keys.press("Enter")  // an empty new player ends the team
        for name in ["Blaus", "Eve", "Fay", "Gus", "Hal"] { keys.name(name) }
        keys.press("Enter")
        pappers.expect("Hal")
        keys.press("s")
        pappers.expect("Pass the laptop to")
        #expect(keys.names == 10)
        #expect(keys.extra <= 2 * keys.names + 6, "\(keys.extra) keys beyond the names' letters")
        pappers.quit()
        #expect(pappers.pane.outcome()?.status == 0)
        #expect(teams(of: export(pappers)) == ["Vermells:Ann,Bob,Cat,Dan", "Blaus:Eve,Fay,Gus,Hal"])
    }

    @Test func aPastedListFillsATeam() throws {
        let (pappers, keys) = try teamsScreenTyping()
        keys.name("Vermells")
        pappers.expect("Type the name")
        keys.paste("Ana, Bru, Carla", names: 3)
        pappers.expect("Carla")
        keys.press("Enter")  // Carla kept, a new player open
        keys.press("Enter")  // empty: on to the next team
        keys.name("Blaus")
        keys.paste("Dídac\nEli\nFina\nGina\n", names: 4)
        pappers.expect("Gina")
        keys.press("Enter")
        keys.press("Enter")
        keys.press("s")
        pappers.expect("Pass the laptop to")
        #expect(keys.extra <= 2 * keys.names + 6)
        pappers.quit()
        #expect(pappers.pane.outcome()?.status == 0)
        #expect(teams(of: export(pappers)) == ["Vermells:Ana,Bru,Carla", "Blaus:Dídac,Eli,Fina,Gina"])
    }

    @Test func thePlayersWordsAreTypedWithAnEnterEachAndAPaste() throws {
        let pappers = try PappersPane(
            "play --seed 5 --words 6 --player-words 3 --no-sound --team 'Reds:Ann,Bob' --team 'Blues:Cat,Dan'")
        let keys = CountedKeys(pappers)
        var words = 0
        for typist in 0..<4 {
            pappers.expect("look away")
            pappers.settle()
            keys.press("Enter")
            pappers.expect("word 1 of 3")
            if typist == 1 {
                keys.paste("lluna\nsol\nmar", names: 3)
            } else {
                // A typo fixed with Ctrl-W, the word before the cursor gone.
                pappers.pane.type("sagrada famx")
                keys.press("C-w")
                keys.name("família \(typist)")
                for word in ["castanyes \(typist)", "panellets \(typist)"] { keys.name(word) }
            }
            // Every word typed: the screen waits, so the last one can still be changed; Enter passes on.
            pappers.expect("every word is typed")
            keys.press("Enter")
            words += 3
        }
        pappers.expect("Pass the laptop to")
        #expect(keys.extra <= 2 * words + 6, "\(keys.extra) keys beyond the words' letters")
        pappers.quit()
        let bowl = ((export(pappers)?["setup"] as? [String: Any])?["words"] as? [String]) ?? []
        for word in ["lluna", "sol", "mar", "sagrada família 0", "castanyes 3", "panellets 2"] {
            #expect(bowl.contains(word), "the bowl holds \(word)")
        }
    }

    @Test func bracketedPasteIsAskedForAndGivenBackAndEscTwiceQuitsFromHome() throws {
        let pappers = try PappersPane("", recording: true)
        pappers.expect("New game")
        pappers.press("Escape")
        pappers.expect("Press Esc again to quit")
        pappers.press("Escape")
        let outcome = try #require(pappers.pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane)
        let output = String(decoding: pappers.rawOutput, as: UTF8.self)
        #expect(output.contains("\u{1B}[?2004h"), "bracketed paste asked for")
        let last = try #require(output.ranges(of: "\u{1B}[?2004").last)
        #expect(output[last.upperBound...].hasPrefix("l"), "bracketed paste switched off on the way out")
    }
}
