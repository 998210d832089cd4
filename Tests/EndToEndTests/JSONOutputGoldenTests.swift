import Foundation
import PappersTestSupport
import Testing

/// Every JSON the program prints, byte for byte as 1.0.0's writers printed it (Golden/JSON, made by 1.0.0):
/// `simulate --json`, records imported then listed by `history --json` and printed by `export`.
@Suite(.onItsOwnThreadInTurn) struct JSONOutputGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Golden/JSON").path

    private static func expected(_ name: String) throws -> String {
        try String(contentsOfFile: golden + "/" + name, encoding: .utf8)
    }

    private static func run(_ arguments: [String], data: String) throws -> ProgramRun.Result {
        try ProgramRun.run(
            PacksNewTests.binary, arguments,
            environment: ["LANG": "C.UTF-8", "PAPPERS_HOME": data, "HOME": data, "PATH": "/usr/bin:/bin"])
    }

    @Test(arguments: [
        ("simulate-7.json", ["simulate", "--seed", "7", "--games", "5", "--json", "--words", "30"]),
        // 1.1's monikers scores by level (#16); with one point per word it plays exactly as 1.0.0's did.
        ("simulate-9.json", ["simulate", "--seed", "9", "--games", "3", "--json", "--teams", "3", "--rules", "monikers",
                             "--points", "word"]),
        ("simulate-9b.json", ["simulate", "--seed", "9", "--games", "2", "--json", "--passing", "3", "--rules", "timesup"]),
        ("simulate-bowl.json", ["simulate", "--seed", "5", "--json", "--bowl"]),
    ])
    func simulateSummaries(golden: String, arguments: [String]) throws {
        let data = FileManager.default.temporaryDirectory.appending(path: "pappers-golden-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let result = try Self.run(arguments, data: data)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == (try Self.expected(golden)))
    }

    @Test func importedRecordsAreListedAndExportedAsBefore() throws {
        let data = FileManager.default.temporaryDirectory.appending(path: "pappers-golden-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let records = try FileManager.default.contentsOfDirectory(atPath: Self.golden + "/records").sorted()
        #expect(records.count == 6)
        for record in records {
            _ = try Self.run(["import", Self.golden + "/records/" + record], data: data)
        }
        let history = try Self.run(["history", "--json"], data: data)
        #expect(history.output == (try Self.expected("history.json")))
        for id in 1...5 {
            let export = try Self.run(["export", String(id)], data: data)
            #expect(export.status == 0, "\(export.errors)")
            #expect(export.output == (try Self.expected("export-\(id).json")), "game \(id)")
        }
    }
}
