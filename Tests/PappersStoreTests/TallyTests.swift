import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// The tally the store keeps of each game that ended: derived from its record, rebuilt when missing, damaged,
/// of another format or left behind by a change to the record, so that the records and the history read from
/// tallies are always those of the replays.
@Suite struct TallyTests {
    static let names = ["Ana", "Bru", "Cai", "Dani", "Èric", "Fe", "Gil", "ÀNA", "bru", "Hug"]

    /// Game `number` of a varied data directory: teams of two or three (every fourth game in pairs), names that
    /// fold together across games ("Ana" and "ÀNA"), passes and strikes as the simulated players make them,
    /// every fifth game abandoned halfway.
    static func record(_ number: Int) -> GameRecord {
        let seed = UInt64(number)
        let words = (0..<12).map { "word \(($0 * 7 + number) % 20)" }
        let setup: GameSetup
        if number % 4 == 3 {
            setup = GameSetup(players: (0..<4).map { names[(number + $0) % names.count] }, rules: Rules(), words: words, seed: seed)
        } else {
            let teams = (0..<2).map { team in
                Team(name: ["Reds", "Blues"][team], players: (0..<(2 + team)).map { names[(number + team * 3 + $0) % 7] })
            }
            setup = GameSetup(teams: teams, rules: Rules(), words: words, seed: seed)
        }
        var journal: [TimedAction] = []
        var state = try! Simulation.play(setup) { journal.append($0) }
        if number % 5 == 4 {
            journal.removeLast(journal.count / 2)
            state = try! GameState.replaying(journal, setup: setup)
            let abandon = TimedAction(.abandon, at: (journal.last?.at ?? 0) + 1_000)
            _ = try! state.apply(abandon)
            journal.append(abandon)
        }
        let start = Sample.date(seed)
        return GameRecord(
            id: number, program: "tests", startedAt: start, endedAt: start.addingTimeInterval(600),
            status: state.phase == .finished ? .finished : .abandoned, setup: setup,
            packs: number % 2 == 0 ? ["en-animals", "en-food"] : ["en-food"], journal: journal,
            result: GameResult(state: state, journal: journal), heartbeat: nil)
    }

    /// A store holding 24 ended games, two in progress (one in pairs) and one whose journal the engine refuses.
    static func filled(_ folder: TemporaryFolder) throws -> Store {
        let store = try Store.open(folder.dataDirectory)
        for number in 0..<24 { _ = try store.importGame(record(number)) }
        for number in [30, 31] {
            let game = record(number)
            let id = try store.startGame(game.setup, packs: game.packs, program: "tests", at: Sample.date(UInt64(number)))
            for action in game.journal.prefix(game.journal.count / 3) { try store.append(action, to: id) }
        }
        try store.queue.write { db in
            let id = try Int.fetchOne(db, sql: "SELECT max(id) FROM game WHERE status = 'finished'") ?? 0
            let last = try Int.fetchOne(db, sql: "SELECT max(seq) FROM journal WHERE game = ?", arguments: [id]) ?? 0
            try db.execute(sql: "INSERT INTO journal (game, seq, t, action) VALUES (?, ?, 99999999, 'undo')", arguments: [id, last + 1])
        }
        return store
    }

    static func tallies(_ store: Store) throws -> Int {
        try store.queue.read { db in try TallyTables.exist(in: db) ? Int.fetchOne(db, sql: "SELECT count(*) FROM game_tally") ?? 0 : 0 }
    }

    /// The games a read replays rather than adding up their kept tally: those in progress, and those whose tally
    /// is missing or cannot be read.
    static func notFromTallies(_ store: Store) throws -> [Int] {
        try store.queue.read { db in
            let tallies = try Store.readTallies(db) { _, _, _, bytes, texts throws(TallyReader.Damaged) in
                _ = try StoredTally.tally(bytes, texts: texts.count)
            }
            let listings = try Store.readTallies(db, column: "listing") { _, _, _, bytes, texts throws(TallyReader.Damaged) in
                _ = try StoredTally.listing(bytes, texts: texts.count)
            }
            return Set((tallies.missing + listings.missing).map(\.id)).sorted()
        }
    }

    /// What history listed before tallies: every game from its setup and result, a game in progress replayed.
    static func listings(_ store: Store) throws -> [GameListing] {
        try store.listings(sql: "SELECT * FROM game ORDER BY id DESC", arguments: [])
    }

