import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// The numbers behind the store's choices. Opt-in (`PAPPERS_BENCH=1 swift test --filter StoreBenchmarks`):
/// timings belong to benchmarks, not to the everyday tests. Each prints its figures and gates nothing; the
/// figures players feel (a key's journal commit included) are measured by `scripts/bench`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PAPPERS_BENCH"] != nil), .serialized)
struct StoreBenchmarks {
    static func millis(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    static func figures(_ samples: [Double]) -> String {
        let sorted = samples.sorted()
        func at(_ fraction: Double) -> String {
            String(format: "%.3f", sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
        }
        return "median \(at(0.5)) ms, p95 \(at(0.95)) ms, p99 \(at(0.99)) ms, max \(at(1)) ms (n=\(sorted.count))"
    }

    @Test(arguments: [Store.Durability.background, .normal, .full])
    func appendingOneAction(durability: Store.Durability) throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory, durability: durability)
        var appends: [Double] = []
        var clocks: [Double] = []
        for seed in UInt64(0)..<10 {
            let game = Sample.game(seed: seed, words: 40)
            let id = try store.startGame(game.setup, packs: [], program: "bench", at: Date())
            for action in game.journal {
                appends.append(try Self.millis { try store.append(action, to: id) })
            }
            for second in 0..<50 { clocks.append(try Self.millis { try store.recordClock(second * 1_000, game: id) }) }
        }
        print("append, \(durability): \(Self.figures(appends)); disk syncs: \(store.diskSync?.count ?? 0)")
        print("recordClock, \(durability): \(Self.figures(clocks))")
    }

    @Test func openingADirectoryWithManyGames() throws {
        let folder = TemporaryFolder()
        var fresh: [Double] = []
        for _ in 0..<20 {
            let empty = TemporaryFolder()
            fresh.append(try Self.millis { _ = try Store.open(empty.dataDirectory) })
        }
        print("open, new data directory: \(Self.figures(fresh))")
        for games in [0, 30, 300] {
            do {
                let store = try Store.open(folder.dataDirectory, durability: .normal)
                let have = try store.history().count
                for seed in UInt64(have)..<UInt64(max(have, games)) {
                    let game = Sample.game(seed: seed, words: 40)
                    let id = try store.startGame(game.setup, packs: [], program: "bench", at: Date())
                    for action in game.journal { try store.append(action, to: id) }
                    try store.finish(game: id, state: game.state, at: Date())
                }
            }
            let size = (try FileManager.default.attributesOfItem(atPath: folder.dataDirectory.databasePath)[.size] as? Int) ?? 0
            var opens: [Double] = []
            var checks: [Double] = []
            for _ in 0..<20 {
                opens.append(try Self.millis { _ = try Store.open(folder.dataDirectory) })
                let queue = try DatabaseQueue(path: folder.dataDirectory.databasePath)
                checks.append(try Self.millis { _ = try queue.read { try String.fetchAll($0, sql: "PRAGMA quick_check") } })
                try queue.close()
            }
            print("open, \(games) games (\(size / 1024) KiB): \(Self.figures(opens)); quick_check alone: \(Self.figures(checks))")
        }
    }
}
