import Foundation
import PappersEngine
import PappersText
import Testing
@testable import PappersStore

/// The short form of scripts/fuzz-records: the committed fuzz corpus (Fuzz/Corpus/records) and thousands of
/// seeded mutations of it, bytes flipped or fields replaced by hostile values (extreme numbers, escape
/// sequences, wrong types). A record is refused with a message that echoes nothing unsafe, or it is accepted,
/// replays without trapping and exports to the same record.
@Suite struct RecordMutationTests {
    static let corpus: [Data] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Fuzz/Corpus/records").standardizedFileURL.path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.compactMap { FileManager.default.contents(atPath: folder + "/" + $0) }
    }()

    private static var hostileValues: [Any] { [
        Int.max, Int.min, -1, 0, 1 << 60, 9_223_372_036_854_775_000, NSNumber(value: UInt64.max), 1.5, 1e300,
        true, NSNull(), [Any](), [String: Any](), "", "\u{1B}]0;pwned\u{07}", "\u{1B}[2J", "\u{9B}31m",
        "\u{202E}evil", "\u{301}", "zero\u{200B}width", "in-progress", "finished", "abandoned", "strike", "tick",
        "start-turn", "2025-11-22T20:15:03.250Z", "9999-99-99T99:99:99Z", String(repeating: "W", count: 300),
    ] }

    /// A path to a value inside a JSON tree: object keys and array indices.
    private enum Step { case key(String), index(Int) }

    private static func paths(in value: Any, prefix: [Step] = []) -> [[Step]] {
        var found = [prefix]
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() { found += paths(in: object[key]!, prefix: prefix + [.key(key)]) }
        } else if let array = value as? [Any] {
            for index in array.indices { found += paths(in: array[index], prefix: prefix + [.index(index)]) }
        }
        return found
    }

    /// `tree` with the value at `path` replaced (nil removes it).
    private static func replacing(_ path: ArraySlice<Step>, in tree: Any, with value: Any?) -> Any? {
        guard let step = path.first else { return value }
        switch (step, tree) {
        case (.key(let key), var object as [String: Any]):
            object[key] = replacing(path.dropFirst(), in: object[key] as Any, with: value)
            return object
        case (.index(let index), var array as [Any]):
            if let inner = replacing(path.dropFirst(), in: array[index], with: value) {
                array[index] = inner
            } else {
                array.remove(at: index)
            }
            return array
        default:
            return tree
        }
    }

    private static func mutate(_ data: Data, with generator: inout SeededGenerator) -> Data {
        var bytes = [UInt8](data)
        if generator.next(below: 4) == 0 {
            for _ in 0..<(1 + generator.next(below: 3)) where !bytes.isEmpty {
                let at = generator.next(below: bytes.count)
                if generator.next(below: 2) == 0 { bytes[at] ^= UInt8(1 << generator.next(below: 8)) }
                else { bytes.removeSubrange(at..<min(bytes.count, at + 1 + generator.next(below: 6))) }
            }
            return Data(bytes)
        }
        guard var tree = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) else { return data }
        for _ in 0..<(1 + generator.next(below: 2)) {
            let all = paths(in: tree)
            guard all.count > 1 else { return data }  // a lone value: nothing inside to replace
            let path = all[1 + generator.next(below: all.count - 1)]  // never the root: it stays what it was
            let value: Any? = switch generator.next(below: 5) {
            case 0: nil
            case 1: value(at: all[generator.next(below: all.count)], in: tree)  // another value of the record
            default: hostileValues[generator.next(below: hostileValues.count)]
            }
            tree = replacing(path[...], in: tree, with: value) ?? tree
        }
        return (try? JSONSerialization.data(withJSONObject: tree, options: .fragmentsAllowed)) ?? data
    }

    private static func value(at path: [Step], in tree: Any) -> Any? {
        var current: Any? = tree
        for step in path {
            switch step {
            case .key(let key): current = (current as? [String: Any])?[key]
            case .index(let index): current = (current as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
            }
        }
        return current
    }

    /// Reads `data` as `pappers replay FILE` does; returns whether the record was accepted.
    @discardableResult
    private static func readsSafely(_ data: Data) -> Bool {
        let record: GameRecord
        do {
            record = try GameRecord(json: data)
        } catch {
            #expect(UnsafeText.isSafe(error.message), "\(error.message)")
            return false
        }
        do {
            _ = try record.verified()
        } catch {
            #expect(UnsafeText.isSafe(error.message), "\(error.message)")
        }
        #expect((try? GameRecord(json: Data(record.exportedJSON().utf8))) == record)
        return true
    }

    @Test func theCommittedFuzzCorpusIsThereAndReadsSafely() {
        #expect(Self.corpus.count >= 3, "Fuzz/Corpus/records holds \(Self.corpus.count) files")
        let accepted = Self.corpus.filter { Self.readsSafely($0) }.count
        #expect(accepted > 0)
        print("reliability: record-corpus: \(Self.corpus.count) × committed fuzz corpus file (\(accepted) records, the rest refused)")
    }

    @Test func mutatedRecordsAreRefusedCleanlyOrReplay() {
        var generator = SeededGenerator(seed: 2027, stream: .game)
        var accepted = 0
        for _ in 0..<3_000 {
            let source = Self.corpus[generator.next(below: Self.corpus.count)]
            if Self.readsSafely(Self.mutate(source, with: &generator)) { accepted += 1 }
        }
        #expect(accepted > 0 && accepted < 3_000)
        print("reliability: record-mutations: 3000 × seeded mutation of a corpus file (\(accepted) records replayed "
            + "and exported, \(3_000 - accepted) refused)")
    }
}
