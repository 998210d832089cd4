import Foundation
import PappersEngine
import PappersJSON
import PappersText

/// A game record as one JSON document: `"format": "pappers-record"`, `"version": 1`. Described, with an
/// example, in `docs/records.md`.
extension GameRecord {
    /// The format name every record carries.
    public static let format = "pappers-record"
    /// The version of the record format this program writes and reads.
    public static let formatVersion = 1
    /// The largest record file this program reads: 8 MB. The longest game the rules allow (500 words, every
    /// turn passing its words many times) exports well under 1 MB; anything larger is refused before it is
    /// decoded (`BoundedInput`), so that a stream without end (`/dev/zero`) costs 8 MB and a fraction of a
    /// second, not all the memory there is.
    public static let maxJSONBytes = 8 * 1024 * 1024

    /// The record as a JSON document: keys in a fixed order, one journal action per line, a final newline.
    /// The same record always gives the same bytes.
    public func exportedJSON() -> String {
        RecordJSON.json(of: self).text(layout: RecordJSON.layout) + "\n"
    }

    /// Reads a record exported by `exportedJSON()`, checking everything: the format and its version, every
    /// field's presence and type, the actions, the setup (safe text, valid rules, trimmed names), and that
    /// the status, dates and result agree. It does not replay the journal: `verified()` does.
    public init(json data: Data) throws(RecordError) {
        let (document, issues) = try RecordJSON.read(Array(data), problem: "not a Pappers game record")
        let header: RecordJSON.Header
        do {
            header = try JSONDocumentDecoder.decode(RecordJSON.Header.self, from: document, issues: issues)
        } catch {
            throw RecordError(.malformed, "not a Pappers game record: \(RecordJSON.describe(error, in: document))")
        }
        guard let format = header.format else {
            throw RecordError(.malformed, "not a Pappers game record: no \"format\": \"\(Self.format)\"")
        }
        guard format == Self.format else {
            throw RecordError(
                .malformed, "not a Pappers game record: its format is \"\(UnsafeText.inert(format))\"")
        }
        guard let version = header.version else {
            throw RecordError(.malformed, "the record has no format \"version\"")
        }
        guard version == Self.formatVersion else {
            throw RecordError(
                .malformed,
                version > Self.formatVersion
                    ? "the record is in format version \(version), newer than this program reads (\(Self.formatVersion))"
                    : "the record's format version \(version) does not exist")
        }
        let fields: RecordJSON.Document
        do {
            fields = try JSONDocumentDecoder.decode(RecordJSON.Document.self, from: document, issues: issues)
        } catch {
            throw RecordError(.malformed, "malformed record: \(RecordJSON.describe(error, in: document))")
        }
        self = try fields.record()
    }
}

/// The JSON of records: written as a `JSON` value in a fixed order, read by the strict reader through `Decodable`.
enum RecordJSON {
    struct Header: Decodable {
        let format: String?
        let version: Int?
    }

    struct Document: Decodable {
        struct Setup: Decodable {
            let seed: UInt64
            let teams: [Team]
            let rules: Rules
            let words: [String]
            /// Only in games that score by level (1.1 on).
            let levels: [Int]?
            /// Absent in team games (and in every record before 1.1).
            let mode: GameMode?
        }

        let program: String
        let id: Int
        let startedAt: String
        let endedAt: String?
        let status: String
        let setup: Setup
        let packs: [String]
        let heartbeat: Int?
        let journal: [TimedAction]
        let result: GameResult?

