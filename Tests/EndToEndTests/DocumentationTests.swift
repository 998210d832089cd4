import Foundation
import PappersEngine
import PappersStore
import PappersTestSupport
import Testing

/// The docs cannot drift: every command named in README.md and docs/ exists, and every example runs against a
/// temporary data directory with the exit status it documents.
///
/// Examples are the `pappers …` lines of the ```sh blocks of the Markdown files and of every command's
/// `pappers help` ("Example:" sections). They run through `sh` in a scratch folder holding three finished games,
/// a valid `my-pack.json` and the repository's `wordpacks/`. A line may say `# exit: N`; otherwise an
/// interactive command (the home screen, play, continue, an on-screen replay) must stop with 69, "no terminal",
/// which it only reaches once its arguments parsed; every other command must succeed.
@Suite(.onItsOwnThreadInTurn) struct DocumentationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let binaryFolder = TerminalTmux.productsDirectory.path

    static let commands: Set<String> = [
        "home", "play", "continue", "packs", "history", "export", "replay", "simulate", "help", "import", "stats", "host",
    ]

    static var markdownFiles: [URL] {
        let docs = repository.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [repository.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    /// The `pappers …` lines of the ```sh blocks of a Markdown text.
    static func examples(inMarkdown text: String) -> [String] {
        var inExample = false
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inExample = !inExample && trimmed == "```sh"
                continue
            }
            if inExample, trimmed.hasPrefix("pappers") { found.append(trimmed) }
        }
        return found
    }

    /// The example lines of `pappers help` for a command.
    static func examples(inHelp text: String) -> [String] {
        var inExample = false
        var found: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("Example") { inExample = true; continue }
            if inExample, line.hasPrefix("  pappers") { found.append(line.trimmingCharacters(in: .whitespaces)); continue }
            if inExample, !line.hasPrefix(" ") { inExample = false }
        }
        return found
    }

    @Test func everyCommandNamedInTheDocsExists() throws {
        let pattern = try Regex(#"`pappers ([a-z][a-z-]*)|^\s*pappers ([a-z][a-z-]*)"#).anchorsMatchLineEndings()
        var named = Set<String>()
        for file in Self.markdownFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let word = match.output[1].substring ?? match.output[2].substring { named.insert(String(word)) }
            }
        }
        #expect(named.contains("simulate") && named.contains("replay"), "the docs name the commands")
        for word in named {
            #expect(Self.commands.contains(word), "the docs name `pappers \(word)`, which is not a command")
            if Self.commands.contains(word) && word != "help" {
                let (status, _) = try Self.run("pappers help \(word)", in: FileManager.default.temporaryDirectory)
                #expect(status == 0, "`pappers help \(word)` fails")
            }
        }
    }

    @Test func theManualPageCoversEveryCommand() throws {
        let manual = try String(contentsOf: Self.repository.appendingPathComponent("docs/pappers.1"), encoding: .utf8)
        for command in Self.commands.subtracting(["help"]) {
            #expect(manual.contains(".It Em \(command)"), "docs/pappers.1 lacks \(command): run scripts/generate-manual")
        }
        for option in ["--seed", "--turn-seconds", "--player-words", "--headless", "--speed", "--data-dir", "--ui-lang"] {
            #expect(manual.contains("Fl -" + option.dropFirst(2)) || manual.contains(option), "docs/pappers.1 lacks \(option)")
        }
    }

    /// docs/records.md said `t` counts from the game's start, and its example starts at 0, while every record
    /// Pappers writes starts near the machine's uptime (`RecordTests` checks that the origin changes nothing).
    @Test func theRecordsPageSaysWhereAJournalsTimeStarts() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("docs/records.md"), encoding: .utf8)
        #expect(!page.contains("milliseconds from the start"))
        #expect(page.contains("Its origin means nothing: only the time between actions counts."))
        #expect(page.contains("`start-game` is at the machine's uptime"))
    }

    @Test func everyExampleRuns() throws {
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var examples: [(source: String, line: String)] = []
        for file in Self.markdownFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            examples += Self.examples(inMarkdown: text).map { (file.lastPathComponent, $0) }
        }
        for command in ["", "home", "play", "continue", "packs", "packs list", "packs show", "packs validate",
                        "packs check", "packs draw", "packs new", "history", "export", "replay", "simulate", "import", "stats",
                        "host"] {
            let (_, help) = try Self.run("pappers help \(command)", in: scratch)
            examples += Self.examples(inHelp: help).map { ("pappers help \(command)", $0) }
        }
        #expect(examples.count >= 25, "found only \(examples.count) examples")
        for (source, line) in examples {
            let (status, output) = try Self.run(line, in: scratch)
            let expected = Self.expectedStatus(of: line)
            #expect(status == expected, "\(source): `\(line)` exited \(status), expected \(expected)\n\(output)")
        }
    }

    /// The status a documented line must end with.
    static func expectedStatus(of line: String) -> Int32 {
        if let match = line.firstMatch(of: /#\s*exit:\s*(\d+)/), let status = Int32(match.1) { return status }
        let words = line.split(separator: "#")[0].split(separator: " ").map(String.init)
        let command = words.count > 1 && !words[1].hasPrefix("-") ? words[1] : "home"
        let interactive = ["home", "play", "continue", "host"].contains(command)
            || (command == "replay" && !words.contains("--headless"))
        return interactive ? 69 : 0
    }

    /// Runs a shell line with this build's `pappers` first on the PATH, no terminal, a private data directory
    /// and home; returns the status and what it printed.
    static func run(_ line: String, in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binaryFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PAPPERS_HOME"] = folder.appendingPathComponent("data").path
        environment["HOME"] = folder.appendingPathComponent("home").path
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(text.suffix(2_000)))
    }

    /// The word list that docs/wordpacks.md shows for `pappers packs new`: the first ```text block of its
    /// section "Making a pack from a list".
    static func wordListExample() throws -> String {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/wordpacks.md"), encoding: .utf8)
        guard let section = text.range(of: "## Making a pack from a list"),
              let open = text.range(of: "```text\n", range: section.upperBound..<text.endIndex),
              let close = text.range(of: "```", range: open.upperBound..<text.endIndex) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// A folder with three finished games in `data/`, `my-pack.json`, the word list `words.txt` of
    /// docs/wordpacks.md, and the repository's word packs.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-docs-\(UUID().uuidString.prefix(8))")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("home"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: folder.appendingPathComponent("wordpacks"),
                                       withDestinationURL: repository.appendingPathComponent("wordpacks"))
        try manager.copyItem(at: repository.appendingPathComponent("wordpacks/en/en-first.json"),
                             to: folder.appendingPathComponent("my-pack.json"))
        var pack = try String(contentsOf: folder.appendingPathComponent("my-pack.json"), encoding: .utf8)
        pack = pack.replacingOccurrences(of: "\"en-first\"", with: "\"my-pack\"")
        try pack.write(to: folder.appendingPathComponent("my-pack.json"), atomically: true, encoding: .utf8)
        try wordListExample().write(to: folder.appendingPathComponent("words.txt"), atomically: true, encoding: .utf8)
        let store = try Store.open(DataDirectory(path: folder.appendingPathComponent("data").path))
        for seed in UInt64(1)...3 {
            let setup = GameSetup(
                teams: [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dani"])],
                rules: Rules(), words: (1...8).map { "word \($0)" }, seed: seed)
            let id = try store.startGame(setup, packs: [], program: "tests", at: Date())
            var failure: (any Error)?
            let state = try Simulation.play(setup) { action in
                do { try store.append(action, to: id) } catch { failure = error }
            }
            if let failure { throw failure }
            try store.finish(game: id, state: state, at: Date())
        }
        return folder
    }
}
