import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// How long the records across games take over a thousand games. Opt-in, as `StoreBenchmarks`
/// (`PAPPERS_BENCH=1 swift test --filter RecordsBenchmarks`); with `PAPPERS_BENCH_KEEP=DIR` the data
/// directory is written there and kept, for timing `pappers stats --data-dir DIR` on a release build.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PAPPERS_BENCH"] != nil), .serialized)
struct RecordsBenchmarks {
    /// `count` finished games of 40 words, four teams of two, played by the simulated players, written in one
    /// transaction (the store's own way, an action a transaction, would take minutes).
    static func fill(_ store: Store, games count: Int) throws {
        let teams = (0..<4).map { team in Team(name: "Team \(team)", players: ["Player \(team)a", "Player \(team)b"]) }
        try store.queue.write { db in
            for seed in UInt64(0)..<UInt64(count) {
                let setup = GameSetup(teams: teams, rules: Rules(), words: (0..<40).map { "word \($0 + Int(seed % 50))" }, seed: seed)
                var journal: [TimedAction] = []
                let state = try Simulation.play(setup) { journal.append($0) }
                try db.execute(
                    sql: """
                        INSERT INTO game (program, started_at, ended_at, status, setup, packs, result)
                        VALUES ('bench', 0, 1, 'finished', ?, '["en-bench"]', ?)
                        """,
                    arguments: [try Store.encode(setup), try Store.encode(GameResult(state: state, journal: journal))])
                let id = db.lastInsertedRowID
                let insert = try db.cachedStatement(sql: "INSERT INTO journal (game, seq, t, action, word) VALUES (?, ?, ?, ?, ?)")
                for (index, action) in journal.enumerated() {
                    try insert.execute(arguments: [id, index + 1, action.at, action.action.name, action.action.word])
                }
            }
        }
    }

    @Test func aThousandGames() throws {
        let folder = TemporaryFolder()
        let keep = ProcessInfo.processInfo.environment["PAPPERS_BENCH_KEEP"]
        let directory = keep.map(DataDirectory.init(path:)) ?? folder.dataDirectory
        let store = try Store.open(directory)
        try Self.fill(store, games: 1_000)
        var reads: [Double] = [], replays: [Double] = []
        var actions = 0
        for _ in 0..<5 {
            var games: [PlayedGame] = []
            reads.append(try StoreBenchmarks.millis { games = try store.playedGames().games })
            actions = games.map(\.journal.count).reduce(0, +)
            replays.append(StoreBenchmarks.millis { _ = Records(games, packWords: PackWords()) })
        }
        print("records, 1000 games (\(actions) actions): read \(StoreBenchmarks.figures(reads)); replay and count \(StoreBenchmarks.figures(replays))")
    }
}
