import PappersCanvas

/// Which rows of a long list fit on screen so that the cursor stays visible.
enum ScrollWindow {
    /// The first row to show of `count` rows in `height` lines with the cursor on `cursor`, keeping a row of
    /// context above and below when possible.
    static func first(count: Int, height: Int, cursor: Int) -> Int {
        guard count > height, height > 0 else { return 0 }
        let wanted = cursor - height / 2
        return max(0, min(count - height, wanted))
    }

    /// ▲ and ▼ just right of `list` when rows are hidden above or below the `list.height` rows shown from `first`.
    static func drawMarks(first: Int, count: Int, beside list: Rect, into grid: inout Grid, style: Style) {
        let marks = Rect(x: list.right, y: list.y, width: 1, height: list.height)
        if first > 0 { grid.text("▲", in: marks.row(0), style: style) }
        if first + list.height < count { grid.text("▼", in: marks.row(list.height - 1), style: style) }
    }
}
