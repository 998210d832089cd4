import PappersCanvas
import Testing
@testable import PappersTerminal

/// Mouse reports, in every form curses hands them over, never reach the game as keys; everything else does.
@Suite struct MouseReportFilterTests {
    static func keys(_ text: String) -> [Key] {
        text.map { $0 == "\u{1B}" ? .escape : .character($0) }
    }

    @Test(arguments: [
        "\u{1B}[M !!", "\u{1B}[M#!!", "\u{1B}[M p,", "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}[<64;200;70M",
    ])
    func aReportAsCharactersIsDropped(report: String) {
        var filter = MouseReportFilter()
        #expect(filter.keys(Self.keys(report)).isEmpty)
        #expect(filter.keys(Self.keys(" p")) == [.character(" "), .character("p")])
    }

    @Test func aReportAfterKeyMouseIsDropped() {
        var filter = MouseReportFilter()
        #expect(filter.keys([MouseReportFilter.mouseKey] + Self.keys(" !!") + Self.keys("x")) == [.character("x")])
        #expect(filter.keys([MouseReportFilter.mouseKey] + Self.keys("<0;1;1M")) == [])
        #expect(filter.keys([MouseReportFilter.mouseKey] + Self.keys("0;1;1m ")) == [.character(" ")])
    }

    @Test func aReportCutBetweenTwoReadsIsDroppedWhole() {
        var filter = MouseReportFilter()
        #expect(filter.keys(Self.keys("\u{1B}[M ")) == [])
        #expect(filter.keys(Self.keys("!! ")) == [.character(" ")])
        #expect(filter.keys(Self.keys("\u{1B}[<0;1")) == [])
        #expect(filter.keys(Self.keys("0;5M ")) == [.character(" ")])
    }

    @Test func keysThatAreNoReportGoThrough() {
        var filter = MouseReportFilter()
        #expect(filter.keys([.escape]) == [.escape])
        #expect(filter.keys([.escape, .escape]) == [.escape, .escape])
        #expect(filter.keys(Self.keys("\u{1B}[")) == [.escape, .character("[")])
        #expect(filter.keys(Self.keys("\u{1B}x")) == [.escape, .character("x")])
        #expect(filter.keys(Self.keys("\u{1B}[A")) == Self.keys("\u{1B}[A"))
        #expect(filter.keys([.up, .resize, .enter]) == [.up, .resize, .enter])
        // A resize inside a report goes through; the report is still dropped.
        #expect(filter.keys(Self.keys("\u{1B}[M ") + [.resize] + Self.keys("!!")) == [.resize])
    }
}
