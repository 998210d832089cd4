import Foundation
import PappersEngine
import PappersJSON
import Testing
@testable import PappersStore

/// Export, import, replay and tampering.
@Suite struct RecordTests {
    static func finishedRecord(seed: UInt64, words: Int = 12) throws -> (GameRecord, GameState) {
        let store = try Store.inMemory()
        let id = try Sample.record(seed: seed, in: store, words: words)
        return (try store.record(id: id), Sample.game(seed: seed, words: words).state)
    }

    static func reimported(_ record: GameRecord) throws -> GameRecord {
        try GameRecord(json: Data(record.exportedJSON().utf8))
    }

    @Test func exportThenImportRoundTripsForManySeeds() throws {
        for seed in UInt64(0)..<40 {
            let (record, state) = try Self.finishedRecord(seed: seed &* 0x9E37_79B9_7F4A_7C15, words: 5 + Int(seed % 20))
            let json = record.exportedJSON()
            let imported = try GameRecord(json: Data(json.utf8))
            #expect(imported == record)
            #expect(imported.exportedJSON() == json)
            let replayed = try imported.verified()
            #expect(replayed == state)
            #expect(GameSummary(replayed) == GameSummary(state))
        }
    }

    @Test func aGameInProgressRoundTripsToo() throws {
        let store = try Store.inMemory()
        let game = Sample.game(seed: 77)
        var setup = game.setup
        setup.seed = .max
        let id = try store.startGame(setup, packs: [], program: "1.0.0", at: Sample.date(77))
        try store.append(TimedAction(.startGame, at: 0), to: id)
        try store.recordClock(1_234, game: id)
        let record = try store.record(id: id)
        let json = record.exportedJSON()
        #expect(json.contains("\"seed\": 18446744073709551615"))
        #expect(json.contains("\"endedAt\": null"))
        #expect(json.contains("\"heartbeat\": 1234"))
        #expect(try Self.reimported(record) == record)
        #expect(try Self.reimported(record).verified().phase == .handOff)
    }

