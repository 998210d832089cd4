import PappersCanvas

/// Rectangles with rounded borders: the paper card, dialogs.
enum Box {
    /// Fills `area` with `style` and draws a border round its edge; returns the inside of the border.
    @discardableResult
    static func draw(into grid: inout Grid, _ area: Rect, style: Style, border: Style? = nil) -> Rect {
        grid.fill(area, style: style)
        let inside = area.inset(by: 1)
        guard area.width >= 2, area.height >= 2 else { return inside }
        let line = border ?? style
        let horizontal = String(repeating: "─", count: inside.width)
        grid.text("╭" + horizontal + "╮", x: area.x, y: area.y, style: line)
        grid.text("╰" + horizontal + "╯", x: area.x, y: area.row(fromBottom: 1).y, style: line)
        for row in inside.y..<inside.bottom {
            grid.text("│", x: area.x, y: row, style: line)
            grid.text("│", x: inside.right, y: row, style: line)
        }
        return inside
    }
}
