import PappersCanvas
import Testing

@Suite struct GridAreaTests {
    @Test func textGoesToTheLeftTheMiddleOrTheRightOfAnAreaShortenedToFit() {
        var grid = Grid(width: 12, height: 3)
        let line = grid.area.row(0).inset(horizontal: 1)
        grid.text("ab", in: line, style: .plain)
        grid.text("cd", in: grid.area.row(1).inset(horizontal: 1), style: .plain, alignment: .trailing)
        grid.centred("ééé", in: grid.area.row(2), style: .plain)
        #expect(grid.lines == [" ab         ", "         cd ", "    ééé     "])
        var narrow = Grid(width: 6, height: 1)
        narrow.text("pappers", in: narrow.area.inset(horizontal: 1), style: .plain)
        #expect(narrow.lines == [" pap… "])
    }

    @Test func centringTextPutsAnOddSpareColumnOnTheRight() {
        var grid = Grid(width: 7, height: 1)
        grid.centred("ab", in: grid.area, style: .plain)
        #expect(grid.lines == ["  ab   "])
    }

    @Test func anEmptyAreaDrawsNothing() {
        var grid = Grid(width: 6, height: 2)
        grid.text("x", in: grid.area.row(5), style: .plain)
        grid.centred("x", in: Rect(x: 0, y: 0, width: 0, height: 1), style: .plain)
        grid.fill(Rect(x: 0, y: 0, width: -3, height: 2), style: Style(bold: true))
        #expect(grid == Grid(width: 6, height: 2))
    }

    @Test func aFilledAreaLargerThanTheGridIsClipped() {
        var grid = Grid(width: 3, height: 2)
        grid.fill(Rect(x: 1, y: -1, width: 10, height: 10), style: Style(bold: true))
        #expect(!grid[0, 0].style.bold && grid[1, 0].style.bold && grid[2, 1].style.bold)
    }

    @Test func aGridDrawnCentredOnARowRunsDownFromIt() {
        var big = Grid(width: 2, height: 2)
        big.text("ab", x: 0, y: 0, style: .plain)
        big.text("cd", x: 0, y: 1, style: .plain)
        var grid = Grid(width: 7, height: 4)
        grid.draw(big, centredOn: grid.area.row(1))
        #expect(grid.lines == ["       ", "  ab   ", "  cd   ", "       "])
        // Wider than the row: from the row's left edge.
        var small = Grid(width: 1, height: 1)
        small.draw(big, centredOn: small.area.row(0))
        #expect(small.lines == ["a"])
    }
}
