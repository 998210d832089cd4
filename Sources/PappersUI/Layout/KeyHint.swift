import PappersCanvas

/// One key and what it does, for a screen's footer.
public struct KeyHint: Sendable {
    public let key: String
    public let action: String
    /// The key does not count yet: it is drawn unlit, and `action` is the fill of the wait.
    public let isWaiting: Bool

    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
        self.isWaiting = false
    }

    /// `key` while it waits: `stepsLeft` of `steps` cells still to fill (`MainKeyGuard`), drawn `██────`
    /// (`##----` in an ASCII locale).
    public init(waiting key: String, stepsLeft: Int, of steps: Int) {
        self.key = key
        let left = max(0, min(steps, stepsLeft))
        self.action = String(repeating: "█", count: steps - left) + String(repeating: "─", count: left)
        self.isWaiting = true
    }
}

/// The keys footer: every screen shows its keys on its last row (the row its caller gives). Hints that do not
/// fit are dropped from the end, so list the most important first.
enum Footer {
    static func draw(_ hints: [KeyHint], into grid: inout Grid, row: Rect, theme: Theme) {
        guard row.height > 0 else { return }
        grid.fill(row.row(0), style: theme.footer)
        var pieces: [KeyHint] = []
        var used = 0
        for hint in hints {
            let extra = (pieces.isEmpty ? 1 : 3) + hint.key.count + 1 + hint.action.count
            if used + extra > row.width { break }
            pieces.append(hint)
            used += extra
        }
        var x = row.inset(left: 1).x
        for (index, hint) in pieces.enumerated() {
            if index > 0 { x = grid.text(" · ", x: x, y: row.y, style: theme.footer) }
            x = grid.text(hint.key, x: x, y: row.y, style: hint.isWaiting ? theme.footer : theme.footerKey)
            x = grid.text(" " + hint.action, x: x, y: row.y, style: theme.footer)
        }
    }
}
