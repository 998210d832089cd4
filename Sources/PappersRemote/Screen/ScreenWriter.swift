import PappersCanvas

/// Turns grids into the bytes that show them on a remote seat's terminal, as curses does for the local one:
/// each frame is diffed against the last grid written, so an idle countdown sends a few bytes a second.
///
/// One writer per terminal, kept with its connection: it remembers the last grid it wrote, the colour depth,
/// and where it left the cursor and which SGR pen is set, so that the next frame sends only what changed.
/// - Cells are compared as whole units (`ScreenUnit`): a wide character is written whole, in one go, never
///   half of one; the continuation cell after it is skipped.
/// - SGR is sent only when what shows changes (`Pen`), at the seat's depth: 24-bit, 256, 8, or none
///   (attributes only). A role becomes its hue at the depth, as on the local terminal.
/// - Autowrap is off while the seat plays (`enter`), so writing the bottom-right cell never scrolls the screen,
///   and a grid wider or taller than the terminal overwrites its last column or row instead of scrolling.
/// - A grid of another size, another depth, or after `invalidate()` (the terminal changed size), is drawn
///   whole: the screen is cleared and every cell that is not blank is written.
/// - No byte a cell holds is ever sent as a control: C0, C1, DEL and format characters become `placeholder`.
public struct ScreenWriter: Sendable {
    /// Shown instead of what a cell cannot show in its columns: U+FFFD, as `Grid.printable` does.
    public static let placeholder: Character = "\u{FFFD}"

    /// The seat's colour depth; a change redraws the whole screen at the next frame.
    public var depth: ColourDepth {
        didSet { if depth != oldValue { invalidate() } }
    }

    /// The last grid written, as the terminal shows it now; nil before the first frame and after `invalidate()`.
    public private(set) var shown: Grid?
    private var pen: Pen?
    /// Where the cursor is, as far as it is known: its row, and its column when that is sure.
    private var row: Int?
    private var column: Int?

    public init(depth: ColourDepth) {
        self.depth = depth
    }

    /// Forgets what the terminal shows, so the next frame redraws it whole: after the terminal changed size
    /// (it may have reflowed or cleared the screen), or anything else wrote to it.
    public mutating func invalidate() {
        shown = nil
        pen = nil
        row = nil
        column = nil
    }

    /// The bytes that bring the terminal from the last grid written to `grid`; empty when nothing changed.
    public mutating func frame(_ grid: Grid) -> [UInt8] {
        var bytes: [UInt8] = []
        let previous: Grid?
        if let shown, shown.width == grid.width, shown.height == grid.height {
            previous = shown
        } else {
            previous = nil
        }
        if previous == nil {
            // Synchronised output (mode 2026) keeps a whole redraw from flickering where the terminal knows it;
            // others ignore it.
            ANSI.appendPrivateMode(2026, on: true, to: &bytes)
            ANSI.appendPrivateMode(7, on: false, to: &bytes)
            Pen.plain.appendTransition(from: nil, to: &bytes)
            ANSI.appendSequence(1, final: UInt8(ascii: "H"), to: &bytes)
            ANSI.appendSequence(2, final: UInt8(ascii: "J"), to: &bytes)
            pen = .plain
            row = 0
            column = 0
        }
        for y in 0..<grid.height {
            if let previous, Self.sameBits(row: y, of: previous, grid) { continue }
            writeRow(y, of: grid, previous: previous, to: &bytes)
        }
        if previous == nil { ANSI.appendPrivateMode(2026, on: false, to: &bytes) }
        shown = grid
        return bytes
    }

    /// The bytes `frame(grid)` would return, taken from `diffs` when a writer in this one's state already computed
    /// them for the same grid (this writer then takes that writer's state after it), else computed and kept there.
    public mutating func frame(_ grid: Grid, sharing diffs: inout FrameDiffs) -> [UInt8] {
        if let entry = diffs.take(for: self, grid) {
            self = entry.after
            return entry.bytes
        }
        let before = self
        let bytes = frame(grid)
        diffs.record(FrameDiffs.Entry(before: before, grid: grid, after: self, bytes: bytes))
        return bytes
    }

