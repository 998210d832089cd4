// Shared with the fuzz target Fuzz/Sources/fuzz-stored-records (a symbolic link to this file): the suite runs
// a seeded sample of what the fuzzer runs by the million.
import Foundation
import GRDB
import PappersApp
import PappersCanvas
import PappersEngine
import PappersStore
import PappersText
import PappersUI

/// Game records mutated in the database itself, then read the ways the program reads them: `replay ID
/// --headless` and `export ID` (the stored record, its JSON read back and replayed), `continue` (the newest
/// game in progress, replayed, resumed in the model and drawn), `history`, the games home offers to continue,
/// and the records across games (`stats`, the Records screen).
///
/// The database holds three games: a finished one, an abandoned one, and one in progress stopped in the
/// middle of a turn. Each input is a list of mutations, read from its bytes, made with SQL on a connection of
/// its own, as someone editing the file with `sqlite3` would: any column of any game or journal row set to an
/// integer (extreme ones included), a text, a blob or NULL; a piece of a JSON column replaced; journal rows
/// deleted, added or renamed to another action; a game copied under a new id; a setup given empty fields (no
/// words, rounds, teams or players, an empty name) or duplicate ones (a word, a name, a round twice).
///
/// `run(_:)` does one input, in one transaction: it puts back the games the last input changed, makes the
/// mutations, and reads the games they changed (the others read as they always do). Reading must never trap,
/// and must refuse with a message that is safe to show or accept a record whose export reads back as the same
/// record. A broken rule calls `finding`.
final class StoredRecordLab {
    let directory: DataDirectory
    private let editor: DatabaseQueue
    private let reader: Store
    private let renderer = ScreenRenderer(theme: .colour)
    private let finding: (String) -> Void

    /// What `load()` saw, summed over the inputs.
    struct Counts {
        var inputs = 0
        var mutations = 0
        var recordsAccepted = 0
        var recordsRefused = 0
        var continued = 0
        var continueRefused = 0
    }

    private(set) var counts = Counts()
    /// The games the last input changed (nil: any of them, by id or journal rows moved).
    private var changed: Set<Int>? = []

