import PappersJSON
import Foundation
@testable import PappersPacks
import Testing

/// Reading files: every failure becomes a problem, and nothing reads more than the size limit.
@Suite struct PackFileTests {
    private func temporaryFile(_ bytes: [UInt8] = []) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "pappers-\(UUID().uuidString).json")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aMissingFileIsAMissingFileProblem() throws {
        let load = PackLoader.loadFile(at: "/nonexistent/pack.json")
        let problems = try #require(load.problems)
        #expect(problems.isMissingFile)
        #expect(problems.lines == ["/nonexistent/pack.json:1:1: no such file; expected a pack file"])
    }

    @Test func aFolderIsNotAPack() throws {
        let problems = try #require(PackLoader.loadFile(at: FileManager.default.temporaryDirectory.path).problems)
        #expect(problems.first?.message == "is a folder; expected a pack file")
        #expect(problems.first?.kind == .unreadable && !problems.isMissingFile)
    }

    @Test func aFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let url = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(PackFormat.maxFileBytes + 1))
        try handle.close()
        let problems = try #require(PackLoader.loadFile(at: url.path).problems)
        #expect(problems.first?.message == "is 33554433 bytes; expected at most 33554432 bytes (32 MB)")
        #expect(problems.first?.position == .start)
    }

    @Test func aSmallLimitCutsReadingShort() throws {
        let url = try temporaryFile(Array(repeating: 0x20, count: 100))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = PackFile.read(path: url.path, displayPath: "x.json", limit: 99)
        #expect(result.failureValue?.first?.message == "is 100 bytes; expected at most 99 bytes")
        #expect(PackFile.read(path: url.path, displayPath: "x.json", limit: 100).successValue?.count == 100)
    }

    @Test func aDeviceIsNotAPack() throws {
        let problems = try #require(PackLoader.loadFile(at: "/dev/null").problems)
        #expect(problems.first?.message == "is not a regular file; expected a pack file")
    }
}

/// Inputs built to be slow: each must cost work in proportion to its size. The work is counted, not timed
/// (`DecodingCost`), so a busy machine cannot fail these. The inputs need only be large enough for a
/// quadratic cost to stand out by a factor of thousands (about 4,000 for the locator) while a regression
/// still fails in a minute; how fast loading is, is the benchmarks' business (`scripts/bench`, pack-load).
@Suite struct PathologicalInputTests {
    private static func onePack(words: [String]) -> [UInt8] {
        let list = words.map { "{\"text\":\"\($0)\"}" }.joined(separator: ",")
        return Array("{\"format\":1,\"id\":\"flat\",\"name\":\"Flat\",\"language\":\"en\",\"version\":\"1\",\"words\":[\(list)]}".utf8)
    }

    @Test func aPackOnOneLineLocatesEveryWordInOnePass() throws {
        let words = (0..<10_000).map { "word \($0)" }
        let bytes = Self.onePack(words: words)
        let (result, cost) = PackDecoder.decodeCounting(bytes, source: .file(path: "flat.json"))
        let pack = try #require(result.successValue)
        #expect(pack.words.count == 10_000)
        let lastText = bytes.count - "\"word 9999\"}]}".utf8.count
        #expect(pack.words.last?.position == SourcePosition(line: 1, column: lastText + 1))
        // One pass: every byte walked at most once, and one step a lookup (a word's text and the id).
        #expect(cost.locating <= bytes.count + words.count + 1, "\(cost.locating) steps for \(bytes.count) bytes")
    }

    @Test func aPackOfRepeatsOnOneLineCostsOneProbeAWord() throws {
        let bytes = Self.onePack(words: Array(repeating: "same", count: 10_000))
        let (result, cost) = PackDecoder.decodeCounting(bytes, source: .file(path: "flat.json"))
        let problems = try #require(result.failureValue)
        #expect(problems.count == 9_999)
        #expect(problems.listed.first?.message == "word 2: \"same\" duplicates \"same\" (line 1); expected each word once, whatever its case")
        #expect(cost.repeatProbes == 10_000, "one probe of the repeated-words table a word")
        #expect(cost.messagesBuilt == PackFormat.maxListedProblems, "a message for the listed problems only")
        // Two passes at most: the words' positions as they are read, then the listed problems' (one step a lookup).
        #expect(cost.locating <= 2 * bytes.count + 10_000 + PackFormat.maxListedProblems, "\(cost.locating) steps")
    }

    @Test func aQuarterMillionEmptyWordsAreCountedNotListed() throws {
        let bytes = Array("{\"format\":1,\"id\":\"e\",\"name\":\"E\",\"language\":\"en\",\"version\":\"1\",\"words\":[".utf8)
            + Array(repeating: Array("{},".utf8), count: 250_000).joined() + Array("{}]}".utf8)
        let (result, cost) = PackDecoder.decodeCounting(bytes, source: .file(path: "e.json"))
        let problems = try #require(result.failureValue)
        #expect(problems.listed.count == 100)
        #expect(problems.count == 250_002, "250,001 words without text, and too many words")
        #expect(cost.messagesBuilt == PackFormat.maxListedProblems, "a message for the listed problems only")
        #expect(cost.locating <= bytes.count + PackFormat.maxListedProblems, "\(cost.locating) steps")
    }
}
