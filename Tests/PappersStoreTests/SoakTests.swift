import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// Long play: hundreds of simulated games, one after another, through the store of one data directory, as a
/// party that plays all night would. The database stays consistent, every game replays from its record, the
/// file grows in proportion to the games played, and memory stays flat.
///
/// The suite plays 200 games; `scripts/soak GAMES` plays thousands (`PAPPERS_SOAK_GAMES`), alone in its
/// process, where the resident memory it measures is its own.
@Suite struct SoakTests {
    static let games = ProcessInfo.processInfo.environment["PAPPERS_SOAK_GAMES"].flatMap(Int.init) ?? 200
    /// Whether the test runs alone (from scripts/soak), so that the process's memory is the soak's.
    static let measuresMemory = ProcessInfo.processInfo.environment["PAPPERS_SOAK_GAMES"] != nil

    /// A game of 40 words, 2 to 4 teams of 2 to 3 players, words of its own (the played words grow too).
    static func setup(game: Int) -> GameSetup {
        var random = SeededGenerator(seed: UInt64(game), stream: .teams)
        let teams = (0..<random.next(in: 2...4)).map { t in
            Team(name: "Team \(t + 1)", players: (0..<random.next(in: 2...3)).map { "Player \(t + 1).\($0 + 1)" })
        }
        let words = (0..<40).map { "word \($0) of game \(game)" }
        return GameSetup(teams: teams, rules: Rules(preset: RulesPreset.allCases[game % 3]), words: words,
                         seed: UInt64(game) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// Resident memory of this process, in bytes.
    static func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func hundredsOfGamesInOneDataDirectory() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        let store = try Store.open(directory)
        try store.lockForPlay()
        let games = Self.games
        var sizes: [Int: Int] = [:]  // games played -> bytes on disk, after a checkpoint
        var actions = 0
        var residentAtWarmUp = 0
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        for game in 0..<games {
            let setup = Self.setup(game: game)
            let date = start.addingTimeInterval(Double(game) * 1_200)
            let id = try store.startGame(setup, packs: ["en-soak"], program: "soak", at: date)
            var failure: (any Error)?
            let state = try Simulation.play(setup) { action in
                guard failure == nil else { return }
                do { try store.append(action, to: id) } catch { failure = error }
                actions += 1
            }
            if let failure { throw failure }
            try store.finish(game: id, state: state, at: date.addingTimeInterval(1_000))
            if game % 50 == 49 {
                let record = try store.record(id: id)
                #expect(try record.verified() == state, "game \(id) does not replay from its record")
            }
            let played = game + 1
            if played == games / 10 { residentAtWarmUp = Self.residentBytes() }
            if played % (games / 4) == 0 {
                try store.queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
                let attributes = try FileManager.default.attributesOfItem(atPath: directory.databasePath)
                sizes[played] = (attributes[.size] as? Int) ?? 0
            }
        }
        let residentAtEnd = Self.residentBytes()

        let check = try store.queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
        let history = try store.history()
        #expect(history.count == games && history.allSatisfy { $0.status == .finished })
        #expect(try store.playedWords().count == games * 40)

        // Linear growth: each quarter of the games adds about as many bytes as the others.
        let quarter = games / 4
        let steps = (1...3).map { sizes[($0 + 1) * quarter]! - sizes[$0 * quarter]! }
        let perGame = Double(sizes[4 * quarter]! - sizes[quarter]!) / Double(3 * quarter)
        for step in steps {
            #expect(abs(Double(step) / Double(quarter) - perGame) <= perGame * 0.25, "quarters grew by \(steps) bytes")
        }
        let growth = residentAtEnd - residentAtWarmUp
        if Self.measuresMemory {
            // Flat: what the first tenth of the games left resident does not grow with the other nine tenths.
            #expect(growth < 16 << 20, "resident memory grew by \(growth >> 20) MB over \(games - games / 10) games")
        }
        print("reliability: soak: \(games) × game through one store (\(actions) actions; database \(sizes[4 * quarter]!) "
            + "bytes, \(Int(perGame)) per game, by quarter \(steps.map { $0 / quarter }); resident memory "
            + "\(residentAtWarmUp >> 20) MB after \(games / 10) games, \(residentAtEnd >> 20) MB after \(games))")
    }
}
