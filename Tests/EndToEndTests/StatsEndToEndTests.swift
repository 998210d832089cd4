import Foundation
import PappersEngine
import PappersStore
import PappersTestSupport
import Testing

/// `pappers stats` on the real binary: its JSON byte for byte over the golden records, its lines for an empty
/// or damaged data directory, and the figures a game just played through the screens implies.
@Suite(.onItsOwnThreadInTurn) struct StatsCommandTests {
    static let golden = JSONOutputGoldenTests.golden

    static func scratch() -> String {
        FileManager.default.temporaryDirectory.appending(path: "pappers-stats-\(UUID().uuidString)").path
    }

    static func run(_ arguments: [String], data: String) throws -> ProgramRun.Result {
        try ProgramRun.run(
            PacksNewTests.binary, arguments,
            environment: ["LANG": "C.UTF-8", "PAPPERS_HOME": data, "HOME": data, "PATH": "/usr/bin:/bin"])
    }

    @Test func theJSONOfTheGoldenRecordsIsStable() throws {
        let data = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: data) }
        for record in try FileManager.default.contentsOfDirectory(atPath: Self.golden + "/records").sorted() {
            _ = try Self.run(["import", Self.golden + "/records/" + record], data: data)
        }
        let stats = try Self.run(["stats", "--json"], data: data)
        #expect(stats.status == 0, "\(stats.errors)")
        #expect(stats.output == (try String(contentsOfFile: Self.golden + "/stats.json", encoding: .utf8)))
        let text = try Self.run(["stats"], data: data)
        #expect(text.status == 0 && text.errors.isEmpty)
        #expect(text.output.contains("1 finished, 1 in progress, 3 abandoned"))
        for line in text.output.split(separator: "\n") {
            #expect(line.count <= 80 || line.hasPrefix("Data directory:"), "wider than 80 columns: \(line)")
        }
    }

    @Test func noGamesIsOneFriendlyLine() throws {
        let data = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let stats = try Self.run(["stats"], data: data)
        #expect(stats.status == 0)
        #expect(stats.output.hasPrefix("No games yet") && stats.output.split(separator: "\n").count == 1)
        let json = try Self.run(["stats", "--json"], data: data)
        #expect(json.status == 0 && json.output.hasPrefix("{\"games\":{\"read\":0,"))
    }

    @Test func aDamagedDatabaseIsOneLineAndExit65() throws {
        let data = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: data + "/pappers.sqlite"))
        let stats = try Self.run(["stats"], data: data)
        #expect(stats.status == 65)
        #expect(stats.output.isEmpty && stats.errors.split(separator: "\n").count == 1)
        #expect(try Self.run(["stats", "--bogus"], data: data).status == 64)
    }
}

/// A short game through the real screens, then its figures on the Records screen and in `pappers stats`.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct StatsEndToEndTests {
    @Test func aGamePlayedShowsInTheRecords() throws {
        let game = try PappersPane("play --seed 42 --words 5 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.expect("Pass the laptop to")
        try #require(game.playOn { $0.contains("Final standings") }, "never reached the end:\n\(game.text)")
        game.settle()
        game.press("Enter")
        game.expect("New game")
        game.press("r")
        game.expect("Players in teams")
        game.expect("Dani")
        game.press("Escape")
        game.expect("New game")
        game.press("q")
        #expect(game.pane.outcome()?.status == 0)

        // What the journal implies, replayed here through the engine.
        let export = game.run(["export", "1"])
        let record = try GameRecord(json: Data(export.output.utf8))
        let expected = Records([PlayedGame(
            id: 1, status: .finished, setup: record.setup, journal: record.journal, packs: record.packs)], packWords: PackWords())
        let stats = game.run(["stats", "--json"])
        #expect(stats.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
        let games = try #require(document["games"] as? [String: Int])
        #expect(games["finished"] == 1 && games["read"] == 1)
        #expect((document["players"] as? [[String: Any]])?.count == 4)
        try game.expectStatsAgreeWithTheJournal()
        #expect(expected.players.map(\.teams.words).reduce(0, +) == 15, "five words, three rounds")
        // Each of the five words counts for the one pack it came from, not for every pack of the game.
        let packs = try #require(document["packs"] as? [[String: Any]])
        #expect(packs.count == record.packs.count && packs.count > 1)
        #expect(packs.compactMap { $0["words"] as? Int }.reduce(0, +) == 5, "\(packs)")
        #expect(packs.compactMap { $0["guessed"] as? Int }.reduce(0, +) == 15, "\(packs)")
        let winners = Set(record.result?.summary.winners ?? [])
        let winningPlayers = record.setup.teams.filter { winners.contains($0.name) }.flatMap(\.players)
        #expect(Set(expected.players.filter { $0.teams.wins == 1 }.map(\.name)) == Set(winningPlayers))
        let text = game.run(["stats"])
        #expect(text.output.contains("Records of 1 game: 1 finished, 0 in progress, 0 abandoned."))
    }
}
