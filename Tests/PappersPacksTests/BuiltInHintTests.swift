@testable import PappersPacks
import Testing

/// The built-in packs are read without checking their hints against their cards (`BuiltInPacks`): these tests
/// are that check, on every shipped pack, and they hold the packs read either way to be the same.
@Suite struct BuiltInHintTests {
    @Test(arguments: BuiltInPacks.paths)
    func aShippedPackReadsTheSameWithAndWithoutTheHintCheck(path: String) throws {
        let text = try #require(BuiltInPacks.text(at: path))
        let source = PackSource.builtIn(path: path)
        let checked = PackDecoder.decodeCounting(Array(text.utf8), source: source)
        let builtIn = BuiltInPacks.decodeCounting(Array(text.utf8), source: source)
        let pack = try #require(checked.result.successValue, "every hint of \(path) passes the hint check")
        #expect(builtIn.result.successValue == pack)
        #expect(builtIn.cost.hintsChecked == 0, "the built-in packs' start checks no hint")
        #expect(checked.cost.hintsChecked == pack.words.count { $0.hint != nil })
    }

    @Test func aHintThatGivesItsCardAwayIsStillFoundInAFile() throws {
        let text = """
            {"format": 1, "id": "t", "name": "T", "language": "en", "version": "1",
             "words": [{"text": "lighthouse", "hint": "a lighthouse by the sea"}]}
            """
        let problems = try #require(PackDecoder.decode(text: text, source: .file(path: "t.json")).failureValue)
        #expect(problems.listed.map(\.message) == [
            "word 1: \"hint\": repeats the word \"lighthouse\"; expected a hint that does not give the word away",
        ])
    }
}
