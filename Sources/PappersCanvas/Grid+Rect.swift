import PappersText

/// Drawing into areas: what views use instead of counting columns from the grid's size.
extension Grid {
    /// The whole grid as an area.
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Paints an area's background: every cell becomes a space in `style` (clipped at the grid's edges).
    public mutating func fill(_ area: Rect, style: Style) {
        fill(x: area.x, y: area.y, width: area.width, height: area.height, style: style)
    }

    /// Where text goes across an area's row.
    public enum Alignment: Sendable {
        case leading, centre, trailing
    }

    /// Writes `text` on the first row of `area`, shortened with an ellipsis to the area's width, at its left
    /// edge, centred (an odd spare column on the right), or against its right edge. An empty area draws nothing.
    public mutating func text(_ text: String, in area: Rect, style: Style, alignment: Alignment = .leading) {
        guard area.height > 0 else { return }
        let fitted = Grid.fit(text, columns: area.width)
        let spare = area.width - TextWidth.columns(of: fitted)
        let x = switch alignment {
        case .leading: area.x
        case .centre: area.x + spare / 2
        case .trailing: area.x + spare
        }
        self.text(fitted, x: x, y: area.y, style: style)
    }

    /// Writes `text` centred on the first row of `area`, shortened to fit: `text(_:in:style:alignment: .centre)`.
    public mutating func centred(_ text: String, in area: Rect, style: Style) {
        self.text(text, in: area, style: style, alignment: .centre)
    }

    /// Draws another grid with its top row on `row`'s first row, centred across `row`'s width (as
    /// `Rect.centred(width:)` places it); rows below run on down, clipped only at the grid's edges.
    public mutating func draw(_ other: Grid, centredOn row: Rect) {
        let place = row.centred(width: other.width)
        draw(other, x: place.x, y: place.y)
    }
}
