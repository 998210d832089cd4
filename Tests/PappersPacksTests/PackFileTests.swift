import PappersJSON
import Foundation
import PappersPacks
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

/// Inputs built to be slow: each must finish in a time proportional to its size.
@Suite struct PathologicalInputTests {
    private static func onePack(words: [String]) -> [UInt8] {
        let list = words.map { "{\"text\":\"\($0)\"}" }.joined(separator: ",")
        return Array("{\"format\":1,\"id\":\"flat\",\"name\":\"Flat\",\"language\":\"en\",\"version\":\"1\",\"words\":[\(list)]}".utf8)
    }

    @Test(.timeLimit(.minutes(1)))
    func aPackOnOneLineLocatesEveryWordInOnePass() throws {
        let words = (0..<50_000).map { "word \($0)" }
        let bytes = Self.onePack(words: words)
        let pack = try #require(PackDecoder.decode(bytes, source: .file(path: "flat.json")).successValue)
        #expect(pack.words.count == 50_000)
        let lastText = bytes.count - "\"word 49999\"}]}".utf8.count
        #expect(pack.words.last?.position == SourcePosition(line: 1, column: lastText + 1))
    }

    @Test(.timeLimit(.minutes(1)))
    func aPackOfRepeatsOnOneLineIsReportedQuickly() throws {
        let problems = try #require(
            PackDecoder.decode(Self.onePack(words: Array(repeating: "same", count: 50_000)), source: .file(path: "flat.json")).failureValue)
        #expect(problems.count == 49_999)
        #expect(problems.listed.first?.message == "word 2: \"same\" duplicates \"same\" (line 1); expected each word once, whatever its case")
    }

    @Test(.timeLimit(.minutes(1)))
    func aQuarterMillionEmptyWordsAreCountedNotListed() throws {
        let bytes = Array("{\"format\":1,\"id\":\"e\",\"name\":\"E\",\"language\":\"en\",\"version\":\"1\",\"words\":[".utf8)
            + Array(repeating: Array("{},".utf8), count: 250_000).joined() + Array("{}]}".utf8)
        let problems = try #require(PackDecoder.decode(bytes, source: .file(path: "e.json")).failureValue)
        #expect(problems.listed.count == 100)
        #expect(problems.count == 250_002, "250,001 words without text, and too many words")
    }
}
