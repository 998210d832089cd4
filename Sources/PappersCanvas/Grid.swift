import PappersText

/// A screen's worth of styled cells: what every screen draws into and what the terminal copies out.
///
/// Drawing clips at the edges, so a screen can draw without checking sizes. Text is measured in terminal
/// columns (`TextWidth`), so accents and wide characters land where the terminal will put them.
public struct Grid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Whether a column and row are on the grid.
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Paints a rectangle's background: every cell becomes a space in `style`.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, style: Style, character: Character = " ") {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 { self[column, row] = Cell(character, style: style) }
        }
    }

    /// Paints the whole grid.
    public mutating func fill(style: Style) { fill(x: 0, y: 0, width: width, height: height, style: style) }

    /// Writes `text` from column `x` of row `y`, clipped at the edges; returns the column after the text.
    /// Characters with no width (stray marks, controls) are dropped; a wide character that would straddle the
    /// right edge is not drawn. Only printable characters reach a cell (see `printable(_:)`).
    @discardableResult
    public mutating func text(_ text: some StringProtocol, x: Int, y: Int, style: Style) -> Int {
        var column = x
        guard y >= 0, y < height else { return x + TextWidth.columns(of: text) }
        for character in text {
            let columns = TextWidth.columns(of: character)
            if columns == 0 { continue }
            if column >= 0 && column + columns <= width {
                if column > 0 && self[column, y].isContinuation { self[column - 1, y] = Cell(" ", style: style) }
                self[column, y] = Cell(Grid.printable(character), style: style)
                if columns == 2 { self[column + 1, y] = Cell(" ", style: style, isContinuation: true) }
                else if column + 1 < width && self[column + 1, y].isContinuation {
                    self[column + 1, y] = Cell(" ", style: style)
                }
            }
            column += columns
        }
        return column
    }

    /// Writes `text` centred on row `y` within `x..<x+width` (the whole row by default), shortened with an
    /// ellipsis when it does not fit.
    public mutating func centred(_ text: String, y: Int, style: Style, x: Int = 0, width span: Int? = nil) {
        let span = span ?? width
        let fitted = Grid.fit(text, columns: span)
        let columns = TextWidth.columns(of: fitted)
        self.text(fitted, x: x + (span - columns) / 2, y: y, style: style)
    }

    /// Draws another grid onto this one with its top-left corner at `x`, `y`.
    public mutating func draw(_ other: Grid, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for column in 0..<other.width where x + column >= 0 && x + column < width {
                self[x + column, y + row] = other[column, row]
            }
        }
    }

    /// `character` as a cell may hold it: its first scalar and the combining marks after it. Other scalars
    /// that ride along in a cluster (zero-width joiners, tag characters) are dropped, and a first scalar that
    /// a terminal would obey or hide (a control, format or separator character) becomes U+FFFD. Text checked by
    /// `UnsafeText` never needs this; it keeps the grid printable whatever text a screen is given.
    public static func printable(_ character: Character) -> Character {
        if character.isASCII { return character }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return character }
        switch first.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return "\u{FFFD}"
        default: break
        }
        if scalars.count == 1 { return character }
        var kept = String.UnicodeScalarView([first])
        for scalar in scalars.dropFirst() where scalar.isCombiningMark { kept.append(scalar) }
        return String(kept).first ?? "\u{FFFD}"
    }

    /// `text` shortened to `columns`, ending with "…" when cut.
    public static func fit(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        if TextWidth.columns(of: text) <= columns { return text }
        return String(TextWidth.prefix(of: text, fitting: columns - 1).text) + "…"
    }

    /// The characters of each row, trailing spaces kept, continuation cells skipped: what a terminal shows.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where !self[column, row].isContinuation {
                line.append(self[column, row].character)
            }
            return line
        }
    }

    /// The rows as text, each trimmed of trailing spaces, joined by newlines: for golden tests.
    public var text: String {
        lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.joined(separator: "\n")
    }
}