    @Test func theRecordsFromTalliesAreThoseOfTheReplays() throws {
        let folder = TemporaryFolder()
        let store = try Self.filled(folder)
        let replayed = Records(try store.playedGames(), packWords: PackWords())
        #expect(replayed.games.unreadable == 1 && replayed.games.inProgress == 2 && replayed.games.pairs > 4)
        #expect(replayed.games.abandoned > 3)
        // The imported games have no tally yet: the first read rebuilds and keeps them, the second adds them up.
        #expect(try Self.tallies(store) == 0)
        #expect(try store.records(packWords: PackWords()) == replayed)
        #expect(try Self.tallies(store) == 24)
        #expect(try Self.notFromTallies(store) == [25, 26])
        #expect(try store.records(packWords: PackWords()) == replayed)
        #expect(try Store.openForReading(folder.dataDirectory).records(packWords: PackWords()) == replayed)
    }

    @Test func theHistoryFromTalliesIsTheHistoryOfTheRecords() throws {
        let folder = TemporaryFolder()
        let store = try Self.filled(folder)
        let listed = try Self.listings(store)
        #expect(listed.count == 26)
        #expect(try store.history() == listed)
        #expect(try Self.tallies(store) == 24)
        #expect(try Self.notFromTallies(store) == [25, 26])
        #expect(try store.history() == listed)
        #expect(try store.history(limit: 5) == Array(listed.prefix(5)))
        #expect(try Store.openForReading(folder.dataDirectory).history() == listed)
    }

