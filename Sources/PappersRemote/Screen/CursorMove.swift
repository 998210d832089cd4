/// The shortest bytes that move a terminal's cursor, given where it is (if known for sure).
///
/// The writer never sends a line feed (at the bottom row it scrolls) and never relies on wrapping: it moves
/// within a row with CUF, CUB, CHA or a carriage return, down or up a column with CUD and CUU, anywhere with
/// CUP; it may also rewrite the cells in between when that is shorter (`gapBytes`, measured by the writer).
enum CursorMove {
    /// Appends the cheapest move from the cursor's row and column (nil: not known) to column `x`, row `y`
    /// (0-based). `gapBytes` is what rewriting the cells from the cursor up to `x` would cost, when the writer
    /// can do that (same row, same pen, cells of one column): it returns true when that is the cheapest, and the
    /// writer then writes them.
    static func append(
        fromRow row: Int?, column: Int?, to x: Int, _ y: Int, gapBytes: Int?, to bytes: inout [UInt8]
    ) -> Bool {
        var best = absolute(x, y)
        var bestLength = best.count
        func consider(_ candidate: [UInt8]) {
            if candidate.count < bestLength {
                best = candidate
                bestLength = candidate.count
            }
        }
        if row == y {
            if x == 0 { consider([0x0D]) }
            var absoluteColumn: [UInt8] = []
            ANSI.appendSequence(x + 1, final: UInt8(ascii: "G"), to: &absoluteColumn)
            consider(absoluteColumn)
            if let column {
                if column == x { return false }
                var relative: [UInt8] = []
                if x > column {
                    ANSI.appendSequence(x - column, final: UInt8(ascii: "C"), to: &relative)
                } else {
                    ANSI.appendSequence(column - x, final: UInt8(ascii: "D"), to: &relative)
                }
                consider(relative)
                if x > column, let gapBytes, gapBytes < bestLength { return true }
            }
        } else if let row, column == x {
            var vertical: [UInt8] = []
            if y > row {
                ANSI.appendSequence(y - row, final: UInt8(ascii: "B"), to: &vertical)
            } else {
                ANSI.appendSequence(row - y, final: UInt8(ascii: "A"), to: &vertical)
            }
            consider(vertical)
        }
        bytes += best
        return false
    }

    /// CUP: `ESC [ row ; column H`, shortened to `ESC [ row H` in the first column and `ESC [ H` at home.
    private static func absolute(_ x: Int, _ y: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        ANSI.appendCSI(to: &bytes)
        if x == 0 && y == 0 {
            bytes.append(UInt8(ascii: "H"))
            return bytes
        }
        ANSI.appendDecimal(y + 1, to: &bytes)
        if x > 0 {
            bytes.append(UInt8(ascii: ";"))
            ANSI.appendDecimal(x + 1, to: &bytes)
        }
        bytes.append(UInt8(ascii: "H"))
        return bytes
    }

}