    /// Whether `other` writes what this writer would for any grid: the same depth, pen and cursor, and the very
    /// grid last written (`Grid.hasSameCells(as:)`), or none.
    func isInSameState(as other: ScreenWriter) -> Bool {
        guard depth == other.depth, pen == other.pen, row == other.row, column == other.column else { return false }
        switch (shown, other.shown) {
        case (nil, nil): return true
        case (let mine?, let theirs?): return mine.hasSameCells(as: theirs)
        default: return false
        }
    }

    /// The bytes that bring a terminal from `previous` (nil: unknown, or another size) to `grid` at `depth`,
    /// with nothing known of its cursor or pen.
    public static func bytes(from previous: Grid?, to grid: Grid, depth: ColourDepth) -> [UInt8] {
        var writer = ScreenWriter(depth: depth)
        writer.shown = previous
        return writer.frame(grid)
    }

    /// What a seat's terminal is sent when it starts: the alternate screen, the cursor hidden, bracketed paste
    /// on (so a pasted line break is no Enter), autowrap off.
    public static let enter: [UInt8] = {
        var bytes: [UInt8] = []
        ANSI.appendPrivateMode(1049, on: true, to: &bytes)
        ANSI.appendPrivateMode(25, on: false, to: &bytes)
        ANSI.appendPrivateMode(2004, on: true, to: &bytes)
        ANSI.appendPrivateMode(7, on: false, to: &bytes)
        return bytes
    }()

    /// What it is sent when it leaves: attributes reset, autowrap back on, bracketed paste off, the cursor shown,
    /// and the screen it had before (the alternate screen left).
    public static let leave: [UInt8] = {
        var bytes: [UInt8] = []
        Pen.plain.appendTransition(from: nil, to: &bytes)
        ANSI.appendPrivateMode(7, on: true, to: &bytes)
        ANSI.appendPrivateMode(2004, on: false, to: &bytes)
        ANSI.appendPrivateMode(25, on: true, to: &bytes)
        ANSI.appendPrivateMode(1049, on: false, to: &bytes)
        return bytes
    }()

    private mutating func writeRow(_ y: Int, of grid: Grid, previous: Grid?, to bytes: inout [UInt8]) {
        let sameBits = previous.map { Self.sameBits(cellsOf: y, of: $0, grid) } ?? []
        var x = 0
        while x < grid.width {
            if let previous, sameBits[x] && (x + 1 == grid.width || sameBits[x + 1]) && (x == 0 || sameBits[x - 1])
                || Self.unchanged(x: x, y: y, from: previous, to: grid) {
                x += 1
                continue
            }
            guard let unit = ScreenUnit.at(x: x, y: y, in: grid, depth: depth) else {
                x += 1
                continue
            }
            // A cleared screen holds blanks; a covered column of the previous grid is no unit to keep.
            let before = previous.map { ScreenUnit.at(x: x, y: y, in: $0, depth: depth) } ?? .blank
            if before == unit {
                x += unit.width
                continue
            }
            moveCursor(to: x, y, in: grid, to: &bytes)
            write(unit, at: x, y, gridWidth: grid.width, to: &bytes)
            x += unit.width
        }
    }