    @Test func aGameThatEndsKeepsItsTallyAndAGameInProgressNone() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        let finished = try Sample.record(seed: 1, in: store)
        #expect(try Self.tallies(store) == 1)
        let game = Sample.game(seed: 2)
        let playing = try store.startGame(game.setup, packs: ["en-animals"], program: "tests", at: Date())
        for action in game.journal.prefix(10) { try store.append(action, to: playing) }
        #expect(try Self.tallies(store) == 1)
        try store.abandon(game: playing, state: nil, at: Date())
        #expect(try Self.tallies(store) == 2)
        let kept = try store.queue.read { db in try Int.fetchAll(db, sql: "SELECT game FROM game_tally ORDER BY game") }
        #expect(kept == [finished, playing])
        #expect(try store.records(packWords: PackWords()) == Records(try store.playedGames(), packWords: PackWords()))
    }

    /// Each edit by hand of what a tally derives from drops it (the triggers), and the next read agrees with
    /// the replays again.
    @Test(arguments: [
        "DELETE FROM journal WHERE game = 3 AND seq = (SELECT max(seq) FROM journal WHERE game = 3)",
        "UPDATE journal SET t = t + 1 WHERE game = 5 AND seq = 4",
        "INSERT INTO journal (game, seq, t, action) SELECT 7, max(seq) + 1, 99999999, 'resume' FROM journal WHERE game = 7",
        "UPDATE game SET packs = '[\"en-stories\"]' WHERE id = 2",
        "UPDATE game SET setup = replace(setup, '\"Reds\"', '\"Greens\"') WHERE id = 1",
        "UPDATE game SET result = NULL WHERE id = 9",
        "DELETE FROM game WHERE id = 6",
        "UPDATE tally_text SET text = 'Zed' WHERE id = 1",
        "DELETE FROM tally_text WHERE id = 2",
        "UPDATE game_tally SET tally = x'ff' WHERE game = 4",
        "UPDATE game_tally SET format = 0",
        "DROP TABLE game_tally",
    ])
    func editsByHandNeverLeaveATallyBehind(edit: String) throws {
        let folder = TemporaryFolder()
        let store = try Self.filled(folder)
        _ = try store.records(packWords: PackWords())
        try store.queue.writeWithoutTransaction { db in try db.execute(sql: edit) }
        #expect(try store.records(packWords: PackWords()) == Records(try store.playedGames(), packWords: PackWords()))
        #expect(try store.history() == Self.listings(store))
        #expect(try store.records(packWords: PackWords()) == Records(try store.playedGames(), packWords: PackWords()))
    }

    @Test func aStoreOpenedToReadKeepsTheTalliesItRebuilds() throws {
        let folder = TemporaryFolder()
        _ = try Self.filled(folder)
        let reader = try Store.openForReading(folder.dataDirectory)
        let records = try reader.records(packWords: PackWords())
        let store = try Store.open(folder.dataDirectory)
        #expect(try Self.tallies(store) == 24)
        #expect(try store.records(packWords: PackWords()) == records)
    }

    @Test(.enabled(if: ReadOnly.isPossible)) func aDataDirectoryThatCannotBeWrittenStillGivesItsRecords() throws {
        let folder = TemporaryFolder()
        let store = try Self.filled(folder)
        let replayed = Records(try store.playedGames(), packWords: PackWords())
        let listed = try Self.listings(store)
        let path = folder.dataDirectory.databasePath
        for file in [folder.dataDirectory.path, path] { ReadOnly.make(file) }
        defer { for file in [path, folder.dataDirectory.path] { ReadOnly.undo(file) } }
        let reader = try Store.openForReading(folder.dataDirectory)
        #expect(try reader.records(packWords: PackWords()) == replayed)
        #expect(try reader.history() == listed)
        #expect(try Self.tallies(store) == 0)
    }

    /// Fills `folder` and damages a page of `table` in the middle of it, among the ended games; with `tallies`,
    /// the tallies are kept first. The records of the replays, before the damage.
    static func damaged(_ table: String, in folder: TemporaryFolder, tallies: Bool) throws -> Records {
        let records: Records
        do {
            let store = try filled(folder)
            records = Records(try store.playedGames(), packWords: PackWords())
            if tallies { _ = try store.records(packWords: PackWords()) }
        }
        let path = folder.dataDirectory.databasePath
        let queue = try DatabaseQueue(path: path)
        let (pages, pageSize) = try queue.read { db in
            (try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY path", arguments: [table]),
             try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096)
        }
        try queue.close()
        let page = try #require(pages.isEmpty ? nil : pages[pages.count / 2])
        var bytes = try #require(FileManager.default.contents(atPath: path))
        for index in (page - 1) * pageSize..<page * pageSize { bytes[index] = 0xFF }
        try bytes.write(to: URL(fileURLWithPath: path))
        return records
    }

    /// `stats` and `history` open without reading every page of the file: the kept tallies are all they read
    /// of the games that ended (a damaged page of their journals goes unnoticed, as it changes nothing).
    @Test func readingKeptTalliesReadsNoJournal() throws {
        let folder = TemporaryFolder()
        let records = try Self.damaged("journal", in: folder, tallies: true)
        let reader = try Store.openForReading(folder.dataDirectory, checkingEveryPage: false)
        #expect(try reader.records(packWords: PackWords()) == records)
        #expect(try reader.history().count == 26)
        #expect(throws: StoreError.self) { try Store.openForReading(folder.dataDirectory) }
    }

    /// Tallies are written only into a file whose every page was checked: a damaged one (here a page the records
    /// never read) is said so, as opening it with the check says.
    @Test func talliesAreKeptOnlyInAFileCheckedWhole() throws {
        let folder = TemporaryFolder()
        _ = try Self.damaged("played_word", in: folder, tallies: false)
        let reader = try Store.openForReading(folder.dataDirectory, checkingEveryPage: false)
        #expect { try reader.records(packWords: PackWords()) } throws: { error in
            guard let error = error as? StoreError, case .corrupt = error else { return false }
            return true
        }
    }

    /// The bytes a tally is kept in, pinned: a change to them or to the figures of a replay needs a new
    /// `StoredTally.format`, so that tallies written before are rebuilt rather than misread.
    @Test func theFormatOfTheBytesIsPinned() throws {
        var texts = TextTable()
        var bytes: [UInt8] = []
        for number in 0..<8 {
            let record = Self.record(number)
            let game = PlayedGame(id: number, status: .finished, setup: record.setup, journal: record.journal, packs: record.packs)
            let stored = StoredTally(
                listing: StoredTally.Listing(
                    seed: record.setup.seed, words: record.setup.words.count,
                    teams: record.setup.teams.map { .init(name: texts.number($0.name), score: -2) }, winners: [1]),
                tally: GameTally(game, texts: &texts))
            bytes += stored.listingBytes() + stored.tallyBytes()
            #expect(try stored.tallyBytes().withUnsafeBytes { try StoredTally.tally($0, texts: texts.count) } == stored.tally)
            #expect(try stored.listingBytes().withUnsafeBytes { try StoredTally.listing($0, texts: texts.count) } == stored.listing)
        }
        #expect(StoredTally.format == 3)
        #expect(bytes.count == 1_596 && bytes.reduce(0) { ($0 &* 31) &+ Int($1) } == 38_400_460_991_970_892, "\(bytes.count) \(bytes.reduce(0) { ($0 &* 31) &+ Int($1) })")
    }
}
