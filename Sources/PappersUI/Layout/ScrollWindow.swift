import PappersCanvas

/// Which rows of a long list fit on screen so that the cursor stays visible, and what says that rows are
/// hidden: a list that does not fit gives its first and last rows to "▲ 3 more" and "▼ 5 more", so nothing is
/// left out without a mark and a count.
struct ScrollWindow {
    /// The rows the list's items are drawn in (the whole list area when everything fits).
    let rows: Rect
    /// The first item shown.
    let first: Int
    /// How many items are shown.
    let shown: Int
    let count: Int
    /// The list's whole area, where the marks go.
    let area: Rect

    /// The window on `count` items in `area` with the cursor on `cursor`.
    init(count: Int, in area: Rect, cursor: Int) {
        self.count = count
        self.area = area
        if count <= area.height || area.height < 3 {
            rows = area
            first = Self.first(count: count, height: area.height, cursor: cursor)
        } else {
            rows = area.inset(top: 1, bottom: 1)
            first = Self.first(count: count, height: rows.height, cursor: cursor)
        }
        shown = max(0, min(count - first, rows.height))
    }

    /// The item indices shown, top to bottom.
    var indices: Range<Int> { first..<(first + shown) }

    /// The row of item `index` (one of `indices`).
    func row(of index: Int) -> Rect { rows.row(index - first) }

    /// "▲ N more" on the first row and "▼ N more" on the last when items are hidden above or below; `text`
    /// gives the sentence for a mark and a count (`.listMoreAbove`, `.listMoreBelow`).
    func drawMarks(into grid: inout Grid, style: Style, _ context: ScreenContext) {
        guard rows != area else { return }
        let below = count - first - shown
        if first > 0 {
            grid.centred(context.text(.listMoreAbove(n: first)), in: area.row(0), style: style)
        }
        if below > 0 {
            grid.centred(context.text(.listMoreBelow(n: below)), in: area.row(area.height - 1), style: style)
        }
    }

    /// The first row to show of `count` rows in `height` lines with the cursor on `cursor`, keeping a row of
    /// context above and below when possible.
    static func first(count: Int, height: Int, cursor: Int) -> Int {
        guard count > height, height > 0 else { return 0 }
        let wanted = cursor - height / 2
        return max(0, min(count - height, wanted))
    }
}
