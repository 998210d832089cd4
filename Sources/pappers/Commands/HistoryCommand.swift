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
            try output.line(Self.json(games))
        } else if games.isEmpty {
            try output.line("No games yet in \(directory.path). Start one with `pappers play`.")
        } else {
            for line in Self.table(games) { try output.line(line) }
        }
        try output.flush()
    }

    /// `{"games":[{"id":…,"startedAt":…,"endedAt":…,"status":…,"seed":…,"words":…,"teams":[{"name":…,
    /// "score":…}],"winners":[…]}]}` on one line.
    static func json(_ games: [GameListing]) -> String {
        JSON.object([
            ("games", .array(games.map { game in
                .object([
                    ("id", .number(game.id)),
                    ("startedAt", .string(Timestamp.iso(game.startedAt))),
                    ("endedAt", .optional(game.endedAt.map { .string(Timestamp.iso($0)) })),
                    ("status", .string(game.status.rawValue)),
                    ("seed", .number(game.seed)),
                    ("words", .number(game.words)),
                    ("teams", .array(game.teams.map { team in
                        .object([("name", .string(team.name)), ("score", .optional(team.score.map(JSON.number)))])
                    })),
                    ("winners", .array(game.winners.map(JSON.string))),
                ])
            })),
        ]).compactText
    }

    /// A table for people: the columns aligned, the teams last.
    static func table(_ games: [GameListing]) -> [String] {
        let header = ["ID", "STARTED", "STATUS", "SEED", "TEAMS"]
        let rows = games.map { game in
            [String(game.id), localTime(game.startedAt), game.status.rawValue, String(game.seed), teams(of: game)]
        }
        let widths = (0..<header.count - 1).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                if column == header.count - 1 {
                    line += cell
                } else {
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    // Numbers to the right, words to the left.
                    line += (column == 0 ? padding + cell : cell + padding) + "  "
                }
            }
            return line
        }
    }

    /// `Reds 8, Blues 7 (Reds won)`, `Reds 3, Blues 2 so far`, or the names alone when no score is known.
    private static func teams(of game: GameListing) -> String {
        let teams = game.teams.map { team in
            UnsafeText.inert(team.name) + (team.score.map { " \($0)" } ?? "")
        }.joined(separator: ", ")
        let winners = game.winners.map(UnsafeText.inert)
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
