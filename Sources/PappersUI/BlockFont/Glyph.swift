/// One character of the block font: rows of block elements and spaces, all of one width.
///
/// A glyph is drawn as three bands: one row above the capitals for accents, the capitals' body, and one row
/// below the baseline for descenders (the cedilla, the comma's tail). The data files write the body and give
/// the rows above and below only when they hold something.
struct Glyph: Equatable, Sendable {
    /// The rows from top to bottom, each a string of `width` characters.
    let rows: [String]
    /// The same rows as characters, for drawing.
    let cells: [[Character]]

    /// The columns every row takes.
    var width: Int { cells.first?.count ?? 0 }

    /// The characters a glyph may use: a full block, the upper and lower halves, the left and right halves,
    /// and the space. All five are in every terminal font that has box drawing (they date from code page 437).
    static let inks: Set<Character> = ["█", "▀", "▄", "▌", "▐"]

    /// A glyph from all its rows, top to bottom.
    init(rows: [String]) {
        self.rows = rows
        // Every ink and the space is one scalar and one character, so cutting rows at scalars gives the cells
        // that cutting at characters would, without looking for grapheme boundaries: the font's tables are built
        // on the first frame, and this made them take half as long.
        cells = rows.map { $0.unicodeScalars.map(Character.init) }
    }

    /// A glyph from the body of the capitals (five rows), with an accent row `above` and a descender row
    /// `below`, each blank when not given.
    init(_ body: [String], above: String? = nil, below: String? = nil) {
        let blank = String(repeating: " ", count: body.first?.count ?? 0)
        self.init(rows: [above ?? blank] + body + [below ?? blank])
    }

    /// The same glyph with the accent row replaced.
    func with(above: String) -> Glyph {
        Glyph(rows: [above] + rows.dropFirst())
    }

    /// The same glyph with the descender row replaced.
    func with(below: String) -> Glyph {
        Glyph(rows: rows.dropLast() + [below])
    }

    /// The glyph cut to some of its rows.
    func cropped(to range: Range<Int>) -> Glyph {
        Glyph(rows: Array(rows[range]))
    }
}
