import Foundation
import PappersEngine
import PappersText

/// Where a recorded game stands.
public enum GameStatus: String, Codable, CaseIterable, Sendable {
    case inProgress = "in-progress"
    case finished
    case abandoned
}

/// Everything kept about one game: what it was played from, every action, and how it ended.
///
/// Folding `journal` over `GameState(setup:)` gives back the game exactly (`replayed()`); `verified()` also
/// checks that the replay reaches the recorded result. A record is exported and imported as one JSON
/// document (`exportedJSON()`, `init(json:)`; see `docs/records.md`).
public struct GameRecord: Equatable, Sendable {
    /// The game's number in its data directory, from 1; a larger id is a later game.
    public var id: Int
    /// The version of Pappers that recorded the game.
    public var program: String
    /// Wall-clock time the game started, to the millisecond.
    public var startedAt: Date
    /// Wall-clock time the game was finished or abandoned.
    public var endedAt: Date?
    public var status: GameStatus
    public var setup: GameSetup
    /// The ids of the word packs the bowl was drawn from.
    public var packs: [String]
    /// Every action of the game, in order.
    public var journal: [TimedAction]
    /// How the game ended, once it is over (an abandoned game may have none).
    public var result: GameResult?
    /// The last known game time, in milliseconds, recorded about once a second while a turn runs.
    public var heartbeat: Int?

    public init(
        id: Int, program: String, startedAt: Date, endedAt: Date?, status: GameStatus, setup: GameSetup,
        packs: [String], journal: [TimedAction], result: GameResult?, heartbeat: Int?
    ) {
        self.id = id
        self.program = program
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.status = status
        self.setup = setup
        self.packs = packs
        self.journal = journal
        self.result = result
        self.heartbeat = heartbeat
    }

    /// How far the game's time had got when it was last saved: a resumed turn goes on from here, paused.
    ///
    /// The heartbeat is written only while a turn runs, and a turn runs at most its length after the last
    /// journaled action (time up is journaled): a heartbeat beyond that (a database edited by hand) counts for no
    /// more, so a resumed game always has room to go on before `TimedAction.latestInstant`.
    public var lastKnownMillis: Int {
        let last = min(max(journal.last?.at ?? 0, 0), TimedAction.latestInstant)
        let latest = min(last + setup.rules.turnMillis + 1_000, TimedAction.latestInstant)
        return min(max(heartbeat ?? 0, last), latest)
    }

    /// The game rebuilt from its journal.
    public func replayed() throws(ReplayError) -> GameState {
        try GameState.replaying(journal, setup: setup)
    }

    /// The game rebuilt from its journal, checked against the recorded result: an error names the first
    /// action the engine refused, or every field of the result that the replay does not reach.
    public func verified() throws(RecordError) -> GameState {
        let state: GameState
        do {
            state = try replayed()
        } catch {
            throw RecordError(.refused, "the journal does not replay: \(error)")
        }
        if let result {
            let reached = GameResult(state: state, journal: journal)
            let differences = result.differences(from: reached)
            if !differences.isEmpty {
                throw RecordError(
                    .differs, "the replay does not reach the recorded result: " + differences.joined(separator: "; "))
            }
        }
        return state
    }
}

/// How a game ended: its `GameSummary`, with the number of actions and checksums of the setup and journal that
/// led there. Written (in records and in the database) as one flat object: the summary's fields, `status` for
/// its phase, then `actions`, `setupChecksum` and `journalChecksum`.
public struct GameResult: Equatable, Sendable {
    /// Where the game ended: scores, winners, the phase (`finished`, or where it stood when abandoned).
    public var summary: GameSummary
    /// How many actions the journal holds.
    public var actions: Int
    /// `Checksum.setup(_:)` of the setup the game was played from.
    public var setupChecksum: String
    /// `Checksum.journal(_:)` of the journal.
    public var journalChecksum: String

    public init(summary: GameSummary, actions: Int, setupChecksum: String, journalChecksum: String) {
        self.summary = summary
        self.actions = actions
        self.setupChecksum = setupChecksum
        self.journalChecksum = journalChecksum
    }

    /// The result of `state`, reached through `journal`.
    public init(state: GameState, journal: [TimedAction]) {
        self.init(
            summary: GameSummary(state), actions: journal.count, setupChecksum: Checksum.setup(state.startingSetup),
            journalChecksum: Checksum.journal(journal))
    }

