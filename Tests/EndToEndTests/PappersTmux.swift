import Foundation
import PappersTestSupport
import Testing

/// A small seeded generator (SplitMix64) for the end-to-end tests' random keys, sizes and moments, so that a
/// failing run can be played again.
struct SeededRandom {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// The real `pappers` binary in a tmux pane of its own, with a private data directory, and the verbs the
/// game's end-to-end tests use.
final class PappersPane {
    let pane: TerminalTmux
    let dataDirectory: String

    static let binary = TerminalTmux.productsDirectory.appendingPathComponent("pappers").path

    /// Starts `pappers ARGUMENTS` (shell words) in a pane; `dataDirectory` is shared when given (to resume in
    /// a second pane), else private. With `recording`, every byte the pane's programs write is kept (see
    /// `rawOutput`), from before pappers starts; the server then lets programs set the clipboard (OSC 52), so
    /// that a leak would show in `leakedClipboard`.
    init(_ arguments: String, width: Int = 80, height: Int = 24, environment: [String: String?] = [:],
         dataDirectory: String? = nil, recording: Bool = false) throws {
        let data = dataDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("pappers-e2e-\(UUID().uuidString.prefix(8))").path
        self.dataDirectory = data
        var environment = environment
        environment["PAPPERS_HOME"] = data
        environment["LANG"] = environment["LANG"] ?? "C.UTF-8"
        let command = "'\(Self.binary)' \(arguments)"
        let gate = "while [ ! -e \"$PANE_DIR/go\" ]; do sleep 0.02; done; "
        pane = try TerminalTmux((recording ? gate : "") + command, width: width, height: height, environment: environment)
        if recording {
            pane.tmux(["set-option", "-g", "set-clipboard", "on"])
            pane.tmux(["pipe-pane", "-o", "cat >> '\(pane.path("output"))'"])
            try Data().write(to: URL(fileURLWithPath: pane.path("go")))
        }
    }

    /// An interactive bash in a pane, with this data directory in its environment, for running pappers at
    /// its prompt (`launch`): Ctrl-Z and `fg` work there, and pappers can run again in the same terminal.
    init(shellWidth width: Int = 80, height: Int = 24, dataDirectory: String? = nil) throws {
        let data = dataDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("pappers-e2e-\(UUID().uuidString.prefix(8))").path
        self.dataDirectory = data
        pane = try TerminalTmux(width: width, height: height, environment: ["PAPPERS_HOME": data, "LANG": "C.UTF-8"],
                                wrapped: false)
        pane.wait(for: "$")
        pane.type("stty -g > '\(pane.path("stty-at-start"))'\n")
    }

    /// Types `pappers ARGUMENTS` at the shell's prompt.
    func launch(_ arguments: String) { pane.type("'\(Self.binary)' \(arguments)\n") }

    /// In a shell pane: whether the terminal's settings are those the shell had at the start, asked with
    /// a line typed at its prompt (the answer is written `STTY-SAME-<tag>`).
    func shellTerminalIsAsAtStart(_ tag: String) -> Bool {
        pane.type("stty -g | cmp -s - '\(pane.path("stty-at-start"))' && echo STTY-SAME-\(tag)\n")
        return pane.wait(for: "STTY-SAME-\(tag)", timeout: 30)
    }

    /// The milliseconds the last turn of the journal had left at its last action: `turnMillis` less the time
    /// its countdown ran (from start-turn or resume to pause). Nil while the countdown runs.
    func turnTimeLeft(turnMillis: Int = 60_000) -> Int? {
        let entries = journal().map { $0.split(separator: " ") }.map { (t: Int($0[0]) ?? 0, action: String($0[1])) }
        guard let start = entries.lastIndex(where: { $0.action == "start-turn" }) else { return nil }
        var ran = 0
        var since: Int?
        for entry in entries[start...] {
            switch entry.action {
            case "start-turn", "resume": since = entry.t
            case "pause": ran += entry.t - (since ?? entry.t); since = nil
            default: break
            }
        }
        return since == nil ? turnMillis - ran : nil
    }

    /// The seconds on the status bar.
    var statusSeconds: Int? {
        statusBar.components(separatedBy: " · ").first { $0.hasSuffix(" s") }.flatMap { Int($0.dropLast(2)) }
    }

    /// Everything the pane's programs wrote, for a pane started with `recording`.
    var rawOutput: [UInt8] { Array(FileManager.default.contents(atPath: pane.path("output")) ?? Data()) }

    /// The pane's title, which an OSC 0 or 2 sequence would change.
    var title: String { pane.tmux(["display-message", "-p", "#{pane_title}"]).trimmingCharacters(in: .newlines) }