    @Test func theDocumentStartsWithItsFormatAndKeepsActionsCompact() throws {
        let (record, _) = try Self.finishedRecord(seed: 3)
        let lines = record.exportedJSON().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "{")
        #expect(lines[1] == "  \"format\": \"pappers-record\",")
        #expect(lines[2] == "  \"version\": 1,")
        #expect(lines[5] == "  \"startedAt\": \"\(Timestamp.iso(Sample.date(3)))\",")
        #expect(lines.contains("    {\"t\": 0, \"a\": \"start-game\"},"))
        #expect(lines.last == "")
        let object = try JSONSerialization.jsonObject(with: Data(record.exportedJSON().utf8)) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == [
            "format", "version", "program", "id", "startedAt", "endedAt", "status", "setup", "packs", "heartbeat",
            "journal", "result",
        ])
    }

    // MARK: Tampering

    static func tamperingIsDetected(_ record: GameRecord, _ change: (inout GameRecord) -> Void) throws -> RecordError? {
        var changed = record
        change(&changed)
        let imported = try reimported(changed)
        do {
            _ = try imported.verified()
            return nil
        } catch {
            return error
        }
    }

    @Test func aChangedTimeIsDetected() throws {
        let (record, _) = try Self.finishedRecord(seed: 11, words: 15)
        for index in stride(from: 1, to: record.journal.count, by: 5) {
            let error = try Self.tamperingIsDetected(record) { $0.journal[index].at += 1 }
            #expect(error != nil, "changing the time of action \(index) went unnoticed")
        }
        let error = try Self.tamperingIsDetected(record) { $0.journal[$0.journal.count - 1].at += 1_000 }
        #expect(error?.message.contains("journalChecksum") == true)
    }

    @Test func aDroppedActionIsDetected() throws {
        let (record, _) = try Self.finishedRecord(seed: 12, words: 15)
        for index in stride(from: 0, to: record.journal.count, by: 3) {
            let error = try Self.tamperingIsDetected(record) { $0.journal.remove(at: index) }
            #expect(error != nil, "dropping action \(index) went unnoticed")
        }
        let error = try Self.tamperingIsDetected(record) { $0.journal.removeLast() }
        #expect(error?.kind == .differs)
        #expect(error?.message.contains("status: finished in the record") == true)
    }

    @Test func aChangedWordIsDetected() throws {
        let (record, _) = try Self.finishedRecord(seed: 13)
        let error = try Self.tamperingIsDetected(record) { $0.setup.words[4] = "something else" }
        #expect(error?.kind == .differs)
        #expect(error?.message.contains("setupChecksum") == true)
        // A struck word changed into another word of the bowl.
        var seed: UInt64 = 13
        var (struck, _) = try Self.finishedRecord(seed: seed)
        while !struck.journal.contains(where: { $0.action.name == "strike" }) {
            seed += 1
            (struck, _) = try Self.finishedRecord(seed: seed)
        }
        let index = try #require(struck.journal.firstIndex { $0.action.name == "strike" })
        let word = try #require(struck.journal[index].action.word)
        let other = (word + 1) % struck.setup.words.count
        #expect(try Self.tamperingIsDetected(struck) { $0.journal[index].action = .strike(other) } != nil)
    }

    @Test func aChangedResultIsDetectedAndNamed() throws {
        let (record, _) = try Self.finishedRecord(seed: 14)
        var error = try Self.tamperingIsDetected(record) { $0.result!.summary.teams[1].score += 1 }
        #expect(error?.kind == .differs)
        let score = record.result!.summary.teams[1].score
        #expect(error?.message.contains("teams[1].score: \(score + 1) in the record, \(score) in the replay") == true)
        error = try Self.tamperingIsDetected(record) { $0.result!.summary.winners = ["Nobody"] }
        #expect(error?.message.contains("winners") == true)
        error = try Self.tamperingIsDetected(record) { $0.result!.summary.playedMillis -= 1 }
        #expect(error?.message.contains("playedMillis") == true)
    }

    @Test func aRefusedJournalSaysWhere() throws {
        let (record, _) = try Self.finishedRecord(seed: 15)
        let error = try Self.tamperingIsDetected(record) { $0.journal.insert(TimedAction(.guessed, at: 0), at: 1) }
        #expect(error?.kind == .refused)
        #expect(error?.message.contains("action 2 (guessed at 0 ms) was refused") == true)
    }

    // MARK: Malformed input

    /// The export of a real record with one textual change, decoded.
    static func decodeEdited(_ edit: (String) -> String) throws -> RecordError? {
        let (record, _) = try finishedRecord(seed: 21)
        let json = record.exportedJSON()
        let edited = edit(json)
        #expect(edited != json, "the edit changed nothing")
        do {
            _ = try GameRecord(json: Data(edited.utf8))
            return nil
        } catch {
            #expect(error.kind == .malformed)
            #expect(!error.message.contains("\n"))
            #expect(!error.message.contains("\u{1B}"))
            return error
        }
    }

    /// Replaces the first `old` only.
    static func replacing(_ old: String, _ new: String) -> (String) -> String {
        { text in text.range(of: old).map { text.replacingCharacters(in: $0, with: new) } ?? text }
    }

    @Test(arguments: [
        ("", "not valid JSON"),
        ("[1, 2]", "not a Pappers game record"),
        ("{\"format\": \"pappers-pack\", \"version\": 1}", "its format is \"pappers-pack\""),
        ("{\"version\": 1}", "no \"format\""),
        ("{\"format\": \"pappers-record\"}", "no format \"version\""),
        ("{\"format\": \"pappers-record\", \"version\": 2}", "format version 2, newer than this program reads (1)"),
        ("{\"format\": \"pappers-record\", \"version\": 1}", "the field \"program\" is missing"),
        ("{\"format\": \"pappers-record\", \"version\": 1,", "not valid JSON"),
    ])
    func documentsThatAreNotRecords(json: String, expected: String) {
        do {
            _ = try GameRecord(json: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(error.kind == .malformed)
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func malformedFieldsAreNamed() throws {
        let cases: [(edit: (String) -> String, expected: String)] = [
            (Self.replacing("\"id\": 1,", "\"id\": \"1\","), "id: expected an integer"),
            (Self.replacing("\"id\": 1,", "\"id\": 0,"), "the id must be 1 or more"),
            (Self.replacing("  \"setup\": {", "  \"settings\": {"), "the field \"setup\" is missing"),
            (Self.replacing("\"a\": \"start-game\"", "\"a\": \"start-gaem\""), "journal[0].a: unknown action start-gaem"),
            (Self.replacing("{\"t\": 0, \"a\": \"start-game\"}", "{\"a\": \"start-game\"}"), "the field \"t\" is missing in journal[0]"),
            (Self.replacing("{\"t\": 0, \"a\": \"start-game\"}", "{\"t\": -5, \"a\": \"start-game\"}"), "journal[0]: the time -5 is not from 0 to 1125899906842624"),
            // Found while writing scripts/fuzz-records: a time near Int.max made the replay overflow and trap.
            (Self.replacing("{\"t\": 0, \"a\": \"start-game\"}", "{\"t\": 9223372036854775000, \"a\": \"start-game\"}"),
             "journal[0]: the time 9223372036854775000 is not from 0 to"),
            (Self.replacing("\"heartbeat\": null", "\"heartbeat\": 9223372036854775807"), "the heartbeat 9223372036854775807 is not from 0"),
            // Found by scripts/fuzz-records: the path of an out-of-range number quoted a key with a DEL in it.
            (Self.replacing("\"seed\": 21,", "\"seed\": 99999999999999999999, \"a\\u007f\": 18446744073709551615,"),
             "setup.a\u{FFFD}: 18446744073709551615 is not a whole number"),
            (Self.replacing("{\"t\": 0, \"a\": \"start-game\"}", "{\"t\": 0, \"a\": \"strike\", \"w\": 99}"), "word 99 is not in the bowl"),
            (Self.replacing("{\"t\": 0, \"a\": \"start-game\"}", "{\"t\": 0, \"a\": \"strike\"}"), "journal[0].a: unknown action strike"),
            (Self.replacing("\"word 3 of 21\"", "\"bad\\u001b[31mword\""), "cannot be shown safely"),
            (Self.replacing("\"word 3 of 21\"", "\"word 4 of 21\""), "is in the bowl twice"),
            (Self.replacing("\"name\": \"Reds\"", "\"name\": \" Reds\""), "the name \" Reds\" has spaces at an end"),
            (Self.replacing("\"turnMillis\":60000", "\"turnMillis\":1000"), "a turn lasts 10 to 600 whole seconds"),
            (Self.replacing("\"status\": \"finished\"", "\"status\": \"won\""), "the status \"won\" is not one of"),
            (Self.replacing("\"status\": \"finished\"", "\"status\": \"in-progress\""), "a game in progress has no endedAt"),
            (Self.replacing("2025-", "2025-13-"), "is not an ISO 8601 date and time"),
            (Self.replacing("\"packs\": [\"en-animals\"]", "\"packs\": [\"\"]"), "the pack id \"\" is not plain text"),
            ({ String($0[..<$0.range(of: "  \"result\": {")!.lowerBound]) + "  \"result\": null\n}\n" },
             "a finished game needs its result"),
            (Self.replacing("\"status\": \"finished\",\n    \"winners\"", "\"status\": \"won\",\n    \"winners\""),
             "result.status: Cannot initialize Phase"),
            (Self.replacing("\"status\": \"finished\",\n    \"winners\"", "\"status\": \"abandoned\",\n    \"winners\""),
             "a finished game's result has the status abandoned"),
            (Self.replacing("\"journalChecksum\": \"", "\"journalChecksum\": \"x"), "is not 16 hex digits"),
            (Self.replacing("\"seed\": 21,", "\"seed\": -21,"), "setup.seed: -21 is not a whole number from 0 to"),
        ]
        for (edit, expected) in cases {
            let error = try Self.decodeEdited(edit)
            #expect(error?.message.contains(expected) == true, "\(String(describing: error?.message)) lacks \(expected)")
        }
    }

    @Test func theExampleInTheDocumentationIsARecordThatReplays() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/records.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let example = try GameRecord(json: Data(text[start.upperBound..<end.lowerBound].utf8))
        #expect(example.status == .finished)
        #expect(try example.verified().phase == .finished)
    }

    // MARK: Dates

    @Test func datesAreISO8601InUTC() {
        let date = Date(timeIntervalSince1970: 1_732_234_503.25)
        #expect(Timestamp.iso(date) == "2024-11-22T00:15:03.250Z")
        #expect(Timestamp.date(iso: "2024-11-22T00:15:03.250Z") == date)
        #expect(Timestamp.date(iso: "2024-11-22T01:15:03.25+01:00") == date)
        #expect(Timestamp.date(iso: "2024-11-22T00:15:03Z") == Date(timeIntervalSince1970: 1_732_234_503))
        #expect(Timestamp.iso(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
        for bad in ["2024-02-30T00:00:00Z", "2024-11-22 00:15:03Z", "2024-11-22T00:15:03", "2024-11-22T24:00:00Z",
                    "2024-11-22T00:15:03.Z", "2024-11-22T00:15:03Zjunk", ""] {
            #expect(Timestamp.date(iso: bad) == nil, "\(bad)")
        }
    }

    /// A journal's times have no origin of their own (records start at the machine's uptime; docs/records.md's
    /// example at 0): shifted by any amount, the journal plays the same game.
    @Test(arguments: [1_573_601, 7, 1 << 40])
    func aJournalShiftedInTimePlaysTheSameGame(shift: Int) throws {
        let game = Sample.game(seed: 31)
        let shifted = game.journal.map { TimedAction($0.action, at: $0.at + shift) }
        let replayed = try GameState.replaying(shifted, setup: game.setup)
        #expect(GameSummary(replayed) == GameSummary(game.state))
        #expect(replayed.scores == game.state.scores)
    }

    /// A wall clock set back during a game ends it when it started: 1.1 wrote a record that ends before it
    /// starts. (Such a record, written by 1.0.0 or 1.1, is still read as it is: a golden record holds one.)
    @Test func aClockSetBackEndsTheGameWhenItStarted() throws {
        let store = try Store.inMemory()
        let game = Sample.game(seed: 32)
        let start = Sample.date(32)
        let id = try store.startGame(game.setup, packs: [], program: "tests", at: start)
        for action in game.journal { try store.append(action, to: id) }
        try store.finish(game: id, state: game.state, at: start.addingTimeInterval(-3_600))
        let record = try store.record(id: id)
        #expect(record.endedAt == record.startedAt)
        let read = try GameRecord(json: Data(record.exportedJSON().utf8))
        #expect(read.endedAt == read.startedAt)
    }
}

/// Whatever `import` accepts, `export` writes and `import` takes back: 1.1 imported a 7.1 MB compact record
/// that `export` laid out as 9.4 MB, which `replay` and `import` then refused.
@Suite struct RecordSizeTests {
    /// A game in its first turn, paused and resumed `pauses` times.
    static func pausedRecord(pauses: Int) -> GameRecord {
        let setup = Sample.setup(seed: 41)
        var journal = [TimedAction(.startGame, at: 0), TimedAction(.startTurn, at: 1)]
        for index in 0..<pauses {
            journal.append(TimedAction(.pause, at: 2 + 2 * index))
            journal.append(TimedAction(.resume, at: 3 + 2 * index))
        }
        return GameRecord(
            id: 1, program: "tests", startedAt: Sample.date(41), endedAt: nil, status: .inProgress, setup: setup,
            packs: [], journal: journal, result: nil, heartbeat: nil)
    }

    @Test func aRecordThatWouldExportOverTheCapIsNotImported() throws {
        let record = Self.pausedRecord(pauses: 140_000)
        let compact = RecordJSON.json(of: record).compactText
        #expect(compact.utf8.count < GameRecord.maxJSONBytes, "the compact file is under the cap")
        #expect(record.exportedJSON().utf8.count > GameRecord.maxJSONBytes, "its export is over it")
        let read = try GameRecord(json: Data(compact.utf8))
        let store = try Store.inMemory()
        #expect { _ = try store.importGame(read) } throws: { error in
            "\(error)".contains("once exported, over the 8388608 bytes (8 MB) a record may have")
        }
        #expect(try store.history().isEmpty)

        let smaller = Self.pausedRecord(pauses: 1_000)
        guard case .added(let id) = try store.importGame(smaller) else { Issue.record("not imported"); return }
        let exported = try store.record(id: id).exportedJSON()
        #expect(exported.utf8.count <= GameRecord.maxJSONBytes)
        #expect(try GameRecord(json: Data(exported.utf8)).journal == smaller.journal)
    }
}

