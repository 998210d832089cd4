import PappersCanvas

/// Rectangles with rounded borders: the paper card, dialogs.
enum Box {
    /// Fills a rectangle with `style` and draws a border round its edge.
    static func draw(into grid: inout Grid, x: Int, y: Int, width: Int, height: Int, style: Style, border: Style? = nil) {
        guard width >= 2, height >= 2 else {
            grid.fill(x: x, y: y, width: width, height: height, style: style)
            return
        }
        grid.fill(x: x, y: y, width: width, height: height, style: style)
        let line = border ?? style
        let horizontal = String(repeating: "─", count: width - 2)
        grid.text("╭" + horizontal + "╮", x: x, y: y, style: line)
        grid.text("╰" + horizontal + "╯", x: x, y: y + height - 1, style: line)
        for row in (y + 1)..<(y + height - 1) {
            grid.text("│", x: x, y: row, style: line)
            grid.text("│", x: x + width - 1, y: row, style: line)
        }
    }
}
