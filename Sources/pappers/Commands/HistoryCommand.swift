import ArgumentParser
import Foundation
import PappersJSON
import PappersStore
import PappersText

/// `pappers history`: the games of the data directory, newest first.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the games played in this data directory, in progress and abandoned ones too.",
        discussion: """
            Newest first: each game's id (for export and replay), when it started, its status, its seed, and \
            the teams with their scores (so far, for a game in progress). It works while a game is running.

            Example:
              pappers history
              pappers history --json
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print one JSON document: {\"games\": [...]}, keys in a fixed order.")
    var json = false

    func run() throws {
        let (store, directory) = try RecordAccess.open(global, checkingEveryPage: false)
        let games: [GameListing]
        do {
            games = try store.history()
        } catch {
            throw RecordAccess.failure(error, in: directory)
        }
        var output = OutputBuffer()
        if json {
            try Self.writeJSON(games, to: &output)
        } else if games.isEmpty {
            try output.line("No games yet in \(directory.path). Start one with `pappers play`.")
        } else {
            try Self.writeTable(games, to: &output)
        }
        try output.flush()
    }

    /// `{"games":[{"id":…,"startedAt":…,"endedAt":…,"status":…,"seed":…,"words":…,"teams":[{"name":…,
    /// "score":…}],"winners":[…]}]}` on one line, written a game at a time: a hundred thousand games never
    /// stand in memory as one JSON value. A game that cannot be read has null for its seed and words, no teams,
    /// and `"unreadable"`: the reason.
    static func writeJSON(_ games: [GameListing], to output: inout OutputBuffer) throws(Failure) {
        try output.text(#"{"games":["#)
        for index in games.indices {
            if index > 0 { try output.text(",") }
            try output.text(json(games[index]))
        }
        try output.line("]}")
    }

    private static func json(_ game: GameListing) -> String {
        var json = JSONLineWriter(capacity: 256)
        json.beginObject()
        json.key("id")
        json.number(game.id)
        json.key("startedAt")
        json.string(Timestamp.iso(game.startedAt))
        json.key("endedAt")
        if let endedAt = game.endedAt { json.string(Timestamp.iso(endedAt)) } else { json.null() }
        json.key("status")
        json.string(game.status.rawValue)
        if let problem = game.problem {
            json.key("seed")
            json.null()
            json.key("words")
            json.null()
            json.key("teams")
            json.strings([])
            json.key("winners")
            json.strings([])
            json.key("unreadable")
            json.string(problem)
        } else {
            json.key("seed")
            json.number(game.seed)
            json.key("words")
            json.number(game.words)
            json.key("teams")
            json.beginArray()
            for team in game.teams {
                json.beginObject()
                json.key("name")
                json.string(team.name)
                json.key("score")
                if let score = team.score { json.number(score) } else { json.null() }
                json.endObject()
            }
            json.endArray()
            json.key("winners")
            json.strings(game.winners)
        }
        json.endObject()
        return json.text
    }

    static let header = ["ID", "STARTED", "STATUS", "SEED", "TEAMS"]

    /// A table for people: the columns aligned, the teams last. The widths come from a first pass over the
    /// short columns; each line is then made and written in turn, never the whole table at once.
    static func writeTable(_ games: [GameListing], to output: inout OutputBuffer) throws(Failure) {
        var widths = header.dropLast().map(\.count)
        for game in games {
            for (column, cell) in shortCells(of: game).enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        try output.line(line(header, widths: widths))
        for game in games {
            let last = game.problem.map { "cannot be read: \($0)" } ?? teams(of: game)
            try output.line(line(shortCells(of: game) + [last], widths: widths))
        }
    }

    private static func shortCells(of game: GameListing) -> [String] {
        [String(game.id), localTime(game.startedAt), game.status.rawValue, game.problem == nil ? String(game.seed) : "-"]
    }

    private static func line(_ row: [String], widths: [Int]) -> String {
        var line = ""
        for (column, cell) in row.enumerated() {
            if column == row.count - 1 {
                line += cell
            } else {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Numbers to the right, words to the left.
                line += (column == 0 ? padding + cell : cell + padding) + "  "
            }
        }
        return line
    }

    /// `Reds 8, Blues 7 (Reds won)`, `Reds 3, Blues 2 so far`, or the names alone when no score is known.
    private static func teams(of game: GameListing) -> String {
        let teams = game.teams.map { team in
            CombiningMarks.capped(UnsafeText.inert(team.name)) + (team.score.map { " \($0)" } ?? "")
        }.joined(separator: ", ")
        let winners = game.winners.map { CombiningMarks.capped(UnsafeText.inert($0)) }
        switch (game.status, winners.count) {
        case (.inProgress, _) where game.teams.contains { $0.score != nil }: return teams + " so far"
        case (_, 0): return teams
        case (_, 1): return teams + " (\(winners[0]) won)"
        default: return teams + " (tie: \(winners.joined(separator: ", ")))"
        }
    }

    /// `2025-11-22 21:15`, in the local time zone.
    private static func localTime(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
