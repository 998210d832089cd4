import PappersCanvas
@testable import PappersTerminal
import Testing

@Suite struct GridDiffTests {
    private func positions(_ pairs: [(Int, Int)]) -> [CellPosition] { pairs.map { CellPosition(x: $0.0, y: $0.1) } }

    @Test func withoutAPreviousGridEveryCellIsSent() {
        let grid = Grid(width: 3, height: 2)
        #expect(GridDiff.changes(from: nil, to: grid, width: 3, height: 2)
            == positions([(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]))
    }

    @Test func anUnchangedGridSendsNothing() {
        var grid = Grid(width: 10, height: 3)
        grid.text("hello 東京", x: 0, y: 1, style: Style(foreground: .red))
        #expect(GridDiff.changes(from: grid, to: grid, width: 10, height: 3).isEmpty)
    }

    @Test func aTickingCountdownSendsOnlyItsDigits() {
        var before = Grid(width: 20, height: 5)
        before.fill(style: Style(background: .blue))
        before.text("Time 0:59", x: 5, y: 2, style: Style(foreground: .white, background: .blue))
        var after = before
        after.text("Time 0:58", x: 5, y: 2, style: Style(foreground: .white, background: .blue))
        #expect(GridDiff.changes(from: before, to: after, width: 20, height: 5) == positions([(13, 2)]))
    }

    @Test func aStyleChangeIsAChange() {
        var before = Grid(width: 4, height: 1)
        before.text("ab", x: 0, y: 0, style: .plain)
        var after = before
        after.text("b", x: 1, y: 0, style: Style(bold: true))
        #expect(GridDiff.changes(from: before, to: after, width: 4, height: 1) == positions([(1, 0)]))
    }

    @Test func continuationCellsAreNeverSent() {
        var before = Grid(width: 6, height: 1)
        before.text("abcd", x: 0, y: 0, style: .plain)
        var after = before
        after.text("東京", x: 0, y: 0, style: .plain)
        #expect(GridDiff.changes(from: before, to: after, width: 6, height: 1) == positions([(0, 0), (2, 0)]))
        // And back: both halves of each wide character become letters.
        #expect(GridDiff.changes(from: after, to: before, width: 6, height: 1)
            == positions([(0, 0), (1, 0), (2, 0), (3, 0)]))
    }

    @Test func cellsBeyondTheScreenAreClipped() {
        let grid = Grid(width: 4, height: 3)
        #expect(GridDiff.changes(from: nil, to: grid, width: 2, height: 1) == positions([(0, 0), (1, 0)]))
        #expect(GridDiff.changes(from: nil, to: grid, width: 0, height: 0).isEmpty)
    }

    @Test func aGridOfAnotherSizeIsSentWhole() {
        let small = Grid(width: 2, height: 1)
        let large = Grid(width: 3, height: 1)
        #expect(GridDiff.changes(from: small, to: large, width: 3, height: 1).count == 3)
    }
}
