import Foundation
import PappersTestSupport
import Testing

/// Every writer of the store under the play lock, and a database replaced under a running game, with the real
/// binary: 1.1's `import` wrote into the database of a game being played (whose next action then took the
/// imported journal's numbers, and the record no longer played back), two imports on a new data directory
/// raced their migrations ("table setting already exists"), and a database moved over the running game's had
/// the game's log laid over it (its games gone after Save and quit).
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct StoreWritersEndToEndTests {
    static let records = JSONOutputGoldenTests.golden + "/records"
    static let teams = "--team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'"

    /// `pappers ARGUMENTS` on the data directory `data`: status, output and errors.
    static func run(_ arguments: [String], data: String) throws -> ProgramRun.Result {
        try ProgramRun.run(
            PacksNewTests.binary, arguments + ["--data-dir", data],
            environment: ["LANG": "C.UTF-8", "HOME": data, "PATH": "/usr/bin:/bin"])
    }

    /// Every game of `data` exports and replays to its recorded result.
    static func everyGameReplays(_ data: String) throws -> [Int] {
        let history = try run(["history", "--json"], data: data)
        let json = try JSONSerialization.jsonObject(with: Data(history.output.utf8)) as? [String: Any]
        let ids = ((json?["games"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
        for id in ids {
            let replay = try run(["replay", String(id), "--headless"], data: data)
            #expect(replay.status == 0, "game \(id): \(replay.errors)")
        }
        return ids.sorted()
    }

    @Test func importWhileAGamePlaysSaysSoAndChangesNothing() throws {
        let game = try PappersPane("play --seed 8 --words 20 --no-sound \(Self.teams)")
        game.startTurnAndGuessOnce()
        let before = game.journal()
        let record = Self.records + "/0-example.json"
        let imported = try Self.run(["import", record], data: game.dataDirectory)
        #expect(imported.status == 74, "\(imported.errors)")
        #expect(imported.errors.contains("a game is being played in \(game.dataDirectory)"), "\(imported.errors)")
        #expect(imported.errors.contains("nothing was imported"))
        #expect(game.journal() == before)
        game.press("Space")
        game.expectStatus("a second guess") { $0.contains("+2 this turn") }
        game.quit()
        #expect(game.pane.outcome()?.status == 0)
        #expect(try Self.everyGameReplays(game.dataDirectory) == [1], "the game alone, and it plays back")
        // Once the game is over, the import goes in.
        #expect(try Self.run(["import", record], data: game.dataDirectory).status == 0)
        print("reliability: store-writers: 1 × import while a game plays in tmux")
    }

    @Test func twoImportsOnANewDataDirectoryNeverRaceTheirMigrations() throws {
        let record = Self.records + "/0-example.json"
        var outcomes: [Int32: Int] = [:]
        for round in 0..<12 {
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-race-\(round)-\(UUID().uuidString.prefix(6))").path
            defer { try? FileManager.default.removeItem(atPath: data) }
            let processes = (0..<2).map { _ in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: PacksNewTests.binary)
                process.arguments = ["import", record, "--data-dir", data]
                process.environment = ["LANG": "C.UTF-8", "HOME": data, "PATH": "/usr/bin:/bin"]
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                return (process, errors)
            }
            for (process, _) in processes { try process.run() }
            for (process, errors) in processes {
                let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                outcomes[process.terminationStatus, default: 0] += 1
                #expect(!text.contains("already exists"), "\(text)")
                #expect([0, 65].contains(process.terminationStatus), "\(process.terminationStatus): \(text)")
            }
            #expect(try Self.everyGameReplays(data) == [1], "one game, not two")
        }
        #expect(outcomes[0] == 12, "\(outcomes)")
        print("reliability: store-writers: 12 × two imports at once on a new data directory")
    }

    /// `mv backup pappers.sqlite` while a game runs: the backup is kept whole, and the running game's actions
    /// go into it as a new game.
    @Test func aDatabaseReplacedUnderARunningGameIsKeptWhole() throws {
        // The backup comes from another data directory: two games the running game's database does not hold.
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-backup-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        for name in ["0-example.json", "1-07ac5204451b12895374327707bf568ee04f6844.json"] {
            #expect(try Self.run(["import", Self.records + "/" + name], data: elsewhere).status == 0)
        }
        #expect(try Self.everyGameReplays(elsewhere).count == 2)
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-swap-\(UUID().uuidString.prefix(8))").path
        let backup = data + ".backup.sqlite"
        defer { try? FileManager.default.removeItem(atPath: backup) }
        try FileManager.default.copyItem(atPath: elsewhere + "/pappers.sqlite", toPath: backup)

        let game = try PappersPane("play --seed 8 --words 20 --no-sound \(Self.teams)", dataDirectory: data)
        game.startTurnAndGuessOnce()
        #expect(rename(backup, data + "/pappers.sqlite") == 0)
        game.press("Space")
        game.expectStatus("a second guess") { $0.contains("+2 this turn") }
        game.press("Space")
        game.expectStatus("a third guess") { $0.contains("+3 this turn") }
        game.quit()
        #expect(game.pane.outcome()?.status == 0)

        let check = try ProgramRun.run("/usr/bin/sqlite3", [data + "/pappers.sqlite", "PRAGMA integrity_check"])
        #expect(check.output == "ok\n", "\(check.output)\(check.errors)")
        let games = try Self.everyGameReplays(data)
        #expect(games.count == 3, "the backup's two games and the running one: \(games)")
        let last = try Self.run(["export", String(games.last ?? 0)], data: data)
        let journal = ((try JSONSerialization.jsonObject(with: Data(last.output.utf8)) as? [String: Any])?["journal"] as? [[String: Any]]) ?? []
        #expect(journal.filter { $0["a"] as? String == "guessed" }.count == 3, "every guess of the running game")
        print("reliability: store-writers: 1 × database replaced (mv) under a game running in tmux")
    }
}
