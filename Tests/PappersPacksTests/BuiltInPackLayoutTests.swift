import Foundation
@testable import PappersPacks
import Testing

/// The built-in packs of one language are one stretch of the binary's text (`BuiltInPackFiles.languages`), so
/// that a game in English keeps no page of the Catalan or Spanish packs resident; each pack is still its file.
@Suite struct BuiltInPackLayoutTests {
    static let wordpacks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../wordpacks").standardizedFileURL

    @Test(arguments: BuiltInPacks.paths)
    func aBuiltInPackIsItsFileByteForByte(path: String) throws {
        let file = try Data(contentsOf: Self.wordpacks.appending(path: path))
        #expect(BuiltInPacks.text(at: path).map { Data($0.utf8) } == file)
    }

    @Test func eachLanguagesPacksFollowOneAnotherInOneText() {
        let files = BuiltInPackFiles.files
        #expect(BuiltInPackFiles.languages.map(\.language) == BuiltInPacks.languages)
        for (index, language) in BuiltInPackFiles.languages.enumerated() {
            let own = files.filter { $0.language == index }
            let paths = files.map(\.path).filter { BuiltInPacks.language(ofPath: $0) == language.language }
            #expect(own.map(\.path) == paths)
            #expect(own.first?.start == 0)
            #expect(zip(own, own.dropFirst()).allSatisfy { $0.end == $1.start }, "\(language.language): no gap")
            #expect(own.last?.end == language.text.utf8CodeUnitCount)
        }
    }
}

/// A language's packs' text is given back to the system once read (`BuiltInPacks.releasePages(of:)`): only the
/// pages that hold nothing else, and the text reads the same afterwards.
@Suite struct BuiltInPackPagesTests {
    @Test func onlyThePagesWhollyInsideTheTextAreGivenBack() {
        #expect(BuiltInPacks.wholePages(from: 4_096, count: 8_192, pageSize: 4_096) == 4_096..<12_288)
        #expect(BuiltInPacks.wholePages(from: 4_097, count: 8_192, pageSize: 4_096) == 8_192..<12_288)
        #expect(BuiltInPacks.wholePages(from: 4_097, count: 8_191, pageSize: 4_096) == 8_192..<12_288)
        #expect(BuiltInPacks.wholePages(from: 4_097, count: 8_190, pageSize: 4_096) == nil)
        #expect(BuiltInPacks.wholePages(from: 100, count: 50, pageSize: 4_096) == nil)
    }

    @Test func theTextReadsTheSameAfterItsPagesAreGivenBack() throws {
        func texts() -> [[UInt8]] {
            BuiltInPackFiles.languages.map {
                Array(UnsafeBufferPointer(start: $0.text.utf8Start, count: $0.text.utf8CodeUnitCount))
            }
        }
        let before = texts()
        for language in BuiltInPackFiles.languages { BuiltInPacks.releasePages(of: language.text) }
        let after = texts()
        #expect(after == before)
        #expect(BuiltInPacks.loadAll().allSatisfy { $0.result.successValue != nil })
    }
}
