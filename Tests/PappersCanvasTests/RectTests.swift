import PappersCanvas
import Testing

@Suite struct RectTests {
    @Test func negativeSizesBecomeEmptyAreas() {
        let area = Rect(x: 3, y: 4, width: -5, height: -1)
        #expect(area.width == 0 && area.height == 0 && area.isEmpty)
        #expect(area.right == 3 && area.bottom == 4)
        #expect(Rect(Size(width: 80, height: 24)) == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(Rect(x: 0, y: 0, width: 5, height: 0).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func insetsShrinkEachSideAndNeverGoNegative() {
        let area = Rect(x: 0, y: 0, width: 10, height: 6)
        #expect(area.inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 4))
        #expect(area.inset(horizontal: 2) == Rect(x: 2, y: 0, width: 6, height: 6))
        #expect(area.inset(top: 1, left: 2, bottom: 3, right: 4) == Rect(x: 2, y: 1, width: 4, height: 2))
        let crushed = area.inset(horizontal: 6, vertical: 4)
        #expect(crushed.isEmpty && crushed.width == 0 && crushed.height == 0)
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).inset(by: 1).isEmpty)
        #expect(area.inset(top: -1) == Rect(x: 0, y: -1, width: 10, height: 7))
    }

    @Test func rowsAreCountedFromTheTopOrFromTheBottomAndEmptyOutside() {
        let area = Rect(x: 2, y: 5, width: 10, height: 4)
        #expect(area.row(0) == Rect(x: 2, y: 5, width: 10, height: 1))
        #expect(area.row(3) == Rect(x: 2, y: 8, width: 10, height: 1))
        #expect(area.row(fromBottom: 1) == area.row(3))
        #expect(area.row(fromBottom: 4) == area.row(0))
        // Outside: the row keeps its place but holds no cell, so nothing is drawn there.
        #expect(area.row(4).isEmpty && area.row(4).y == 9)
        #expect(area.row(-1).isEmpty && area.row(fromBottom: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 10, height: 0).row(0).isEmpty)
    }

    @Test func splitsGiveWhatTheyCanAndTheRestIsNeverNegative() {
        let area = Rect(x: 0, y: 0, width: 40, height: 12)
        let (top, rest) = area.splitTop(3)
        #expect(top == Rect(x: 0, y: 0, width: 40, height: 3) && rest == Rect(x: 0, y: 3, width: 40, height: 9))
        let (above, bottom) = area.splitBottom(2)
        #expect(above == Rect(x: 0, y: 0, width: 40, height: 10) && bottom == Rect(x: 0, y: 10, width: 40, height: 2))
        // A tiny terminal: the asked part takes all there is.
        let tiny = Rect(x: 0, y: 0, width: 3, height: 1)
        #expect(tiny.splitTop(5) == (tiny, Rect(x: 0, y: 1, width: 3, height: 0)))
        #expect(tiny.splitBottom(5) == (Rect(x: 0, y: 0, width: 3, height: 0), tiny))
        #expect(tiny.splitTop(-2).top.isEmpty && tiny.splitTop(-2).rest == tiny)
    }

    @Test func halvesGiveTheOddRowToTheBottom() {
        let even = Rect(x: 0, y: 0, width: 80, height: 24).halves
        #expect(even.top.height == 12 && even.bottom.y == 12 && even.bottom.height == 12)
        let odd = Rect(x: 0, y: 1, width: 80, height: 13).halves
        #expect(odd.top == Rect(x: 0, y: 1, width: 80, height: 6) && odd.bottom == Rect(x: 0, y: 7, width: 80, height: 7))
        let one = Rect(x: 0, y: 0, width: 5, height: 1).halves
        #expect(one.top.isEmpty && one.bottom.height == 1)
    }

    @Test func aRightPartLeavesAGapAndNeverMoreThanTheArea() {
        let line = Rect(x: 1, y: 3, width: 20, height: 1)
        let (rest, value) = line.splitRight(6, gap: 1)
        #expect(value == Rect(x: 15, y: 3, width: 6, height: 1))
        #expect(rest == Rect(x: 1, y: 3, width: 13, height: 1))
        let (none, all) = line.splitRight(30, gap: 1)
        #expect(all == line && none.isEmpty)
    }

    @Test func columnsOfAFixedWidthAreCentredAsOneBlock() {
        let area = Rect(x: 0, y: 2, width: 81, height: 9)
        let steps = area.columns(3, width: 18, spacing: 1)
        #expect(steps.map(\.x) == [12, 31, 50])
        #expect(steps.allSatisfy { $0.width == 18 && $0.y == 2 && $0.height == 9 })
        // Too wide for the area: the block starts at its left edge rather than before it.
        #expect(Rect(x: 4, y: 0, width: 10, height: 1).columns(2, width: 8, spacing: 2).map(\.x) == [4, 14])
        #expect(area.columns(0, width: 18, spacing: 1).isEmpty)
    }

    @Test func centringPutsAnOddSpareColumnOrRowAfter() {
        let area = Rect(x: 0, y: 0, width: 80, height: 24)
        #expect(area.centred(width: 9) == Rect(x: 35, y: 0, width: 9, height: 24))
        #expect(Rect(x: 0, y: 0, width: 81, height: 1).centred(width: 9).x == 36)
        #expect(area.centred(height: 7) == Rect(x: 0, y: 8, width: 80, height: 7))
        #expect(area.centred(width: 56, height: 9) == Rect(x: 12, y: 7, width: 56, height: 9))
        #expect(Rect(x: 10, y: 3, width: 5, height: 2).centred(width: 2, height: 1) == Rect(x: 11, y: 3, width: 2, height: 1))
    }

    @Test func centringSomethingLargerKeepsItInsideTheArea() {
        let area = Rect(x: 2, y: 1, width: 38, height: 11)
        #expect(area.centred(width: 64) == area)
        #expect(area.centred(width: 64, height: 40) == area)
        #expect(area.centred(width: -3).width == 0)
        #expect(Rect(x: 0, y: 0, width: 0, height: 0).centred(width: 10, height: 10) == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func anAreaLargerThanTheGridIsClampedToIt() {
        let grid = Grid(width: 40, height: 12)
        #expect(Rect(x: -5, y: -2, width: 100, height: 50).intersection(grid.area) == grid.area)
        #expect(Rect(x: 30, y: 10, width: 20, height: 5).intersection(grid.area) == Rect(x: 30, y: 10, width: 10, height: 2))
        #expect(Rect(x: 50, y: 0, width: 5, height: 5).intersection(grid.area).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 0).intersection(grid.area).isEmpty)
    }
}
