import Foundation
import PappersTestSupport
import Testing

/// Accents, boxes and block letters whatever locale is installed: a chosen UTF-8 locale that was never
/// generated falls back to C.UTF-8 for characters and keeps its language; a loaded locale that is not UTF-8
/// (ISO-8859-1) gets ASCII block letters and boxes instead of "?", and a note on how to get accents.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct LocaleEndToEndTests {
    /// The locales `locale -a` lists.
    static let installed: [String] = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "locale -a"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }()

    @Test func aCatalanUTF8LocaleThatIsNotInstalledStillShowsAccentsBoxesAndBlockLetters() throws {
        let generated = Self.installed.contains { $0.lowercased().hasPrefix("ca_es.utf") }
        print("LocaleEndToEndTests: ca_ES.UTF-8 is \(generated ? "installed here: the fallback is not exercised" : "not installed here (locale -a: \(Self.installed.joined(separator: ", "))): the fallback is what is tried")")
        let home = try PappersPane("", environment: ["LANG": "ca_ES.UTF-8", "LC_ALL": nil, "LC_CTYPE": nil, "LC_MESSAGES": nil])
        home.expect("Configuració")
        home.expect("▶ Partida nova")
        // Both in one capture of the whole screen, not one taken while it is half drawn.
        let whole = home.pane.wait { lines in
            lines.contains { $0.contains("█████") } && lines.contains { $0.contains("El joc del barret: descriure, una paraula, mímica") }
        }
        #expect(whole, "block letters and the tagline:\n\(home.text)")
        #expect(!home.lines.prefix(12).joined().contains("?"), "nothing drawn as ?:\n\(home.text)")
        home.press("?")
        home.expect("╭──")
        home.expect("│")
        home.expect("Ajuda")
        home.press("Escape")
        home.press("q")
        let outcome = try #require(home.pane.outcome())
        #expect(outcome.status == 0)
        #expect(!outcome.lines.joined().contains("note:"), "a UTF-8 locale needs no note")
        print("reliability: missing-utf8-locale: 1 × LANG=ca_ES.UTF-8 \(generated ? "installed" : "not installed")")
    }

    /// A Latin-1 Catalan locale compiled for the test with `localedef` into a folder of its own (`LOCPATH`),
    /// or nil when this machine has no locale sources.
    static func latin1Locale() -> String? {
        let folder = FileManager.default.temporaryDirectory.path + "/pappers-e2e-locales-" + UUID().uuidString.prefix(8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "mkdir -p '\(folder)' && localedef -i ca_ES -f ISO-8859-1 '\(folder)/ca_ES.ISO-8859-1'"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return FileManager.default.fileExists(atPath: folder + "/ca_ES.ISO-8859-1") ? folder : nil
    }

    @Test func anISO88591LocaleDrawsBlockLettersAndBoxesInASCII() throws {
        guard let folder = Self.latin1Locale() else {
            print("LocaleEndToEndTests: localedef cannot make an ISO-8859-1 locale here: only the unit tests "
                + "(ASCIIFallbackTests) try the ASCII drawing")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let home = try PappersPane("", environment: [
            "LANG": "ca_ES.ISO-8859-1", "LOCPATH": folder, "LC_ALL": nil, "LC_CTYPE": nil, "LC_MESSAGES": nil,
        ])
        home.expect("> Partida nova")
        #expect(home.pane.wait { $0.contains { $0.contains("#####") } }, "block letters in ASCII:\n\(home.text)")
        #expect(!home.lines.prefix(12).joined().contains("?"), "nothing drawn as ?:\n\(home.text)")
        home.press("?")
        home.expect("+--")
        home.expect("Ajuda")
        home.press("Escape")
        home.press("q")
        let outcome = try #require(home.pane.outcome())
        #expect(outcome.status == 0)
        let said = outcome.lines.joined(separator: " ")
        #expect(said.contains("pappers: note: the locale ca_ES.ISO-8859-1 is ISO-8859-1"), "\(said)")
        #expect(said.contains("C.UTF-8"), "how to get accents: \(said)")
        print("reliability: latin1-locale: 1 × LANG=ca_ES.ISO-8859-1 (made with localedef)")
    }
}
