import CNcursesw
import PappersText

/// What the terminal is sent for one cell: one spacing character, possibly followed by combining marks, that
/// takes exactly the columns the grid gave it.
///
/// The screens never put control characters in a grid, but this is the last line of defence: a C0 or C1 control,
/// ESC or DEL, or anything the terminal's locale cannot show and that has no ASCII stand-in (`ASCIIFallback`: block
/// letters, boxes, arrows in an ISO-8859-1 locale), becomes the replacement character, so no byte the
/// terminal would obey is ever sent. Columns are checked with the C library's `wcwidth` (what curses and the
/// terminal use), so that a character the grid measured differently cannot shift the rest of the row.
struct Glyph: Equatable {
    /// One spacing character, then at most four combining marks (curses' `CCHARW_MAX` is five).
    var scalars: [Unicode.Scalar]
    /// The grid gave two columns but the character takes one: a space must follow it.
    var padded: Bool

    /// The most scalars one curses cell holds.
    static let maximumScalars = 1 + CombiningMarks.maximumPerCharacter

    /// The glyph for `character` in `columns` grid columns (1, or 2 for a wide character followed by its
    /// continuation cell). `width` is the terminal's width of a scalar (`wcwidth`: -1 unprintable, 0 combining,
    /// 1 or 2); `replacement` is shown instead of what cannot be shown.
    static func make(
        _ character: Character, columns: Int, replacement: Unicode.Scalar,
        width: (Unicode.Scalar) -> Int = Glyph.terminalWidth
    ) -> Glyph {
        let scalars = character.unicodeScalars
        let replaced = Glyph(scalars: [replacement], padded: columns == 2)
        guard let first = scalars.first, !isControl(first) else { return replaced }
        let firstWidth = width(first)
        guard firstWidth == 1 || (firstWidth == 2 && columns == 2) else {
            // Not in the locale's character set (an ISO-8859-1 or ASCII locale): its nearest ASCII, if any.
            if firstWidth < 0, let ascii = ASCIIFallback.character(for: first) {
                return Glyph(scalars: [ascii], padded: columns == 2)
            }
            return replaced
        }
        var glyph = Glyph(scalars: [first], padded: columns == 2 && firstWidth == 1)
        for mark in scalars.dropFirst() {
            guard glyph.scalars.count < maximumScalars, mark.isCombiningMark, width(mark) == 0 else { break }
            glyph.scalars.append(mark)
        }
        return glyph
    }

    /// C0 controls, DEL and C1 controls (ESC among them): bytes a terminal obeys instead of showing.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// The C library's width of a scalar in the current locale.
    static func terminalWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(pappers_wcwidth(wchar_t(bitPattern: scalar.value)))
    }
}
