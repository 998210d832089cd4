import Foundation
import PappersTestSupport
import Testing

/// Security basics: Pappers never touches the network, and reading a pack or a record never writes a file,
/// wherever its path points.
@Suite(.onItsOwnThreadInTurn) struct SecurityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../..").standardizedFileURL

    /// Runs `executable` with `arguments` from `directory`; returns its status
    /// and standard output.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in directory: String)
        -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["LANG": "C.UTF-8", "HOME": directory + "/home", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Every file under `path` with its size, mode and modification time.
    static func tree(_ path: String) -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let name = enumerator?.nextObject() as? String {
            let attributes = (try? FileManager.default.attributesOfItem(atPath: path + "/" + name)) ?? [:]
            files[name] = "\(attributes[.size] ?? "") \(attributes[.posixPermissions] ?? "") \(attributes[.modificationDate] ?? "")"
        }
        return files
    }

    /// Play across terminals listens for SSH in `PappersHost`, the one module that imports NIO; no other source
    /// names a network interface or imports NIO.
    @Test func theSourcesUseNoNetworkInterface() throws {
        let patterns = [
            "URLSession", "URLRequest", "FoundationNetworking", "import Network", "NWConnection", "CFSocket",
            "socket(", "connect(", "getaddrinfo", "gethostbyname", "curl_", "http://", "https://",
        ]
        let sources = Self.root.appending(path: "Sources").path
        var checked = 0
        let enumerator = FileManager.default.enumerator(atPath: sources)
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".swift") || name.hasSuffix(".h"), !name.hasPrefix("PappersHost/") else { continue }
            let text = try String(contentsOfFile: sources + "/" + name, encoding: .utf8)
            checked += 1
            for pattern in patterns + ["import NIO"] { #expect(!text.contains(pattern), "Sources/\(name) uses \(pattern)") }
        }
        #expect(checked > 100)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd")))
    func theProgramLinksNoNetworkLibrary() throws {
        let linked = Self.run("/usr/bin/ldd", [PappersPane.binary], in: NSTemporaryDirectory()).output
        #expect(linked.contains("libsqlite3"), "\(linked)")
        for library in ["FoundationNetworking", "libcurl", "libssl", "libnghttp"] {
            #expect(!linked.contains(library), "pappers links \(library)")
        }
    }

    /// The commands a tester runs on files from strangers, and the read-only ones: run from a folder of
    /// their own, with paths that climb out of it, on a data directory that holds a game and on one that does
    /// not exist. Nothing anywhere is created or changed, and no command opens a network socket (under strace,
    /// where it is installed, and in a namespace without network, where one can be made).
    @Test(.enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
    func readingCommandsWriteNothingAndNeedNoNetwork() throws {
        let base = FileManager.default.temporaryDirectory.appending(path: "pappers-readonly-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let work = base + "/work", files = base + "/files", data = base + "/data", missing = base + "/nothing-here"
        for folder in [work, files, data, work + "/home"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // A data directory with a game in it: a short simulated record imported through the docs' example.
        let page = try String(contentsOf: Self.root.appending(path: "docs/records.md"), encoding: .utf8)
        let record = try #require(page.firstMatch(of: /```json\n([\s\S]*?)```/)).1
        try Data(record.utf8).write(to: URL(fileURLWithPath: files + "/record.json"))
        let pack = try Data(contentsOf: Self.root.appending(path: "Tests/PappersPacksTests/Fixtures/valid/full.json"))
        try pack.write(to: URL(fileURLWithPath: files + "/pack.json"))
        try Data("{\"format\": 1,".utf8).write(to: URL(fileURLWithPath: files + "/broken.json"))
        let game = try PappersPane("play --seed 2 --words 5 --no-sound", dataDirectory: data)
        game.expect("Pass the laptop to")
        game.quit()
        #expect(game.pane.outcome()?.status == 0)

        let commands: [[String]] = [
            ["packs", "validate", "../files/pack.json", "../files/broken.json"], ["packs", "show", "../files/pack.json"],
            ["packs", "list", "--json"], ["replay", "../files/record.json", "--headless"],
            ["replay", "../files/../files/record.json", "--headless", "--data-dir", missing],
            ["history", "--json"], ["history", "--data-dir", missing], ["export", "1"], ["replay", "1", "--headless"],
            ["simulate", "--games", "3", "--seed", "5", "--json"],
        ]
        let strace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")
        let unshare = FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")
            && Self.run("/usr/bin/unshare", ["-rn", "/bin/true"], in: work).status == 0
        let before = Self.tree(base)
        for command in commands {
            let arguments = command.contains("--data-dir") ? command : command + ["--data-dir", "../data"]
            let plain = Self.run(PappersPane.binary, arguments, in: work)
            #expect(plain.status == (command.contains { $0.hasSuffix("broken.json") } ? 65 : 0), "\(command)")
            if strace {
                let path = base + "/strace.log"
                Self.run("/usr/bin/strace", ["-f", "-qq", "-e", "trace=%network", "-o", path, PappersPane.binary] + arguments,
                         in: work)
                let log = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                let calls = log.split(separator: "\n").filter { $0.contains(/\b(socket|connect|bind|listen|accept4?|sendto|sendmsg|recvfrom|recvmsg|socketpair)\(/) }
                #expect(calls.isEmpty, "\(command) made network calls: \(calls.prefix(5))")
                try? FileManager.default.removeItem(atPath: path)
            }
            if unshare {
                let offline = Self.run("/usr/bin/unshare", ["-rn", PappersPane.binary] + arguments, in: work)
                #expect(offline.status == plain.status && offline.output == plain.output, "\(command) without a network")
            }
        }
        #expect(Self.tree(base) == before, "a reading command wrote a file")
        #expect(!FileManager.default.fileExists(atPath: missing), "a reading command created the data directory")
        print("reliability: no-writes: \(commands.count) × reading command on packs, records and data directories"
            + "\(strace ? ", under strace" : "")\(unshare ? ", and without a network" : "")")
    }
}
