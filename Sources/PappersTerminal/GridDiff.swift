import PappersCanvas

/// A cell's column and row.
struct CellPosition: Equatable, Hashable {
    var x: Int
    var y: Int
}

/// Which cells of a grid must be sent to the screen, given the grid drawn before.
///
/// Diffing here keeps an idle screen quiet: a countdown that changes two digits a second sends two cells, and
/// curses is handed nothing else to compare.
enum GridDiff {
    /// The positions inside `width` × `height` (the screen) whose cell differs from `previous`, row by row; every
    /// position when there is no previous grid or its size differs. Continuation cells are never listed: the wide
    /// character to their left covers them, and changes whenever they do.
    static func changes(from previous: Grid?, to grid: Grid, width: Int, height: Int) -> [CellPosition] {
        let columns = min(width, grid.width)
        let rows = min(height, grid.height)
        let comparable = previous.map { $0.width == grid.width && $0.height == grid.height } ?? false
        var positions: [CellPosition] = []
        for y in 0..<max(0, rows) {
            for x in 0..<max(0, columns) {
                let cell = grid[x, y]
                if cell.isContinuation { continue }
                if comparable, let previous, previous[x, y] == cell { continue }
                positions.append(CellPosition(x: x, y: y))
            }
        }
        return positions
    }
}
