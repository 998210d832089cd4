import Foundation
import PappersEngine
import Testing

/// The short form of scripts/fuzz-stored-records: game records mutated in the database itself (as someone
/// editing it with `sqlite3` would), then read as `replay ID --headless`, `export ID`, `continue` and
/// `history` read them (`StoredRecordLab`). The committed corpus (Fuzz/Corpus/stored-records) first, then
/// seeded random mutation lists. Nothing traps; every refusal is one safe line.
@Suite(.serialized) struct StoredRecordMutationTests {
    static let corpus: [[UInt8]] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Fuzz/Corpus/stored-records").standardizedFileURL.path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.compactMap { FileManager.default.contents(atPath: folder + "/" + $0).map(Array.init) }
    }()

    static func lab() throws -> (StoredRecordLab, Findings, String) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pappers-stored-\(UUID().uuidString)").path
        let findings = Findings()
        return (try StoredRecordLab(folder: folder, finding: { findings.all.append($0) }), findings, folder)
    }

    final class Findings: @unchecked Sendable { var all: [String] = [] }

    @Test func theCommittedCorpusReadsWithoutATrap() throws {
        let (lab, findings, folder) = try Self.lab()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(!Self.corpus.isEmpty)
        for input in Self.corpus {
            try lab.run(input)
        }
        #expect(findings.all.isEmpty, "\(findings.all.prefix(5))")
        print("reliability: stored-corpus: \(Self.corpus.count) × committed fuzz corpus input "
            + "(\(lab.counts.mutations) mutations; \(lab.counts.recordsAccepted) records replayed, "
            + "\(lab.counts.recordsRefused) refused; \(lab.counts.continued) games continued)")
    }

    @Test func seededMutationsInTheDatabaseReadWithoutATrap() throws {
        let (lab, findings, folder) = try Self.lab()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator(seed: 19, stream: .teams)
        let inputs = 400
        for _ in 0..<inputs {
            let length = Int.random(in: 3...48, using: &generator)
            try lab.run((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        #expect(findings.all.isEmpty, "\(findings.all.prefix(5))")
        #expect(lab.counts.recordsRefused > 0 && lab.counts.recordsAccepted > 0 && lab.counts.continued > 0)
        print("reliability: stored-mutations: \(inputs) × seeded list of mutations in the database "
            + "(\(lab.counts.mutations) mutations; \(lab.counts.recordsAccepted) records replayed, "
            + "\(lab.counts.recordsRefused) refused; \(lab.counts.continued) games continued, "
            + "\(lab.counts.continueRefused) refused)")
    }
}