    /// Every field where `self` (the recorded result) and `reached` (what a replay gives) differ, as
    /// "field: X in the record, Y in the replay".
    public func differences(from reached: GameResult) -> [String] {
        var found: [String] = []
        func compare<T: Equatable>(_ field: String, _ recorded: T, _ replayed: T, _ show: (T) -> String) {
            if recorded != replayed {
                found.append("\(field): \(show(recorded)) in the record, \(show(replayed)) in the replay")
            }
        }
        let number: (Int) -> String = { String($0) }
        let names: ([String]) -> String = { "[" + $0.map { "\"\(Self.inert($0))\"" }.joined(separator: ", ") + "]" }
        let (summary, reachedSummary) = (self.summary, reached.summary)
        let (teams, words, rounds, turns, winners) = (summary.teams, summary.words, summary.rounds, summary.turns, summary.winners)
        compare("seed", summary.seed, reachedSummary.seed) { String($0) }
        compare("words", words, reachedSummary.words, number)
        compare("rounds", rounds, reachedSummary.rounds) { $0.map(\.rawValue).joined(separator: ", ") }
        if teams.count != reachedSummary.teams.count {
            compare("teams", teams.count, reachedSummary.teams.count) { "\($0) teams" }
        } else {
            for (index, (recorded, replayed)) in zip(teams, reachedSummary.teams).enumerated() {
                compare("teams[\(index)].name", recorded.name, replayed.name) { "\"\(Self.inert($0))\"" }
                compare("teams[\(index)].players", recorded.players, replayed.players, names)
                compare("teams[\(index)].score", recorded.score, replayed.score, number)
                compare("teams[\(index)].roundScores", recorded.roundScores, replayed.roundScores) {
                    "[" + $0.map(String.init).joined(separator: ", ") + "]"
                }
            }
        }
        compare("turns", turns, reachedSummary.turns, number)
        compare("winners", winners, reachedSummary.winners, names)
        compare("status", summary.phase, reachedSummary.phase) { $0.rawValue }
        compare("playedMillis", summary.playedMillis, reachedSummary.playedMillis, number)
        compare("actions", actions, reached.actions, number)
        if setupChecksum != reached.setupChecksum {
            found.append("setupChecksum: the teams, rules or words are not the ones the game was played with")
        }
        if journalChecksum != reached.journalChecksum {
            found.append("journalChecksum: the journal is not the one the game was played with")
        }
        return found
    }

    private static func inert(_ text: String) -> String { UnsafeText.inert(text) }
}

/// A game in the history list: enough to find it again.
public struct GameListing: Equatable, Sendable {
    public struct TeamScore: Equatable, Sendable {
        public var name: String
        /// The final score, or the score so far for a game in progress; nil when the journal cannot be
        /// replayed.
        public var score: Int?
    }

    public var id: Int
    public var startedAt: Date
    public var endedAt: Date?
    public var status: GameStatus
    public var seed: UInt64
    /// Words in the bowl.
    public var words: Int
    public var teams: [TeamScore]
    /// The teams in first place, by name; empty unless the game finished.
    public var winners: [String]
    /// Why the game cannot be read (its setup fails the checks, its result is damaged), or nil. An unreadable
    /// game has no seed, words or teams to show (0 and empty here).
    public var problem: String?

    init(
        id: Int, startedAt: Date, endedAt: Date?, status: GameStatus, seed: UInt64, words: Int, teams: [TeamScore],
        winners: [String]
    ) {
        self.id = id
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.status = status
        self.seed = seed
        self.words = words
        self.teams = teams
        self.winners = winners
    }

    /// A game listed with the reason it cannot be read.
    init(unreadable id: Int, startedAt: Date, endedAt: Date?, status: GameStatus, problem: String) {
        self.init(id: id, startedAt: startedAt, endedAt: endedAt, status: status, seed: 0, words: 0, teams: [], winners: [])
        self.problem = problem
    }
}

/// An error in a game record: malformed, refused by the engine while replaying, or reaching another result.
public struct RecordError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// Not a record, or one whose fields are missing, of the wrong type or out of range.
        case malformed
        /// The engine refused an action of the journal.
        case refused
        /// The replay reaches another result than the recorded one.
        case differs
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
