import PappersCanvas

/// Big letters for the word, the describer's name and the countdown, when they fit; on a big screen `scale`
/// times bigger still (`BlockScale`).
enum BigText {
    /// The text in the block font on lines that fit `width` columns, at most `maxLines` lines, each cell made
    /// `scale` × `scale`, or nil when it cannot be shown so (too long, or a character the font lacks): the
    /// caller then tries smaller, or shows plain text.
    static func render(_ text: String, width: Int, maxLines: Int, style: Style, scale: Int = 1) -> Grid? {
        guard width > 0, maxLines > 0, scale > 0,
              let lines = BlockFont.lines(for: text, fitting: width / scale, maxLines: maxLines),
              !lines.isEmpty else { return nil }
        let rendered = lines.compactMap { BlockFont.render($0, style: style) }
        guard rendered.count == lines.count else { return nil }
        return BlockScale.scaled(stack(rendered, style: style), by: scale)
    }

    /// The countdown's digits in the block font, each cell made `scale` × `scale`, or nil when they do not fit.
    static func digits(_ text: String, width: Int, style: Style, scale: Int = 1) -> Grid? {
        guard let grid = BlockFont.Digits.render(text, style: style), grid.width * scale <= width else { return nil }
        return BlockScale.scaled(grid, by: scale)
    }

    /// The scales tried on big screens, biggest first.
    static let scales = [3, 2, 1]

    /// Lines stacked and centred on one another.
    private static func stack(_ lines: [Grid], style: Style) -> Grid {
        if lines.count == 1 { return lines[0] }
        let width = lines.map(\.width).max() ?? 0
        var grid = Grid(width: width, height: lines.reduce(0) { $0 + $1.height }, fill: Cell(" ", style: style))
        var rest = grid.area
        for line in lines {
            grid.draw(line, centredOn: rest)
            rest = rest.inset(top: line.height)
        }
        return grid
    }
}