    /// A data directory in `folder` with the three games; `finding` hears of every broken rule.
    init(folder: String, finding: @escaping (String) -> Void) throws {
        self.finding = finding
        directory = DataDirectory(path: folder)
        do {
            let store = try Store.open(directory)
            try Self.recordGames(in: store)
        }
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = OFF")
        }
        editor = try DatabaseQueue(path: directory.databasePath, configuration: configuration)
        try editor.writeWithoutTransaction { db in
            try db.execute(sql: """
                ATTACH DATABASE ':memory:' AS pristine;
                CREATE TABLE pristine.game AS SELECT * FROM main.game;
                CREATE TABLE pristine.journal AS SELECT * FROM main.journal;
                """)
        }
        reader = try Store.openForReading(directory)
    }

    /// Records the three games: finished, abandoned after two turns, and in progress in the middle of a turn.
    private static func recordGames(in store: Store) throws {
        let teams = [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dani"])]
        let start = Date(timeIntervalSince1970: 1_750_000_000)
        for (seed, ending) in [(UInt64(1), "finished"), (2, "abandoned"), (3, "in-progress")] {
            let setup = GameSetup(teams: teams, rules: Rules(), words: (1...8).map { "word \($0)" }, seed: seed)
            var journal: [TimedAction] = []
            let finished = try Simulation.play(setup) { journal.append($0) }
            let id = try store.startGame(setup, packs: ["en-animals"], program: "1.1.0", at: start)
            switch ending {
            case "finished":
                for action in journal { try store.append(action, to: id) }
                try store.finish(game: id, state: finished, at: start.addingTimeInterval(1_800))
            case "abandoned":
                let kept = Array(journal.prefix(journal.count / 2))
                var state = try GameState.replaying(kept, setup: setup)
                let abandon = TimedAction(.abandon, at: (kept.last?.at ?? 0) + 1_000)
                _ = try state.apply(abandon)
                for action in kept + [abandon] { try store.append(action, to: id) }
                try store.abandon(game: id, state: state, at: start.addingTimeInterval(900))
            default:
                // Stopped a few actions into a turn, the clock's heartbeat a little later.
                let turnStarts = journal.indices.filter { journal[$0].action == .startTurn }
                let cut = min(journal.count, turnStarts[min(2, turnStarts.count - 1)] + 3)
                for action in journal.prefix(cut) { try store.append(action, to: id) }
                try store.recordClock(journal[cut - 1].at + 2_500, game: id)
            }
        }
    }

    /// One input: the games the last one changed put back, the mutations `bytes` describe made, and the games
    /// they changed read as the program reads them.
    func run(_ bytes: [UInt8]) throws {
        counts.inputs += 1
        let ids = try editor.write { db -> [Int] in
            try Self.restore(changed, in: db)
            changed = mutate(bytes, in: db)
            guard let changed else { return try Int.fetchAll(db, sql: "SELECT id FROM main.game ORDER BY id") }
            return changed.sorted()
        }
        guard !ids.isEmpty else { return }
        load(ids)
    }

    /// Puts games back as they were recorded: those of `ids`, or all of them.
    private static func restore(_ ids: Set<Int>?, in db: Database) throws {
        guard let ids else {
            try db.execute(sql: """
                DELETE FROM main.journal;
                DELETE FROM main.game;
                INSERT INTO main.game SELECT * FROM pristine.game;
                INSERT INTO main.journal SELECT * FROM pristine.journal;
                """)
            return
        }
        guard !ids.isEmpty else { return }
        let list = ids.map(String.init).joined(separator: ",")
        try db.execute(sql: """
            DELETE FROM main.journal WHERE game IN (\(list));
            DELETE FROM main.game WHERE id IN (\(list));
            INSERT INTO main.game SELECT * FROM pristine.game WHERE id IN (\(list));
            INSERT INTO main.journal SELECT * FROM pristine.journal WHERE game IN (\(list));
            """)
    }

    // MARK: Mutations

    private static let gameColumns = [
        "id", "program", "started_at", "ended_at", "status", "setup", "packs", "result", "heartbeat",
    ]
    private static let journalColumns = ["game", "seq", "t", "action", "word"]
    private static let jsonColumns = ["setup", "packs", "result"]
    private static let actionNames = [
        "start-game", "start-turn", "guessed", "pass", "undo", "pause", "resume", "peek", "tick", "strike",
        "restore", "confirm-review", "begin-round", "end-turn", "abandon", "bogus", "",
    ]
    private static let integers: [Int64] = [
        0, 1, -1, 2, 7, 1_000, 59_999, 60_000, 1 << 31, 1 << 50, (1 << 50) + 1, 1 << 53, Int64(Int32.max),
        253_402_300_799_999, 253_402_300_800_000, -62_135_596_800_001, .max, .min, .max - 1, .min + 1,
    ]
    /// Setups with empty or duplicate fields, as `json_set` edits of the setup column.
    private static let setupEdits = [
        "json_set(setup, '$.words', json('[]'))", "json_set(setup, '$.rules.rounds', json('[]'))",
        "json_set(setup, '$.teams', json('[]'))", "json_set(setup, '$.teams[0].players', json('[]'))",
        "json_set(setup, '$.teams[1].players', json('[]'))", "json_set(setup, '$.teams[0].name', '')",
        "json_set(setup, '$.teams[1].players[0]', '')", "json_set(setup, '$.words[3]', '')",
        "json_set(setup, '$.words[1]', json_extract(setup, '$.words[0]'))",
        "json_set(setup, '$.words[1]', upper(json_extract(setup, '$.words[0]')))",
        "json_set(setup, '$.teams[1].name', json_extract(setup, '$.teams[0].name'))",
        "json_set(setup, '$.teams[1].name', lower(json_extract(setup, '$.teams[0].name')))",
        "json_set(setup, '$.teams[1].players[0]', json_extract(setup, '$.teams[0].players[0]'))",
        "json_set(setup, '$.teams[0].players[1]', upper(json_extract(setup, '$.teams[0].players[0]')))",
        "json_set(setup, '$.teams[1]', json_extract(setup, '$.teams[0]'))",
        "json_set(setup, '$.rules.rounds[1]', json_extract(setup, '$.rules.rounds[0]'))",
        "json_set(setup, '$.rules.rounds', json_extract(setup, '$.rules.rounds[0]'))",
        "json_set(setup, '$.levels', json('[]'))", "json_set(setup, '$.mode', 'pairs')",
        "json_remove(setup, '$.teams[0].players[0]', '$.teams[0].players[0]')",
    ]

    private static let texts = [
        "", "x", "{}", "[]", "null", "\"\"", "in-progress", "finished", "abandoned", "\u{1B}]0;pwned\u{07}",
        "\u{202E}", "[\"a\",\"a\"]", "{\"seed\":1}", "1e400", "-0", "9223372036854775808", "é\u{301}", "\u{0}",
    ]

    /// Makes the mutations `bytes` describe (at most 16); the games changed (nil: perhaps any). A mutation
    /// SQLite refuses (a CHECK, NOT NULL or key constraint) is skipped, as it would be for someone editing the
    /// file.
    private func mutate(_ bytes: [UInt8], in db: Database) -> Set<Int>? {
        var input = ByteReader(bytes)
        var applied = 0
        var changed: Set<Int>? = []
        while !input.isEmpty, applied < 16 {
            let operation = input.byte() % 11
            let game = Int(input.byte() % 4) + 1
            let sql: String
            var arguments: StatementArguments
            switch operation {
            case 0, 1, 2, 3:
                let column = Self.gameColumns[Int(input.byte()) % Self.gameColumns.count]
                if column == "id" { changed = nil }
                sql = "UPDATE game SET \(column) = ? WHERE id = ?"
                arguments = [value(kind: Int(operation), from: &input), game]
            case 4:
                let column = Self.journalColumns[Int(input.byte()) % Self.journalColumns.count]
                if column == "game" { changed = nil }
                let seq = Int(input.byte())
                sql = "UPDATE journal SET \(column) = ? WHERE game = ? AND seq = ?"
                arguments = [value(kind: Int(input.byte() % 4), from: &input), game, seq]
            case 5:
                sql = "DELETE FROM journal WHERE game = ? AND seq = ?"
                arguments = [game, Int(input.byte())]
            case 6:
                let name = Self.actionNames[Int(input.byte()) % Self.actionNames.count]
                sql = "INSERT INTO journal (game, seq, t, action, word) VALUES (?, ?, ?, ?, ?)"
                arguments = [game, Int(input.byte()), Self.integers[Int(input.byte()) % Self.integers.count]
                    &+ Int64(input.byte()) &* 1_000, name, input.byte() % 3 == 0 ? nil : Int(input.byte() % 12)]
            case 7:
                let name = Self.actionNames[Int(input.byte()) % Self.actionNames.count]
                sql = "UPDATE journal SET action = ? WHERE game = ? AND seq = ?"
                arguments = [name, game, Int(input.byte())]
            case 8:
                // A piece of a JSON column replaced: reaches deep into the setup, packs and result decoders.
                let column = Self.jsonColumns[Int(input.byte()) % Self.jsonColumns.count]
                let at = Int(input.byte()) * 2
                let length = Int(input.byte() % 8)
                sql = "UPDATE game SET \(column) = substr(\(column), 1, ?) || ? || substr(\(column), ? + ? + 1) WHERE id = ?"
                arguments = [at, input.text(), at, length, game]
            case 9:
                sql = "UPDATE game SET setup = \(Self.setupEdits[Int(input.byte()) % Self.setupEdits.count]) WHERE id = ?"
                arguments = [game]
            default:
                sql = """
                    INSERT INTO game (id, program, started_at, ended_at, status, setup, packs, result, heartbeat)
                    SELECT ?, program, started_at, ended_at, status, setup, packs, result, heartbeat FROM game WHERE id = ?
                    """
                let copy = 5 + Int(input.byte() % 3)
                changed?.insert(copy)
                arguments = [copy, game]
            }
            do {
                try db.execute(sql: sql, arguments: arguments)
                changed?.insert(game)
                applied += 1
            } catch {}
        }
        counts.mutations += applied
        return applied == 0 ? [] : changed
    }

    /// A value of `kind`: 0 an integer, 1 a text, 2 a blob, 3 NULL.
    private func value(kind: Int, from input: inout ByteReader) -> (any DatabaseValueConvertible)? {
        switch kind % 4 {
        case 0:
            let choice = Int(input.byte())
            return choice < 128 ? Self.integers[choice % Self.integers.count] : input.integer()
        case 1: return input.byte() < 128 ? Self.texts[Int(input.byte()) % Self.texts.count] : input.text()
        case 2: return Data(input.bytes(Int(input.byte() % 16)))
        default: return nil
        }
    }

    // MARK: Reading, as the program does

    /// Reads games `ids` as `replay ID --headless` and `export ID` do, and all of them as `continue`,
    /// `history`, home's list of games in progress and the records across games do.
    private func load(_ ids: [Int]) {
        for id in ids { replayHeadless(id) }
        continueGame()
        do {
            for listing in try reader.history() + reader.gamesInProgress() {
                if let problem = listing.problem { expectSafe(problem, "listing game \(listing.id)") }
            }
        } catch {
            expectSafe("\(error)", "history")
        }
        do {
            // As the Records screen and `stats` read them (the tallies), and as a replay of every game.
            for records in [try reader.records(packWords: PackWords()), Records(try reader.playedGames(), packWords: PackWords())] {
                for game in records.unreadableGames { expectSafe(game.reason, "the records of game \(game.id)") }
            }
        } catch {
            expectSafe("\(error)", "records")
        }
    }

    /// `replay ID --headless` and `export ID`: the stored record, its JSON read back and replayed.
    private func replayHeadless(_ id: Int) {
        let stored: GameRecord
        do {
            stored = try reader.record(id: id)
        } catch {
            expectSafe("\(error)", "reading game \(id)")
            return
        }
        let json = stored.exportedJSON()
        do {
            let record = try GameRecord(json: Data(json.utf8))
            if record != stored {
                let fields = [
                    record.id != stored.id ? "id" : nil, record.program != stored.program ? "program" : nil,
                    record.startedAt != stored.startedAt ? "startedAt \(record.startedAt) \(stored.startedAt)" : nil,
                    record.endedAt != stored.endedAt ? "endedAt" : nil, record.status != stored.status ? "status" : nil,
                    record.setup != stored.setup ? "setup" : nil, record.packs != stored.packs ? "packs" : nil,
                    record.journal != stored.journal ? "journal" : nil, record.result != stored.result ? "result" : nil,
                    record.heartbeat != stored.heartbeat ? "heartbeat" : nil,
                ].compactMap { $0 }
                finding("game \(id): its export reads back as another record (\(fields.joined(separator: ", ")))")
            }
            let state = try record.verified()
            _ = GameSummary(state)
            counts.recordsAccepted += 1
        } catch {
            expectSafe(error.message, "replaying game \(id)")
            counts.recordsRefused += 1
        }
    }

    /// `continue`: the newest game in progress, replayed, resumed where it stopped, and drawn.
    private func continueGame() {
        do {
            guard let record = try reader.gameInProgress() else { return }
            let state = try record.replayed()
            guard !state.phase.isOver else { return }
            let lastKnown = record.lastKnownMillis
            var model = AppModel(
                preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24),
                environmentLanguage: .en, names: Strings(.en).defaultNames, entropy: 7)
            _ = model.update(.savedGameLoaded(LoadedGame(
                state: state, packs: record.packs, recordID: record.id, lastKnown: lastKnown)), at: lastKnown)
            _ = model.update(.key(.character(" ")), at: lastKnown + 1_000)
            let grid = renderer.render(model, at: lastKnown + 2_000)
            if !grid.lines.allSatisfy({ UnsafeText.isSafe($0) }) { finding("continue drew unsafe text") }
            counts.continued += 1
        } catch {
            expectSafe("\(error)", "continuing")
            counts.continueRefused += 1
        }
    }

    private func expectSafe(_ message: String, _ what: String) {
        if message.isEmpty || !UnsafeText.isSafe(message) {
            finding("\(what): a refusal that is empty or unsafe to show: \(UnsafeText.inert(message))")
        }
    }
}

/// Reads an input's bytes one piece at a time; past the end, zeros.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isEmpty: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in byte() } }

    mutating func integer() -> Int64 {
        bytes(8).reduce(Int64(0)) { $0 << 8 | Int64($1) }
    }

    /// Up to 15 bytes as text (broken UTF-8 becomes U+FFFD, as SQLite's text would be read back).
    mutating func text() -> String {
        String(decoding: bytes(Int(byte() % 16)), as: UTF8.self)
    }
}
