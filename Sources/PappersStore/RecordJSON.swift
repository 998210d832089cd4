import Foundation
import PappersEngine
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
        var json = RecordJSON.Writer()
        json.line("{")
        json.field("format", .string(Self.format))
        json.field("version", .raw(String(Self.formatVersion)))
        json.field("program", .string(program))
        json.field("id", .raw(String(id)))
        json.field("startedAt", .string(Timestamp.iso(startedAt)))
        json.field("endedAt", endedAt.map { .string(Timestamp.iso($0)) } ?? .raw("null"))
        json.field("status", .string(status.rawValue))
        json.line("  \"setup\": {")
        json.field("seed", .raw(String(setup.seed)), indent: 4)
        json.line("    \"teams\": [")
        for (index, team) in setup.teams.enumerated() {
            let players = RecordJSON.list(team.players.map(JSONString.quoted))
            let comma = index < setup.teams.count - 1 ? "," : ""
            json.line("      {\"name\": \(JSONString.quoted(team.name)), \"players\": \(players)}\(comma)")
        }
        json.line("    ],")
        json.field("rules", .raw(RecordJSON.encoded(setup.rules)), indent: 4)
        json.field("words", .raw(RecordJSON.list(setup.words.map(JSONString.quoted))), indent: 4, last: true)
        json.line("  },")
        json.field("packs", .raw(RecordJSON.list(packs.map(JSONString.quoted))))
        json.field("heartbeat", heartbeat.map { .raw(String($0)) } ?? .raw("null"))
        if journal.isEmpty {
            json.line("  \"journal\": [],")
        } else {
            json.line("  \"journal\": [")
            for (index, timed) in journal.enumerated() {
                var action = "{\"t\": \(timed.at), \"a\": \(JSONString.quoted(timed.action.name))"
                if let word = timed.action.word { action += ", \"w\": \(word)" }
                json.line("    " + action + (index < journal.count - 1 ? "}," : "}"))
            }
            json.line("  ],")
        }
        if let result {
            json.line("  \"result\": {")
            json.field("status", .string(result.status.rawValue), indent: 4)
            json.field("winners", .raw(RecordJSON.list(result.winners.map(JSONString.quoted))), indent: 4)
            json.line("    \"teams\": [")
            for (index, team) in result.teams.enumerated() {
                let comma = index < result.teams.count - 1 ? "," : ""
                json.line(
                    "      {\"name\": \(JSONString.quoted(team.name)), "
                        + "\"players\": \(RecordJSON.list(team.players.map(JSONString.quoted))), "
                        + "\"score\": \(team.score), "
                        + "\"roundScores\": \(RecordJSON.list(team.roundScores.map(String.init)))}\(comma)")
            }
            json.line("    ],")
            json.field("seed", .raw(String(result.seed)), indent: 4)
            json.field("words", .raw(String(result.words)), indent: 4)
            json.field("rounds", .raw(RecordJSON.list(result.rounds.map { JSONString.quoted($0.rawValue) })), indent: 4)
            json.field("turns", .raw(String(result.turns)), indent: 4)
            json.field("playedMillis", .raw(String(result.playedMillis)), indent: 4)
            json.field("actions", .raw(String(result.actions)), indent: 4)
            json.field("setupChecksum", .string(result.setupChecksum), indent: 4)
            json.field("journalChecksum", .string(result.journalChecksum), indent: 4, last: true)
            json.line("  }")
        } else {
            json.field("result", .raw("null"), last: true)
        }
        json.line("}")
        return json.text
    }

    /// Reads a record exported by `exportedJSON()`, checking everything: the format and its version, every
    /// field's presence and type, the actions, the setup (safe text, valid rules, trimmed names), and that
    /// the status, dates and result agree. It does not replay the journal: `verified()` does.
    public init(json data: Data) throws(RecordError) {
        let decoder = JSONDecoder()
        let header: RecordJSON.Header
        do {
            header = try decoder.decode(RecordJSON.Header.self, from: data)
        } catch {
            throw RecordError(.malformed, "not a Pappers game record: \(RecordJSON.describe(error, in: data))")
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
        let document: RecordJSON.Document
        do {
            document = try decoder.decode(RecordJSON.Document.self, from: data)
        } catch {
            throw RecordError(.malformed, "malformed record: \(RecordJSON.describe(error, in: data))")
        }
        self = try document.record()
    }
}

