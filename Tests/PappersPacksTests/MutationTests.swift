import Foundation
import PappersEngine
import PappersPacks
import PappersText
import Testing

/// The short form of scripts/fuzz-packs: the committed fuzz corpus (Fuzz/Corpus/packs, minimised by libFuzzer
/// from the fixtures) and thousands of seeded mutations of it and of the fixtures. The loader never crashes or
/// hangs, and always answers with a pack or with problems that are well formed.
@Suite struct MutationTests {
    /// The files of the committed corpus, found from this source file so that a fresh clone has them.
    static let corpus: [[UInt8]] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Fuzz/Corpus/packs").standardizedFileURL.path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.compactMap { FileManager.default.contents(atPath: folder + "/" + $0).map(Array.init) }
    }()

    static let sources: [[UInt8]] = ["valid", "catalog", "broken"].flatMap { folder in
        Fixtures.names(in: folder).map { Fixtures.bytes(folder, $0) }
    } + corpus

    private static let insertions: [[UInt8]] = [
        [0x1B], [0x00], [0xFF], [0xC3], [0xE2, 0x80, 0xAE], [0xED, 0xA0, 0x80], [0x5C], [0x22], [0x2C], [0x7B],
        [0x5B], [0x5D], [0x7D], Array("\\u".utf8), Array("\\ud800".utf8), Array("1e999".utf8), [0x0A], [0x09],
        [0xC2, 0x9B], [0xE2, 0x80, 0x8B], [0xCC, 0x81], Array("\\u001b]0;x\\u0007".utf8),
    ]

    /// One mutation of `bytes`: a byte flipped, a cut, an insertion, a deletion or a duplicated stretch.
    private static func mutate(_ bytes: [UInt8], with generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<(1 + generator.next(below: 3)) {
            guard !bytes.isEmpty else { return insertions[generator.next(below: insertions.count)] }
            let at = generator.next(below: bytes.count)
            switch generator.next(below: 5) {
            case 0: bytes[at] ^= UInt8(1 << generator.next(below: 8))
            case 1: bytes.removeSubrange(at...)
            case 2: bytes.insert(contentsOf: insertions[generator.next(below: insertions.count)], at: at)
            case 3: bytes.removeSubrange(at..<min(bytes.count, at + 1 + generator.next(below: 8)))
            default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + generator.next(below: 40))], at: at)
            }
        }
        return bytes
    }

    /// Decodes `bytes` and checks the answer; returns whether it was a pack.
    @discardableResult
    private static func decodesSafely(_ bytes: [UInt8]) -> Bool {
        switch PackDecoder.decode(bytes, source: .file(path: "mutant.json")) {
        case .success(let pack):
            #expect(!pack.words.isEmpty)
            #expect(pack.words.allSatisfy { UnsafeText.isSafe($0.text) && WordText.problem(in: $0.text) == nil })
            #expect([pack.id, pack.name, pack.language, pack.header.version].allSatisfy(UnsafeText.isSafe))
            return true
        case .failure(let problems):
            #expect(!problems.listed.isEmpty)
            #expect(problems.listed.count <= PackFormat.maxListedProblems)
            for problem in problems.listed {
                #expect(problem.line >= 1 && problem.column >= 1)
                #expect(UnsafeText.isSafe(problem.message), "\(problem.message)")
            }
            return false
        }
    }

    @Test func theCommittedFuzzCorpusIsThereAndDecodesSafely() {
        #expect(Self.corpus.count >= 50, "Fuzz/Corpus/packs holds \(Self.corpus.count) files")
        let packs = Self.corpus.filter { Self.decodesSafely($0) }.count
        #expect(packs > 0 && packs < Self.corpus.count)
        print("reliability: pack-corpus: \(Self.corpus.count) × committed fuzz corpus file (\(packs) packs, the rest refused)")
    }

    @Test func mutatedPacksGiveAPackOrWellFormedProblems() {
        var generator = SeededGenerator(seed: 2026, stream: .game)
        var outcomes = (packs: 0, failures: 0)
        for _ in 0..<6_000 {
            let source = Self.sources[generator.next(below: Self.sources.count)]
            if Self.decodesSafely(Self.mutate(source, with: &generator)) {
                outcomes.packs += 1
            } else {
                outcomes.failures += 1
            }
        }
        #expect(outcomes.packs > 0 && outcomes.failures > 0)
        print("reliability: pack-mutations: 6000 × seeded mutation of a fixture or a corpus file "
            + "(\(outcomes.packs) packs, \(outcomes.failures) refused)")
    }
}
