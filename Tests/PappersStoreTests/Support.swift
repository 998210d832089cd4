import Foundation
import PappersEngine
@testable import PappersStore

/// A fresh folder under the system's temporary directory, removed (with everything in it) when the value goes.
final class TemporaryFolder {
    let path: String

    init() {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/pappers-store-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A data directory inside this folder, not created yet.
    var dataDirectory: DataDirectory { DataDirectory(path: path + "/data") }

    deinit {
        let data = path + "/data"
        ReadOnly.undo(data)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: data)) ?? [] {
            ReadOnly.undo(data + "/" + name)
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Games to record.
enum Sample {
    static let teams = [
        Team(name: "Reds", players: ["Ada", "Bo"]),
        Team(name: "Blues", players: ["Cy", "Di", "Èric"]),
    ]

    static func setup(seed: UInt64, words: Int = 12, teams: [Team] = Sample.teams) -> GameSetup {
        GameSetup(teams: teams, rules: Rules(), words: (0..<words).map { "word \($0) of \(seed)" }, seed: seed)
    }

    /// A whole game played by the simulated players: its setup, its journal and where it ends.
    static func game(seed: UInt64, words: Int = 12) -> (setup: GameSetup, journal: [TimedAction], state: GameState) {
        let setup = setup(seed: seed, words: words)
        var journal: [TimedAction] = []
        let state = try! Simulation.play(setup) { journal.append($0) }
        return (setup, journal, state)
    }

    /// A game played to the end and recorded in `store`; its id.
    @discardableResult
    static func record(seed: UInt64, in store: Store, words: Int = 12) throws -> Int {
        let game = game(seed: seed, words: words)
        let id = try store.startGame(game.setup, packs: ["en-animals"], program: "1.0.0", at: date(seed))
        for action in game.journal { try store.append(action, to: id) }
        try store.finish(game: id, state: game.state, at: date(seed).addingTimeInterval(1_800))
        return id
    }

    /// A wall-clock date, to the millisecond, that depends on `seed`.
    static func date(_ seed: UInt64) -> Date {
        Date(timeIntervalSince1970: 1_750_000_000 + Double(seed % 1_000_000) * 3_600.25)
    }
}

/// The bytes of every file in a folder, to show that nothing was written.
func snapshot(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        files[name] = FileManager.default.contents(atPath: folder + "/" + name)
    }
    return files
}

func permissions(_ path: String) -> Int? {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int).map { $0 & 0o777 }
}

/// Making a folder or file unwritable, even for root: mode 0500 or 0400, and where the mode does not stop the
/// user (root), the immutable attribute.
enum ReadOnly {
    /// Whether this machine lets the tests make a folder unwritable.
    static let isPossible: Bool = {
        let probe = FileManager.default.temporaryDirectory.path + "/pappers-readonly-probe-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)
        defer {
            undo(probe)
            try? FileManager.default.removeItem(atPath: probe)
        }
        return make(probe)
    }()

    /// Makes `path` unwritable; false when that is impossible here.
    @discardableResult
    static func make(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        chmod(path, isFolder.boolValue ? 0o500 : 0o400)
        if access(path, W_OK) != 0 { return true }
        _ = run("/usr/bin/chattr", "+i", path)
        return access(path, W_OK) != 0
    }

    /// Makes `path` writable again.
    static func undo(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        if access(path, W_OK) != 0 { _ = run("/usr/bin/chattr", "-i", path) }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        chmod(path, isFolder.boolValue ? 0o700 : 0o600)
    }

    private static func run(_ tool: String, _ arguments: String...) -> Bool {
        runQuietly(tool, arguments)
    }
}

/// Runs a program without its output; whether it succeeded.
@discardableResult
func runQuietly(_ tool: String, _ arguments: [String]) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}
