import PappersCanvas

/// One key and what it does, for a screen's footer.
public struct KeyHint: Sendable {
    public let key: String
    public let action: String
    /// The key does not count yet: it is drawn unlit, and `action` is the fill of the wait.
    public let isWaiting: Bool
    /// The footer keeps this hint when it drops others for want of room (the way out of a screen, say).
    public let isEssential: Bool

    public init(_ key: String, _ action: String, essential: Bool = false) {
        self.key = key
        self.action = action
        self.isWaiting = false
        self.isEssential = essential
    }

    /// `key` while it waits: `stepsLeft` of `steps` cells still to fill (`MainKeyGuard`), drawn `██────`
    /// (`##----` in an ASCII locale).
    public init(waiting key: String, stepsLeft: Int, of steps: Int) {
        self.key = key
        let left = max(0, min(steps, stepsLeft))
        self.action = String(repeating: "█", count: steps - left) + String(repeating: "─", count: left)
        self.isWaiting = true
        self.isEssential = true
    }

    /// The columns the hint takes alone: its key, then a space and its action when it has one.
    var columns: Int { key.count + (action.isEmpty ? 0 : 1 + action.count) }
}

/// The keys footer: every screen shows its keys on its last row (the row its caller gives). Hints that do not
/// fit are dropped from the end, so list the most important first; an essential hint (and a waiting one) is
/// kept in its place while others after or before it give way.
enum Footer {
    static func draw(_ hints: [KeyHint], into grid: inout Grid, row: Rect, theme: Theme) {
        guard row.height > 0 else { return }
        grid.fill(row.row(0), style: theme.footer)
        // The essential hints first, then the others in order while they fit; shown in the given order.
        var kept = Set<Int>()
        var used = 0
        for index in hints.indices.filter({ hints[$0].isEssential }) + hints.indices.filter({ !hints[$0].isEssential }) {
            let extra = (kept.isEmpty ? 1 : 3) + hints[index].columns
            if used + extra > row.width {
                if hints[index].isEssential { continue } else { break }
            }
            kept.insert(index)
            used += extra
        }
        let pieces = hints.indices.filter(kept.contains).map { hints[$0] }
        var x = row.inset(left: 1).x
        for (index, hint) in pieces.enumerated() {
            if index > 0 { x = grid.text(" · ", x: x, y: row.y, style: theme.footer) }
            x = grid.text(hint.key, x: x, y: row.y, style: hint.isWaiting ? theme.footer : theme.footerKey)
            if !hint.action.isEmpty { x = grid.text(" " + hint.action, x: x, y: row.y, style: theme.footer) }
        }
    }

    /// As `draw`, for a question whose every key must stay in sight: the keys alone when their words do not
    /// all fit.
    static func drawEveryKey(_ hints: [KeyHint], into grid: inout Grid, row: Rect, theme: Theme) {
        let width = hints.reduce(-2) { $0 + 3 + $1.columns }
        draw(width > row.width ? hints.map { KeyHint($0.key, "") } : hints, into: &grid, row: row, theme: theme)
    }
}
