// store-bench: the numbers behind the store's choices, for scripts/bench (Benchmarks/suite/figures.py, the
// "store" figures). Not part of the program players get.
//
//   store-bench [--quick]
//
// Measures, in fresh folders under the system's temporary directory: appending one action to a game's journal
// and recording a turn's clock at each durability (`Store.Durability`: the program uses `background`), opening
// a new data directory and one of 0, 30 and 300 games (and SQLite's `quick_check` alone), and reading and
// replaying the records of 1,000 games. Prints one JSON object a line: {"name", "unit", "samples", "note"}, the
// samples in milliseconds. `--quick` runs tiny sizes: it proves the tool works, and its figures mean nothing.
import Foundation
import GRDB
import PappersEngine
import PappersJSON
import PappersStore

let quick = CommandLine.arguments.dropFirst().contains("--quick")

/// Milliseconds `body` takes.
func millis(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// One figure on standard output.
func report(_ name: String, _ samples: [Double], note: String = "") {
    let line = JSON.object([
        ("name", .string(name)), ("unit", .string("ms")), ("samples", .array(samples.map { .number($0.description) })),
        ("note", .string(note)),
    ])
    FileHandle.standardOutput.write(Data((line.compactText + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("store-bench: \(message)\n".utf8))
    exit(70)
}

/// A fresh folder, removed with everything in it when the value goes.
final class ScratchFolder {
    let path = FileManager.default.temporaryDirectory.path + "/pappers-store-bench-" + UUID().uuidString
    var dataDirectory: DataDirectory { DataDirectory(path: path + "/data") }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A whole game of `words` words played by the simulated players (two teams of two and three).
func game(seed: UInt64, words: Int = 40, teams: [Team]? = nil)
    -> (setup: GameSetup, journal: [TimedAction], state: GameState)
{
    let teams = teams ?? [Team(name: "Reds", players: ["Ada", "Bo"]), Team(name: "Blues", players: ["Cy", "Di", "Èric"])]
    let setup = GameSetup(teams: teams, rules: Rules(), words: (0..<words).map { "word \($0) of \(seed)" }, seed: seed)
    var journal: [TimedAction] = []
    do {
        let state = try Simulation.play(setup) { journal.append($0) }
        return (setup, journal, state)
    } catch {
        fail("game \(seed): \(error)")
    }
}

/// Appending one action and recording the clock, at each durability, over the games of `seeds`.
func appending(seeds: Range<UInt64>) throws {
    for (durability, name) in [(Store.Durability.background, "background"), (.normal, "normal"), (.full, "full")] {
        let folder = ScratchFolder()
        let store = try Store.open(folder.dataDirectory, durability: durability)
        var appends: [Double] = [], clocks: [Double] = []
        for seed in seeds {
            let game = game(seed: seed)
            let id = try store.startGame(game.setup, packs: [], program: "bench", at: Date())
            for action in game.journal { appends.append(try millis { try store.append(action, to: id) }) }
            for second in 0..<50 { clocks.append(try millis { try store.recordClock(second * 1_000, game: id) }) }
        }
        report("store: append one action, \(name)", appends, note: "disk syncs: \(store.diskSyncs)")
        report("store: record the clock, \(name)", clocks)
    }
}

/// Opening a new data directory, then one holding 0, 30 and 300 games.
func opening(sizes: [Int], runs: Int) throws {
    var fresh: [Double] = []
    for _ in 0..<runs {
        let empty = ScratchFolder()
        fresh.append(try millis { _ = try Store.open(empty.dataDirectory) })
    }
    report("store: open a new data directory", fresh)
    let folder = ScratchFolder()
    var have = 0
    for games in sizes {
        do {
            let store = try Store.open(folder.dataDirectory, durability: .normal)
            for seed in UInt64(have)..<UInt64(max(have, games)) {
                let game = game(seed: seed)
                let id = try store.startGame(game.setup, packs: [], program: "bench", at: Date())
                for action in game.journal { try store.append(action, to: id) }
                try store.finish(game: id, state: game.state, at: Date())
            }
            have = max(have, games)
        }
        let path = folder.dataDirectory.databasePath
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        var opens: [Double] = [], checks: [Double] = []
        for _ in 0..<runs {
            opens.append(try millis { _ = try Store.open(folder.dataDirectory) })
            let queue = try DatabaseQueue(path: path)
            checks.append(try millis { _ = try queue.read { try String.fetchAll($0, sql: "PRAGMA quick_check") } })
            try queue.close()
        }
        report("store: open, \(games) games", opens, note: "\(size / 1024) KiB")
        report("store: quick_check alone, \(games) games", checks, note: "\(size / 1024) KiB")
    }
}

/// Reading and replaying the records of `count` finished games of 40 words, four teams of two, written in one
/// transaction (the store's own way, a transaction an action, would take minutes).
func records(games count: Int, runs: Int) throws {
    let folder = ScratchFolder()
    _ = try Store.open(folder.dataDirectory)
    let teams = (0..<4).map { team in Team(name: "Team \(team)", players: ["Player \(team)a", "Player \(team)b"]) }
    let queue = try DatabaseQueue(path: folder.dataDirectory.databasePath)
    try queue.write { db in
        let insert = try db.cachedStatement(sql: "INSERT INTO journal (game, seq, t, action, word) VALUES (?, ?, ?, ?, ?)")
        for seed in UInt64(0)..<UInt64(count) {
            let game = game(seed: seed, teams: teams)
            try db.execute(
                sql: """
                    INSERT INTO game (program, started_at, ended_at, status, setup, packs, result)
                    VALUES ('bench', 0, 1, 'finished', ?, '["en-bench"]', ?)
                    """,
                arguments: [try Store.encode(game.setup), try Store.encode(GameResult(state: game.state, journal: game.journal))])
            let id = db.lastInsertedRowID
            for (index, action) in game.journal.enumerated() {
                try insert.execute(arguments: [id, index + 1, action.at, action.action.name, action.action.word])
            }
        }
    }
    try queue.close()
    let store = try Store.open(folder.dataDirectory)
    var reads: [Double] = [], replays: [Double] = []
    var actions = 0
    for _ in 0..<runs {
        var games: [PlayedGame] = []
        reads.append(try millis { games = try store.playedGames().games })
        actions = games.map(\.journal.count).reduce(0, +)
        replays.append(millis { _ = Records(games, packWords: PackWords()) })
    }
    report("store: read the records, \(count) games", reads, note: "\(actions) actions")
    report("store: replay and count the records, \(count) games", replays, note: "\(actions) actions")
}

do {
    try appending(seeds: 0..<(quick ? 1 : 10))
    try opening(sizes: quick ? [0, 3] : [0, 30, 300], runs: quick ? 2 : 20)
    try records(games: quick ? 20 : 1_000, runs: quick ? 1 : 5)
} catch {
    fail("\(error)")
}