/// The record written when saving failed, taken back after the game was continued from the database and saved
/// and quit again (which added a pause): 1.1 refused it as "another or a longer journal".
@Suite struct RecordThatExtendsTests {
    /// A game in a running turn: the journal up to a guess of the first turn, and beyond.
    static func game() throws -> (setup: GameSetup, core: [TimedAction], further: [TimedAction]) {
        let game = Sample.game(seed: 51, words: 20)
        let start = try #require(game.journal.firstIndex { $0.action == .startTurn })
        return (game.setup, Array(game.journal.prefix(start + 2)), Array(game.journal.prefix(start + 8)))
    }

    static func record(_ setup: GameSetup, _ journal: [TimedAction]) -> GameRecord {
        GameRecord(
            id: 1, program: "tests", startedAt: Sample.date(51), endedAt: nil, status: .inProgress, setup: setup,
            packs: [], journal: journal, result: nil, heartbeat: nil)
    }

    @Test(arguments: [1, 2, 3])
    func aRecordExtendingTheJournalBeyondTrailingPausesIsTakenIn(pauses: Int) throws {
        let (setup, core, further) = try Self.game()
        let store = try Store.inMemory()
        let id = try store.startGame(setup, packs: [], program: "tests", at: Sample.date(51))
        for action in core { try store.append(action, to: id) }
        var at = core.last!.at
        for index in 0..<pauses {
            at += 1
            try store.append(TimedAction(index % 2 == 0 ? .pause : .resume, at: at), to: id)
        }
        _ = try store.record(id: id).replayed()
        let emergency = Self.record(setup, further)
        #expect(emergency.extends(try store.record(id: id)) == core.count)
        #expect(try store.importGame(emergency) == .completed(id, actions: further.count - core.count))
        #expect(try store.record(id: id).journal == further)
        #expect(try store.importGame(emergency) == .alreadyHere(id))
    }

    @Test func aRecordThatGoesAnotherWayIsStillRefused() throws {
        let (setup, core, further) = try Self.game()
        let store = try Store.inMemory()
        let id = try store.startGame(setup, packs: [], program: "tests", at: Sample.date(51))
        for action in core { try store.append(action, to: id) }
        try store.append(TimedAction(.guessed, at: core.last!.at + 1), to: id)
        var other = further
        other[core.count] = TimedAction(.pass, at: other[core.count].at)
        let emergency = Self.record(setup, Array(other.prefix(core.count + 1)))
        #expect(emergency.extends(try store.record(id: id)) == nil)
        #expect(try store.importGame(emergency) == .conflicts(id))
        // Shorter than the journal here, trailing pause aside: nothing to take.
        try store.append(TimedAction(.pause, at: core.last!.at + 2), to: id)
        #expect(try store.importGame(Self.record(setup, core)) == .alreadyHere(id))
    }
}