    /// Whether row `y` holds the same cells, bit for bit, in both grids of one width. Cells with the same bits
    /// are the same cells, so such a row shows the same units and nothing of it is written; comparing the bits
    /// costs a fraction of comparing the cells (characters are strings). A row whose bits differ is compared
    /// cell by cell (`writeRow`), and writes nothing if its cells are the same after all.
    private static func sameBits(row y: Int, of previous: Grid, _ grid: Grid) -> Bool {
        let size = MemoryLayout<Cell>.size, stride = MemoryLayout<Cell>.stride
        return previous.cells.withUnsafeBytes { old in
            grid.cells.withUnsafeBytes { new in
                for x in y * grid.width..<(y + 1) * grid.width {
                    var offset = x * stride
                    let end = offset + size
                    while offset + 8 <= end {
                        let words = (old.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                                     new.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                        if words.0 != words.1 { return false }
                        offset += 8
                    }
                    while offset < end {
                        if old[offset] != new[offset] { return false }
                        offset += 1
                    }
                }
                return true
            }
        }
    }

    /// Whether column `x` shows the same unit in both grids, from the cells alone: the unit at a column depends
    /// on its cell, whether the next cell continues it, and for a continuation cell, the cell before.
    /// For each cell of row `y`, whether it has the same bits in both grids of one width: then it is the same
    /// cell, found without comparing its character as a string. A cell with the same bits as its neighbours
    /// on both sides is `unchanged`.
    private static func sameBits(cellsOf y: Int, of previous: Grid, _ grid: Grid) -> [Bool] {
        let size = MemoryLayout<Cell>.size, stride = MemoryLayout<Cell>.stride
        return previous.cells.withUnsafeBytes { old in
            grid.cells.withUnsafeBytes { new in
                (y * grid.width..<(y + 1) * grid.width).map { x in
                    var offset = x * stride
                    let end = offset + size
                    while offset + 8 <= end {
                        if old.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                            != new.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                        offset += 8
                    }
                    while offset < end {
                        if old[offset] != new[offset] { return false }
                        offset += 1
                    }
                    return true
                }
            }
        }
    }

    private static func unchanged(x: Int, y: Int, from previous: Grid, to grid: Grid) -> Bool {
        guard previous[x, y] == grid[x, y] else { return false }
        if x + 1 < grid.width, previous[x + 1, y].isContinuation != grid[x + 1, y].isContinuation { return false }
        if grid[x, y].isContinuation, x > 0, previous[x - 1, y] != grid[x - 1, y] { return false }
        return true
    }

    private mutating func moveCursor(to x: Int, _ y: Int, in grid: Grid, to bytes: inout [UInt8]) {
        if row == y, column == x { return }
        let gap = row == y ? column.flatMap { $0 < x ? gapBytes(from: $0, to: x, y, in: grid) : nil } : nil
        if CursorMove.append(fromRow: row, column: column, to: x, y, gapBytes: gap, to: &bytes) {
            // Rewriting the cells in between, already right on screen, is shorter than moving over them.
            for between in column!..<x {
                Glyph.append(ScreenUnit.at(x: between, y: y, in: grid, depth: depth)!.content, to: &bytes)
            }
        }
        row = y
        column = x
    }

    /// What writing the cells from column `from` up to `to` would cost, when they can be written as they are:
    /// one column each, in the pen already set. Only short gaps are worth measuring.
    private func gapBytes(from: Int, to: Int, _ y: Int, in grid: Grid) -> Int? {
        guard to - from <= 8, let pen else { return nil }
        var total = 0
        for column in from..<to {
            guard let unit = ScreenUnit.at(x: column, y: y, in: grid, depth: depth), unit.width == 1,
                  unit.pen == pen, case .glyph(let character) = unit.content, character.isASCII
            else { return nil }
            total += 1
        }
        return total
    }

    private mutating func write(_ unit: ScreenUnit, at x: Int, _ y: Int, gridWidth: Int, to bytes: inout [UInt8]) {
        unit.pen.appendTransition(from: pen, to: &bytes)
        pen = unit.pen
        Glyph.append(unit.content, to: &bytes)
        // After the last column the cursor stays put or not depending on the terminal, and after a wide
        // character a terminal that measures it otherwise is a column off: the next move gives the column. With
        // autowrap off the row is sure.
        column = unit.width == 2 || x + unit.width >= gridWidth ? nil : x + unit.width
    }
}
