import PappersCanvas

/// Block letters made bigger for big screens: each cell of a block-font grid becomes `k` × `k` cells, drawn
/// with the font's own characters (`█ ▀ ▄ ▌ ▐` and space).
///
/// A cell of the font is a 2 × 2 of half cells (█ all four, ▀ the top two, ▄ the bottom two, ▌ the left two,
/// ▐ the right two). Scaled by `k`, an output cell covers a `1/k` square of one input cell; it either lies in
/// one half cell (full or empty), or straddles the middle line across or down (so it is a half block of the
/// two halves it meets), or, for an odd `k`, straddles both (it is then the input cell itself). Every case is
/// one of the five characters, so the scaled letters look like the font, only bigger.
enum BlockScale {
    /// `grid` scaled by `k` (1 returns it as it is).
    static func scaled(_ grid: Grid, by k: Int) -> Grid {
        guard k > 1 else { return grid }
        var out = Grid(width: grid.width * k, height: grid.height * k)
        // Each source cell's quarters once, not once for each of its k × k output cells.
        let filled = grid.cells.map { Self.quarters($0.character) }
        for y in 0..<out.height {
            for x in 0..<out.width {
                let source = grid[x / k, y / k]
                let quarters = filled[(y / k) * grid.width + x / k]
                // Where this cell lies in its source cell: the left or right half, or both when it straddles
                // the middle line (and the same for the top and bottom halves).
                let across = Self.span(x % k, of: k), down = Self.span(y % k, of: k)
                func shows(left: Bool, top: Bool) -> Bool {
                    let sourceLeft = across.first && across.second ? left : across.first
                    let sourceTop = down.first && down.second ? top : down.first
                    return quarters.contains(sourceTop ? (sourceLeft ? .topLeft : .topRight) : (sourceLeft ? .bottomLeft : .bottomRight))
                }
                let quadrant = Quadrants(
                    topLeft: shows(left: true, top: true), topRight: shows(left: false, top: true),
                    bottomLeft: shows(left: true, top: false), bottomRight: shows(left: false, top: false))
                out[x, y] = Cell(quadrant.character, style: source.style)
            }
        }
        return out
    }

    /// Which halves of its source cell (left, right) the `index`th of `k` output cells covers: the first
    /// half only, the second only, or both when it straddles the middle.
    private static func span(_ index: Int, of k: Int) -> (first: Bool, second: Bool) {
        // In units of 1/(2k) of the source cell: the cell covers [2·index, 2·index + 2); the middle is at k.
        let start = 2 * index, end = 2 * index + 2
        return (start < k, end > k)
    }

    /// Quarters of a cell, as four bits: scaling asks for them once per output cell, so no set is allocated.
    struct Quarters: OptionSet {
        let rawValue: UInt8

        static let topLeft = Quarters(rawValue: 1)
        static let topRight = Quarters(rawValue: 2)
        static let bottomLeft = Quarters(rawValue: 4)
        static let bottomRight = Quarters(rawValue: 8)

        var count: Int { rawValue.nonzeroBitCount }
    }

    /// The quarters a font character fills.
    static func quarters(_ character: Character) -> Quarters {
        switch character {
        case "█": [.topLeft, .topRight, .bottomLeft, .bottomRight]
        case "▀": [.topLeft, .topRight]
        case "▄": [.bottomLeft, .bottomRight]
        case "▌": [.topLeft, .bottomLeft]
        case "▐": [.topRight, .bottomRight]
        default: []
        }
    }

    /// Four quarters back to a character; the font's shapes are the only ones scaling makes.
    struct Quadrants {
        let topLeft, topRight, bottomLeft, bottomRight: Bool

        var character: Character {
            switch (topLeft, topRight, bottomLeft, bottomRight) {
            case (true, true, true, true): "█"
            case (true, true, false, false): "▀"
            case (false, false, true, true): "▄"
            case (true, false, true, false): "▌"
            case (false, true, false, true): "▐"
            case (false, false, false, false): " "
            // A single quarter cannot come from the font's shapes; the nearest half keeps the letter's weight.
            case (true, _, _, _), (_, _, true, _): "▌"
            default: "▐"
            }
        }
    }
}