/// The JSON of records: writing it by hand in a fixed order, reading it through `Decodable`.
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
            let gameSetup = GameSetup(teams: setup.teams, rules: setup.rules, words: setup.words, seed: setup.seed)
            switch gameSetup.validated() {
            case .failure(let errors): throw malformed("setup: \(errors)")
            case .success(let clean) where clean != gameSetup:
                throw malformed("setup: team and player names must be trimmed, with single spaces")
            case .success: break
            }
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
            case (.finished, _, let result?) where result.status != .finished:
                throw malformed("a finished game's result has the status \(result.status.rawValue)")
            case (.finished, nil, _), (.abandoned, nil, _):
                throw malformed("a \(gameStatus.rawValue) game needs its endedAt")
            default: break
            }
            if let result {
                let texts = result.teams.flatMap { [$0.name] + $0.players } + result.winners
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

    /// What went wrong in decoding `data`, with the path of the field: `setup.teams[1].players: expected …`.
    /// Inert: the path quotes the document's keys, which can hold anything.
    static func describe(_ error: any Error, in data: Data) -> String {
        UnsafeText.inert(explain(error, in: data))
    }

    private static func explain(_ error: any Error, in data: Data) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
            return "the field \"\(UnsafeText.inert(key.stringValue))\" is missing\(parent)"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(name(of: type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(name(of: type)), found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                // Foundation's decoder says "not valid JSON", with no path, for a number it cannot convert too.
                let tree: Any
                do {
                    tree = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                } catch {
                    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                    return "not valid JSON" + (detail.map { " (\(UnsafeText.inert($0)))" } ?? "")
                }
                return numberProblem(in: tree, path: "") ?? "a number is out of range"
            }
            return "\(path(context.codingPath)): \(UnsafeText.inert(context.debugDescription))"
        @unknown default:
            return String(describing: error)
        }
    }

    /// The first number of a JSON tree that is not a whole number the record's fields can hold.
    private static func numberProblem(in value: Any, path: String) -> String? {
        switch value {
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                let inner = path.isEmpty ? key : path + "." + key
                if let problem = numberProblem(in: object[key]!, path: inner) { return problem }
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let problem = numberProblem(in: element, path: path + "[\(index)]") { return problem }
            }
        case let number as NSNumber where !(value is Bool):
            let text = number.stringValue
            let isSeed = path.hasSuffix("seed")
            if isSeed ? UInt64(text) == nil : Int(text) == nil {
                let range = isSeed ? "0 to \(UInt64.max)" : "\(Int.min) to \(Int.max)"
                return "\(path): \(text) is not a whole number from \(range)"
            }
        default:
            break
        }
        return nil
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is UInt64.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "a \(type)"
        }
    }

    /// `value` as JSON with sorted keys, on one line.
    static func encoded<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Rules hold only numbers, booleans, strings and arrays of them: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }

    /// A JSON array of values already written as JSON.
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }


    /// Lines of a JSON document.
    struct Writer {
        enum Value {
            case string(String)
            case raw(String)
        }

        private(set) var text = ""

        mutating func line(_ line: String) {
            text += line
            text += "\n"
        }

        mutating func field(_ key: String, _ value: Value, indent: Int = 2, last: Bool = false) {
            let rendered = switch value {
            case .string(let string): JSONString.quoted(string)
            case .raw(let raw): raw
            }
            line(String(repeating: " ", count: indent) + JSONString.quoted(key) + ": " + rendered + (last ? "" : ","))
        }
    }
}
