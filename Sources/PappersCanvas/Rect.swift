/// A rectangle of cells: the area a view draws into, as Ratatui's widgets render into `area: Rect`.
///
/// It lives in PappersCanvas, next to `Grid` and `Size`, because it is the grid's geometry and nothing more: the
/// grid's own drawing takes areas (`Grid+Rect.swift`), and a module that draws grids needs no screen to use it.
/// The screens in PappersUI get their area from their caller and cut it into rows, columns, margins and centred
/// boxes, instead of computing positions from the terminal's size.
///
/// Sizes are never negative: a width or height below zero becomes zero, and every operation that would leave a
/// negative size (an inset wider than the area, a split longer than it) leaves an empty area instead, so a tiny
/// terminal draws less rather than crashing. Nothing here clips to a grid unless asked (`intersection`); drawing
/// on a grid clips at its edges anyway.
public struct Rect: Equatable, Hashable, Sendable {
    /// The first column and row.
    public let x: Int
    public let y: Int
    /// Columns and rows, never negative.
    public let width: Int
    public let height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A terminal's (or a grid's) whole area, from the top-left corner.
    public init(_ size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    /// The column after the last.
    public var right: Int { x + width }
    /// The row after the last.
    public var bottom: Int { y + height }
    /// Whether the area has no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    // MARK: Margins

    /// The area less `top` rows at the top, `bottom` at the bottom, and so many columns at each side.
    /// Insets larger than the area leave it empty (never negative); a negative inset grows the area on that side
    /// ("the bottom half and the row above it" is `halves.bottom.inset(top: -1)`).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// The area less `horizontal` columns on the left and on the right, and `vertical` rows above and below.
    public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
        inset(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The area less a margin of `margin` cells on every side: the inside of a border when `margin` is 1.
    public func inset(by margin: Int) -> Rect { inset(horizontal: margin, vertical: margin) }

    // MARK: Rows

    /// The row `index` rows down from the top (0 is the first row), as an area one row high, or an empty area
    /// when the row is not inside this one.
    public func row(_ index: Int) -> Rect {
        Rect(x: x, y: y + index, width: width, height: index >= 0 && index < height ? 1 : 0)
    }

    /// The row `index` rows up from the bottom, counted as people count from the bottom: 1 is the last row.
    /// Empty when the row is not inside this area.
    public func row(fromBottom index: Int) -> Rect { row(height - index) }

    /// The first `rows` rows, and the rest below them. When the area is shorter, the top gets all of it.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: taken),
                Rect(x: x, y: y + taken, width: width, height: height - taken))
    }

    /// The rest above the last `rows` rows, and those rows. When the area is shorter, the bottom gets all of it.
    public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let (rest, bottom) = splitTop(height - min(max(0, rows), height))
        return (rest, bottom)
    }

    /// The area cut in two at its middle row: the top gets half the rows, rounded down, so an odd row goes to
    /// the bottom half, which begins on the middle row.
    public var halves: (top: Rect, bottom: Rect) {
        let (top, rest) = splitTop(height / 2)
        return (top, rest)
    }

    // MARK: Columns

    /// The rest on the left of the last `columns` columns, and those columns, with `gap` columns between them
    /// belonging to neither. When the area is narrower, the right gets what there is and the rest is empty.
    public func splitRight(_ columns: Int, gap: Int = 0) -> (rest: Rect, right: Rect) {
        let taken = min(max(0, columns), width)
        return (Rect(x: x, y: y, width: width - taken - max(0, gap), height: height),
                Rect(x: right - taken, y: y, width: taken, height: height))
    }

    /// `count` columns `width` wide with `spacing` columns between them, centred as one block in this area
    /// (as `centred(width:)` does), each as tall as the area. The block is not shrunk: it may overflow an area
    /// too narrow for it, starting at the area's left edge.
    public func columns(_ count: Int, width columnWidth: Int, spacing: Int) -> [Rect] {
        let count = max(0, count), columnWidth = max(0, columnWidth), spacing = max(0, spacing)
        let total = count * columnWidth + max(0, count - 1) * spacing
        let left = x + max(0, (width - total) / 2)
        return (0..<count).map { Rect(x: left + $0 * (columnWidth + spacing), y: y, width: columnWidth, height: height) }
    }

    // MARK: Centring

    /// An area `width` columns wide (at most this area's width), centred across this one, as tall as this one.
    /// When the spare columns are odd, the extra one goes on the right (as `Grid.centred` places text).
    public func centred(width wanted: Int) -> Rect {
        let columns = min(max(0, wanted), width)
        return Rect(x: x + (width - columns) / 2, y: y, width: columns, height: height)
    }

    /// An area `height` rows tall (at most this area's height), centred down this one, as wide as this one.
    /// When the spare rows are odd, the extra one goes below.
    public func centred(height wanted: Int) -> Rect {
        let rows = min(max(0, wanted), height)
        return Rect(x: x, y: y + (height - rows) / 2, width: width, height: rows)
    }

    /// A box of `width` by `height` (each at most this area's) in the middle of this area.
    public func centred(width: Int, height: Int) -> Rect { centred(width: width).centred(height: height) }

    // MARK: Clamping

    /// The cells both areas share; empty (at this area's corner) when they do not meet. Clamp an area to a
    /// grid with `area.intersection(grid.area)`.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(self.right, other.right), bottom = min(self.bottom, other.bottom)
        guard left < right, top < bottom else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
