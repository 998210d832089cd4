import PappersCanvas
import PappersText

/// What one place of a row shows: a character one or two columns wide, in a pen. The writer compares and
/// writes these, never half of one.
///
/// A grid normally holds a wide character in its first cell and a continuation cell after it. Whatever a grid
/// holds, it reads as whole units: a continuation cell with no wide character before it shows a space in its own
/// style, and a wide character without a continuation cell after it (or in the last column), a character with
/// no width, or one a terminal would obey (a control) shows the placeholder, one column wide.
struct ScreenUnit: Equatable {
    /// What the unit shows.
    enum Content: Equatable {
        /// A printable character as the terminal is sent it: one spacing character and at most
        /// `Glyph.maximumMarks` combining marks.
        case glyph(Character)
        /// `ScreenWriter.placeholder`, for what cannot be shown in the columns the grid gave it.
        case placeholder
    }

    var content: Content
    /// 1 or 2 columns.
    var width: Int
    var pen: Pen

    /// The unit that starts at column `x` of row `y`, or nil when the column is the right half of a wide
    /// character before it.
    static func at(x: Int, y: Int, in grid: Grid, depth: ColourDepth) -> ScreenUnit? {
        let cell = grid[x, y]
        let pen = Pen(cell.style, depth: depth)
        if cell.isContinuation {
            if x > 0 && isWideHead(x: x - 1, y: y, in: grid) { return nil }
            return ScreenUnit(content: .glyph(" "), width: 1, pen: pen)
        }
        guard let glyph = Glyph.printable(cell.character) else {
            return ScreenUnit(content: .placeholder, width: 1, pen: pen)
        }
        switch TextWidth.columns(of: glyph) {
        case 1: return ScreenUnit(content: .glyph(glyph), width: 1, pen: pen)
        case 2 where x + 1 < grid.width && grid[x + 1, y].isContinuation:
            return ScreenUnit(content: .glyph(glyph), width: 2, pen: pen)
        default: return ScreenUnit(content: .placeholder, width: 1, pen: pen)
        }
    }

    /// Whether column `x` holds a wide character whose right half is the continuation cell after it.
    static func isWideHead(x: Int, y: Int, in grid: Grid) -> Bool {
        let cell = grid[x, y]
        guard !cell.isContinuation, x + 1 < grid.width, grid[x + 1, y].isContinuation else { return false }
        guard let glyph = Glyph.printable(cell.character) else { return false }
        return TextWidth.columns(of: glyph) == 2
    }

    /// What a cleared screen holds: a space in the terminal's own colours.
    static let blank = ScreenUnit(content: .glyph(" "), width: 1, pen: .plain)
}

/// The characters the writer sends: nothing a terminal would obey, whatever a cell holds.
enum Glyph {
    /// The most combining marks kept after a character's first scalar (curses keeps four as well).
    static let maximumMarks = 4

    /// `character` as it may be sent: its first scalar and up to four combining marks after it; nil when the
    /// first scalar is a C0 or C1 control, DEL, a format character (bidirectional controls, zero-width
    /// joiners), a line or paragraph separator, an unassigned code point (whose width terminals disagree on),
    /// or a combining mark with nothing to sit on.
    static func printable(_ character: Character) -> Character? {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? character : nil
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, isPrintableBase(first) else { return nil }
        if scalars.count == 1 { return character }
        var kept = String.UnicodeScalarView([first])
        var marks = 0
        for scalar in scalars.dropFirst() where marks < maximumMarks && isPrintableMark(scalar) {
            kept.append(scalar)
            marks += 1
        }
        return String(kept).first
    }

    private static func isPrintableBase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
             .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default: return true
        }
    }

    private static func isPrintableMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isCombiningMark && !(0x7F..<0xA0).contains(scalar.value)
    }

    /// Appends the UTF-8 bytes of a unit's content.
    static func append(_ content: ScreenUnit.Content, to bytes: inout [UInt8]) {
        switch content {
        case .placeholder: bytes += ScreenWriter.placeholder.utf8
        case .glyph(let character):
            if let ascii = character.asciiValue {
                bytes.append(ascii)
            } else {
                bytes += String(character).utf8
            }
        }
    }
}
