// records-filler: fills a new data directory with simulated games, for the records benchmark (scripts/bench:
// `stats` and `history` over 100,000 games). Not part of the program players get.
//
//   records-filler DIRECTORY GAMES [DISTINCT]
//
// Plays DISTINCT games (default 1,000) with the simulated players: English words of the built-in packs, four
// teams of two whose names come from a pool of twenty-four (every tenth game in pairs, six players; every
// twenty-fifth abandoned halfway), each taken in through the store's own import (`Store.importGame`). Then copies
// them, journals and all, until the directory holds GAMES games: the copies are other games with the same
// journals, so the records count them as such. The same arguments always write the same games.
import Foundation
import GRDB
import PappersEngine
import PappersPacks
import PappersStore

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("records-filler: \(message)\n".utf8))
    exit(64)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let total = Int(arguments[2]), total > 0 else {
    fail("usage: records-filler DIRECTORY GAMES [DISTINCT]")
}
let distinct = arguments.count > 3 ? (Int(arguments[3]) ?? 0) : min(1_000, total)
guard distinct > 0, distinct <= total else { fail("DISTINCT must be from 1 to GAMES") }
let directory = DataDirectory(path: arguments[1])
if FileManager.default.fileExists(atPath: directory.databasePath) { fail("\(directory.databasePath) exists already") }

let names = [
    "Ana", "Bernat", "Carla", "David", "Elena", "Ferran", "Gina", "Hugo", "Irene", "Jordi", "Kim", "Laia", "Marc",
    "Núria", "Oriol", "Pau", "Queralt", "Roger", "Sílvia", "Toni", "Úrsula", "Víctor", "Xavi", "Zoe",
]
let selection = WordFilter(language: "en").select(from: PackCatalog.load(builtIn: true, userFolder: nil).packs)
let store: Store
do {
    store = try Store.open(directory)
} catch {
    fail("\(error)")
}
let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
for number in 0..<distinct {
    let seed = UInt64(number)
    let bowl = selection.draw(40, lastPlayed: [:], seed: seed).texts
    let setup: GameSetup
    if number % 10 == 9 {
        setup = GameSetup(players: (0..<6).map { names[(number + $0 * 5) % names.count] }, rules: Rules(), words: bowl, seed: seed)
    } else {
        let teams = (0..<4).map { team in
            Team(name: "Team \(team + 1)", players: (0..<2).map { names[(number * 3 + team * 2 + $0) % names.count] })
        }
        setup = GameSetup(teams: teams, rules: Rules(), words: bowl, seed: seed)
    }
    guard case .success(let valid) = setup.validated() else { fail("game \(number): the setup is not valid") }
    var journal: [TimedAction] = []
    var state: GameState
    do {
        state = try Simulation.play(valid) { journal.append($0) }
        if number % 25 == 24 {
            journal.removeLast(journal.count / 2)
            state = try GameState.replaying(journal, setup: valid)
            let abandon = TimedAction(.abandon, at: (journal.last?.at ?? 0) + 1_000)
            _ = try state.apply(abandon)
            journal.append(abandon)
        }
    } catch {
        fail("game \(number): \(error)")
    }
    let began = start.addingTimeInterval(Double(number) * 3_600)
    let record = GameRecord(
        id: number + 1, program: "records-filler", startedAt: began, endedAt: began.addingTimeInterval(1_800),
        status: state.phase == .finished ? .finished : .abandoned, setup: valid, packs: selection.packs.map(\.id),
        journal: journal, result: GameResult(state: state, journal: journal), heartbeat: nil)
    do {
        _ = try store.importGame(record)
    } catch {
        fail("game \(number): \(error)")
    }
}

// The copies, in SQL: game k * DISTINCT + i is game i again, started later.
do {
    let queue = try DatabaseQueue(path: directory.databasePath)
    var copied = distinct
    while copied < total {
        let count = min(distinct, total - copied)
        let offset = copied
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (id, program, started_at, ended_at, status, setup, packs, result, heartbeat)
                    SELECT id + ?1, program, started_at + ?1 * 3600000, ended_at + ?1 * 3600000, status, setup, packs,
                        result, heartbeat
                    FROM game WHERE id <= ?2 ORDER BY id
                    """,
                arguments: [offset, count])
            try db.execute(
                sql: "INSERT INTO journal (game, seq, t, action, word) SELECT game + ?1, seq, t, action, word FROM journal WHERE game <= ?2",
                arguments: [offset, count])
        }
        copied += count
    }
    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
} catch {
    fail("copying the games: \(error)")
}
print("\(total) games (\(distinct) distinct) in \(directory.path)")
