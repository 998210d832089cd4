import PappersCanvas

/// Big letters for the word, the describer's name and the countdown, when they fit.
enum BigText {
    /// The text in the block font on lines that fit `width` columns, at most `maxLines` lines, or nil when it
    /// cannot be shown big (too long, or a character the font lacks): the caller then shows plain text.
    static func render(_ text: String, width: Int, maxLines: Int, style: Style) -> Grid? {
        guard width > 0, maxLines > 0, let lines = BlockFont.lines(for: text, fitting: width, maxLines: maxLines),
              !lines.isEmpty else { return nil }
        let rendered = lines.compactMap { BlockFont.render($0, style: style) }
        guard rendered.count == lines.count else { return nil }
        return stack(rendered, style: style)
    }

    /// The countdown's digits in the block font, or nil when they do not fit.
    static func digits(_ text: String, width: Int, style: Style) -> Grid? {
        guard let grid = BlockFont.Digits.render(text, style: style), grid.width <= width else { return nil }
        return grid
    }

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
