import Foundation
import PappersPacks
import PappersText
import Testing

/// Every file of `Fixtures/broken/` is refused with exactly the problems of its `.expected` file: positions and
/// messages are part of the interface (editors jump to them, people read them), so any change fails here.
@Suite struct BrokenPackTests {
    static let names = Fixtures.names(in: "broken")

    @Test func theCorpusCoversAtLeastTwentyFiveKindsOfBreakage() {
        #expect(Self.names.count >= 25)
    }

    @Test(arguments: names)
    func reportsExactlyTheExpectedProblems(name: String) throws {
        let expectedURL = Fixtures.root.appending(path: "broken").appending(path: name.replacingOccurrences(of: ".json", with: ".expected"))
        let expected = try String(contentsOf: expectedURL, encoding: .utf8).split(separator: "\n").map(String.init)
        let problems = try #require(Fixtures.decode("broken", name).failureValue)
        #expect(located(problems) == expected)
        #expect(problems.listed.allSatisfy { $0.file == name && $0.kind == .invalid })
    }

    @Test(arguments: names)
    func messagesNeverCarryUnsafeCharacters(name: String) throws {
        let problems = try #require(Fixtures.decode("broken", name).failureValue)
        for line in problems.lines {
            #expect(UnsafeText.isSafe(line), "\(line)")
        }
    }

    @Test func problemLinesNameTheFileLineAndColumn() throws {
        let problems = try #require(Fixtures.decode("broken", "format-2.json").failureValue)
        #expect(problems.lines == [
            "format-2.json:2:13: \"format\": expected 1, found 2 (this program reads format 1 only)",
        ])
    }

    @Test func aLongListStopsAtOneHundredAndCountsTheRest() throws {
        let problems = try #require(Fixtures.decode("broken", "many-problems.json").failureValue)
        #expect(problems.listed.count == PackFormat.maxListedProblems)
        #expect(problems.omitted == 50)
        #expect(problems.count == 150)
        #expect(problems.lines.last == "many-problems.json: and 50 more problems")
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    var successValue: Success? {
        if case .success(let success) = self { return success }
        return nil
    }
}