        func record() throws(RecordError) -> GameRecord {
            func malformed(_ message: String) -> RecordError { RecordError(.malformed, "malformed record: " + message) }
            guard id >= 1 else { throw malformed("the id must be 1 or more, not \(id)") }
            guard !program.isEmpty, UnsafeText.isSafe(program) else {
                throw malformed("the program version \"\(UnsafeText.inert(program))\" is not plain text")
            }
            guard let start = Timestamp.date(iso: startedAt) else {
                throw malformed("startedAt \"\(UnsafeText.inert(startedAt))\" is not an ISO 8601 date and time")
            }
            let end = try endedAt.map { text throws(RecordError) in
                guard let date = Timestamp.date(iso: text) else {
                    throw malformed("endedAt \"\(UnsafeText.inert(text))\" is not an ISO 8601 date and time")
                }
                return date
            }
            guard let gameStatus = GameStatus(rawValue: status) else {
                let statuses = GameStatus.allCases.map(\.rawValue).joined(separator: ", ")
                throw malformed("the status \"\(UnsafeText.inert(status))\" is not one of \(statuses)")
            }
            let gameSetup = GameSetup(
                teams: setup.teams, rules: setup.rules, words: setup.words, seed: setup.seed, levels: setup.levels,
                mode: setup.mode ?? .teams)
            if let problems = gameSetup.problemsAsKept { throw malformed("setup: \(problems)") }
            if let bad = packs.first(where: { $0.isEmpty || !UnsafeText.isSafe($0) }) {
                throw malformed("the pack id \"\(UnsafeText.inert(bad))\" is not plain text")
            }
            let times = 0...TimedAction.latestInstant
            if let heartbeat, !times.contains(heartbeat) {
                throw malformed("the heartbeat \(heartbeat) is not from 0 to \(times.upperBound)")
            }
            for (index, timed) in journal.enumerated() {
                if !times.contains(timed.at) {
                    throw malformed("journal[\(index)]: the time \(timed.at) is not from 0 to \(times.upperBound)")
                }
                if let word = timed.action.word, !gameSetup.words.indices.contains(word) {
                    throw malformed(
                        "journal[\(index)]: word \(word) is not in the bowl (0 to \(gameSetup.words.count - 1))")
                }
            }
            switch (gameStatus, end, result) {
            case (.inProgress, .some, _): throw malformed("a game in progress has no endedAt")
            case (.inProgress, _, .some): throw malformed("a game in progress has no result")
            case (.finished, _, nil): throw malformed("a finished game needs its result")
            case (.finished, _, let result?) where result.summary.phase != .finished:
                throw malformed("a finished game's result has the status \(result.summary.phase.rawValue)")
            case (.finished, nil, _), (.abandoned, nil, _):
                throw malformed("a \(gameStatus.rawValue) game needs its endedAt")
            default: break
            }
            if let result {
                let texts = result.summary.teams.flatMap { [$0.name] + $0.players } + result.summary.winners
                if let bad = texts.first(where: { !UnsafeText.isSafe($0) }) {
                    throw malformed("result: the name \"\(UnsafeText.inert(bad))\" is not plain text")
                }
                for checksum in [result.setupChecksum, result.journalChecksum]
                where checksum.utf8.count != 16 || !checksum.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) {
                    throw malformed("result: the checksum \"\(UnsafeText.inert(checksum))\" is not 16 hex digits")
                }
            }
            return GameRecord(
                id: id, program: program, startedAt: start, endedAt: end, status: gameStatus, setup: gameSetup,
                packs: packs, journal: journal, result: result, heartbeat: heartbeat)
        }
    }

    /// The largest nesting a record may hold: the depth 1.0.0's reader (Foundation's) allowed (a record itself
    /// nests 4 deep; unknown fields are ignored, however deep).
    static let depthLimit = 512

    /// `bytes` read by the strict reader, or the first thing wrong with them as `problem: not valid JSON: … (line
    /// L, column C)`. Records keep what 1.0.0 (through Foundation's decoder) accepted beyond strict JSON: a
    /// repeated key takes its first value, a comma may stand before a closing `]` or `}`, and a string no field
    /// reads may hold bytes that are not UTF-8 or a bad escape (a field's, or a key of an object that is read,
    /// is refused when it is read).
    static func read(_ bytes: [UInt8], problem: String) throws(RecordError) -> (JSONDocument, [JSONIssue]) {
        let read = JSONReader.read(bytes, depthLimit: depthLimit, allowsTrailingCommas: true)
        if let issue = read.issues.first(where: { $0.kind == .grammar }) {
            var locator = read.locator
            let position = locator.position(of: issue.offset)
            throw RecordError(
                .malformed,
                "\(problem): not valid JSON: \(issue.message) (line \(position.line), column \(position.column))")
        }
        guard let document = read.document else { throw RecordError(.malformed, "\(problem): not valid JSON") }
        return (document, read.issues)
    }

    /// What went wrong in decoding, with the path of the field and its line and column:
    /// `setup.teams[1].players: expected an array (line 12, column 20)`. Inert: the path quotes the document's
    /// keys, which can hold anything.
    static func describe(_ error: JSONDecodingError, in document: JSONDocument) -> String {
        var text = error.description
        var offset = error.offset
        if case .notAWholeNumber = error.problem, let first = numberProblem(in: document, at: document.root, path: "") {
            // The first such number in the order of sorted keys, as 1.0.0 named it.
            (text, offset) = first
        }
        var locator = SourceLocator(lineStarts: lineStarts(document.bytes), bytes: document.bytes)
        let at = locator.position(of: offset)
        return UnsafeText.inert(text) + " (line \(at.line), column \(at.column))"
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(Int32(index + 1)) }
        return starts
    }

    /// The first number of a document that is not a whole number the record's fields can hold, fields taken in
    /// the order of their sorted keys: a path ending in `seed` holds 0 to UInt64.max, any other an Int.
    private static func numberProblem(in document: JSONDocument, at value: JSONValue, path: String) -> (String, Int)? {
        switch document.kind(of: value) {
        case .object:
            var fields: [String: JSONValue] = [:]
            document.forEachMember(of: value) { key, member in
                let name = document.string(key) ?? ""
                if fields[name] == nil { fields[name] = member }
            }
            for (key, member) in fields.sorted(by: { $0.key < $1.key }) {
                if let problem = numberProblem(in: document, at: member, path: path.isEmpty ? key : path + "." + key) {
                    return problem
                }
            }
        case .array:
            var found: (String, Int)?
            document.forEachElement(of: value) { index, element in
                if found == nil { found = numberProblem(in: document, at: element, path: path + "[\(index)]") }
            }
            return found
        case .number:
            let isSeed = path.hasSuffix("seed")
            let fits = isSeed ? document.wholeNumber(value, as: UInt64.self) != nil : document.wholeNumber(value, as: Int.self) != nil
            if !fits {
                let range = isSeed ? "0 to \(UInt64.max)" : "\(Int.min) to \(Int.max)"
                return ("\(path): \(document.numberText(value) ?? "") is not a whole number from \(range)", document.offset(of: value))
            }
        default:
            break
        }
        return nil
    }

    /// The rules as the record and the setup's checksum write them: keys sorted, on one line with no spaces.
    static func rules(_ rules: Rules) -> JSON {
        // Rules hold only numbers, booleans, strings and arrays of them: encoding cannot fail.
        (try? JSONValueEncoder.json(rules)) ?? .null
    }

    /// The record as a JSON value, its fields in the order `docs/records.md` shows.
    static func json(of record: GameRecord) -> JSON {
        let strings: ([String]) -> JSON = { .array($0.map(JSON.string)) }
        let setup = record.setup
        var setupFields: [(key: String, value: JSON)] = [
            ("seed", .number(setup.seed)),
            ("teams", .array(setup.teams.map { .object([("name", .string($0.name)), ("players", strings($0.players))]) })),
            ("rules", rules(setup.rules)),
            ("words", strings(setup.words)),
        ]
        if let levels = setup.levels { setupFields.append(("levels", .array(levels.map(JSON.number)))) }
        // Only pairs games name their mode, so team records keep 1.0.0's bytes.
        if setup.mode == .pairs { setupFields.append(("mode", .string(setup.mode.rawValue))) }
        var fields: [(key: String, value: JSON)] = [
            ("format", .string(GameRecord.format)),
            ("version", .number(GameRecord.formatVersion)),
            ("program", .string(record.program)),
            ("id", .number(record.id)),
            ("startedAt", .string(Timestamp.iso(record.startedAt))),
            ("endedAt", .optional(record.endedAt.map { .string(Timestamp.iso($0)) })),
            ("status", .string(record.status.rawValue)),
            ("setup", .object(setupFields)),
            ("packs", strings(record.packs)),
            ("heartbeat", .optional(record.heartbeat.map(JSON.number))),
            ("journal", .array(record.journal.map { timed in
                var action: [(key: String, value: JSON)] = [("t", .number(timed.at)), ("a", .string(timed.action.name))]
                if let word = timed.action.word { action.append(("w", .number(word))) }
                if let team = timed.action.team { action += [("team", .number(team)), ("name", .string(timed.player ?? ""))] }
                return .object(action)
            })),
        ]
        if let result = record.result {
            let summary = result.summary
            fields.append(("result", .object([
                ("status", .string(summary.phase.rawValue)),
                ("winners", strings(summary.winners)),
                ("teams", .array(summary.teams.map { team in
                    .object([
                        ("name", .string(team.name)), ("players", strings(team.players)), ("score", .number(team.score)),
                        ("roundScores", .array(team.roundScores.map(JSON.number))),
                    ])
                })),
                ("seed", .number(summary.seed)),
                ("words", .number(summary.words)),
                ("rounds", .array(summary.rounds.map { .string($0.rawValue) })),
                ("turns", .number(summary.turns)),
                ("playedMillis", .number(summary.playedMillis)),
                ("actions", .number(result.actions)),
                ("setupChecksum", .string(result.setupChecksum)),
                ("journalChecksum", .string(result.journalChecksum)),
            ])))
        } else {
            fields.append(("result", .null))
        }
        return .object(fields)
    }

    /// How an exported record is laid out: the record, its setup, result, team lists and journal one item per
    /// line; the rules compact, as the checksum covers them; everything else on one line.
    static func layout(_ path: [String], _ value: JSON) -> JSONLayout {
        switch path {
        case [], ["setup"], ["setup", "teams"], ["journal"], ["result"], ["result", "teams"]: .lines
        case ["setup", "rules"]: .compact
        default: .line
        }
    }
}
