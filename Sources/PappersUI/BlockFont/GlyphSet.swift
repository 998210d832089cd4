import PappersCanvas

/// A set of glyphs of one height and what a font does with them: measure, draw and break text. `BlockFont`
/// and `BlockFont.Digits` are two of these.
struct GlyphSet: Sendable {
    let height: Int
    let glyphs: [Character: Glyph]

    /// The blank columns between two glyphs.
    static let gap = 1

    /// The glyphs that draw `text`, or nil when a character has none.
    func glyphs(for text: some StringProtocol) -> [Glyph]? {
        let found = lookUp(text)
        return found.contains(nil) ? nil : found.compactMap { $0 }
    }

    func canRender(_ text: some StringProtocol) -> Bool { !lookUp(text).contains(nil) }

    func width(of text: some StringProtocol) -> Int { Self.width(of: lookUp(text).compactMap { $0 }) }

    func render(_ text: some StringProtocol, style: Style) -> Grid? {
        guard let glyphs = glyphs(for: text) else { return nil }
        var grid = Grid(width: Self.width(of: glyphs), height: height, fill: Cell(" ", style: style))
        var x = 0
        for glyph in glyphs {
            for (y, row) in glyph.cells.enumerated() {
                for (column, character) in row.enumerated() where character != " " {
                    grid[x + column, y] = Cell(character, style: style)
                }
            }
            x += glyph.width + Self.gap
        }
        return grid
    }

    func lines(for text: String, fitting columns: Int, maxLines: Int) -> [String]? {
        guard canRender(text) else { return nil }
        let words = text.split(separator: " ").map(String.init)
        let separator = width(of: " ") + 2 * Self.gap
        let lines = LineBreaking.lines(
            words, widths: words.map { width(of: $0) }, separator: separator, columns: columns, maxLines: maxLines
        )
        return lines?.map { $0.joined(separator: " ") }
    }

    /// The glyph of each capital that draws `text`, nil where there is none.
    private func lookUp(_ text: some StringProtocol) -> [Glyph?] {
        text.flatMap(Capitals.of).map { glyphs[$0] }
    }

    /// The columns of glyphs set side by side with a gap between each two.
    private static func width(of glyphs: [Glyph]) -> Int {
        glyphs.reduce(0) { $0 + $1.width } + max(0, glyphs.count - 1) * gap
    }
}
