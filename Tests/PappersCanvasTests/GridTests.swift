import Testing
import PappersCanvas

@Suite struct GridTests {
    @Test func textIsClippedAtTheEdges() {
        var grid = Grid(width: 6, height: 2)
        grid.text("pappers", x: -1, y: 0, style: .plain)
        grid.text("ok", x: 5, y: 1, style: .plain)
        grid.text("gone", x: 0, y: 2, style: .plain)
        #expect(grid.lines == ["appers", "     o"])
    }

    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheEdge() {
        var grid = Grid(width: 5, height: 1)
        let end = grid.text("東京x", x: 0, y: 0, style: .plain)
        #expect(end == 5)
        #expect(grid[1, 0].isContinuation && grid[3, 0].isContinuation)
        #expect(grid.lines == ["東京x"])
        var edge = Grid(width: 3, height: 1)
        edge.text("a東", x: 1, y: 0, style: .plain)
        #expect(edge.lines == [" a "])
    }

    @Test func overwritingHalfAWideCharacterClearsTheOtherHalf() {
        var grid = Grid(width: 4, height: 1)
        grid.text("東", x: 0, y: 0, style: .plain)
        grid.text("b", x: 1, y: 0, style: .plain)
        #expect(grid.lines == [" b  "])
        #expect(!grid[1, 0].isContinuation)
    }

    @Test func accentsAndCombiningMarksTakeOneColumn() {
        var grid = Grid(width: 10, height: 1)
        let end = grid.text("col·legi e\u{301}", x: 0, y: 0, style: .plain)
        #expect(end == 10)
        #expect(grid.text == "col·legi é")
    }

    @Test func centredTextIsShortenedWithAnEllipsis() {
        var grid = Grid(width: 9, height: 2)
        grid.centred("hello", y: 0, style: .plain)
        grid.centred("a very long title", y: 1, style: .plain)
        #expect(grid.lines == ["  hello  ", "a very l…"])
    }

    @Test func fillAndDrawStayInside() {
        var grid = Grid(width: 4, height: 3)
        grid.fill(x: 2, y: 1, width: 10, height: 10, style: .plain, character: "#")
        var stamp = Grid(width: 2, height: 2, fill: Cell("@"))
        stamp[0, 0] = Cell("+")
        grid.draw(stamp, x: -1, y: -1)
        #expect(grid.lines == ["@   ", "  ##", "  ##"])
    }

    @Test func aPlayableTerminalIsAtLeastFortyByTwelve() {
        #expect(Size(width: 40, height: 12).isPlayable)
        #expect(!Size(width: 39, height: 24).isPlayable)
        #expect(!Size(width: 80, height: 11).isPlayable)
    }
}