    /// What programs put in tmux's paste buffers (with OSC 52, on a `recording` pane).
    var leakedClipboard: String { pane.tmux(["list-buffers"]) }

    var lines: [String] { pane.screen() }
    var text: String { lines.joined(separator: "\n") }
    /// The status bar: the second line from the bottom.
    var statusBar: String { let lines = self.lines; return lines.count >= 2 ? lines[lines.count - 2] : "" }

    /// Presses keys one by one. After Esc it waits a little, as a person would: an arrow sent within the
    /// terminal's escape delay would read as one escape sequence.
    func press(_ keys: String...) {
        for key in keys {
            pane.press(key)
            if key == "Escape" { Thread.sleep(forTimeInterval: 0.15) }
        }
    }

    /// Presses a key and waits (up to five seconds) for the screen to change, so that the next look at the
    /// screen sees the key's effect.
    func pressAndWait(_ key: String) {
        let before = lines
        press(key)
        pane.wait(timeout: 5) { $0 != before }
    }

    /// From the first hand-off into the turn: waits for the hand-off, out the key guard, presses Enter.
    func startTurn(sourceLocation: SourceLocation = #_sourceLocation) {
        expect("Pass the laptop to", sourceLocation: sourceLocation)
        settle(sourceLocation: sourceLocation)
        press("Enter")
        expect("guessed!", sourceLocation: sourceLocation)
    }

    /// Into the turn with one word guessed, shown on the status bar.
    func startTurnAndGuessOnce(sourceLocation: SourceLocation = #_sourceLocation) {
        startTurn(sourceLocation: sourceLocation)
        press("Space")
        expectStatus("a guess", sourceLocation: sourceLocation) { $0.contains("+1 this turn") }
    }

    /// Plays on, guessing every word of every turn, until `done` holds for the screen (at most `limit` keys).
    @discardableResult
    func playOn(limit: Int = 80, until done: (String) -> Bool) -> Bool {
        for _ in 0..<limit {
            let screen = text
            if done(screen) { return true }
            if screen.contains("guessed!") {
                pressAndWait("Space")
            } else {
                settle()
                pressAndWait("Enter")
            }
        }
        return done(text)
    }

    /// Leaves the game through its menu ("Save and quit"), from whatever screen of a game is in front.
    func quit(sourceLocation: SourceLocation = #_sourceLocation) {
        press("Escape")
        // Each Down once the screen shows the one before: a Down sent ahead of a slow screen would move past.
        expect("Save and quit", sourceLocation: sourceLocation)
        for _ in 0..<6 where !text.contains("▶ Save and quit") {
            pressAndWait("Down")
        }
        press("Enter")
    }

    /// The journal of a game of the data directory, one "TIME ACTION [WORD]" line per action.
    func journal(game id: Int = 1) -> [String] {
        let (status, output) = run(["export", String(id)])
        guard status == 0, let data = output.data(using: .utf8),
              let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let journal = record["journal"] as? [[String: Any]] else { return [] }
        return journal.map { action in
            "\(action["t"] ?? "") \(action["a"] ?? "")" + (action["w"].map { " \($0)" } ?? "")
        }
    }

    /// Waits until the screen shows `text`; records an issue with the screen when it does not.
    @discardableResult
    func expect(_ text: String, timeout: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        if pane.wait(for: text, timeout: timeout) { return true }
        Issue.record("the screen never showed \"\(text)\":\n\(self.text)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until the status bar satisfies `condition`.
    @discardableResult
    func expectStatus(_ description: String, timeout: Double = 30, sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: @escaping (String) -> Bool) -> Bool {
        if pane.wait(timeout: timeout, until: { lines in lines.count >= 2 && condition(lines[lines.count - 2]) }) {
            return true
        }
        Issue.record("the status bar never showed \(description): \(statusBar)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until Space and Enter count (`TerminalTmux.settle`); records an issue with the screen when they never
    /// do.
    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        if !pane.settle() { Issue.record("Space and Enter never came to count:\n\(text)", sourceLocation: sourceLocation) }
    }

    /// Runs another `pappers` command on the same data directory and returns its standard output.
    func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments + ["--data-dir", dataDirectory]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The process id of the game in the pane.
    var gamePID: pid_t? {
        let output = pane.tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let shell = Int32(output) else { return nil }
        // The pane runs the wrapper script, whose child is pappers.
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { Int32($0) }.first
    }

    deinit {
        try? FileManager.default.removeItem(atPath: dataDirectory)
    }
}
