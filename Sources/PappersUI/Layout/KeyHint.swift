import PappersCanvas

/// One key and what it does, for a screen's footer.
public struct KeyHint: Sendable {
    public let key: String
    public let action: String

    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}

/// The keys footer: every screen shows its keys on its last row. Hints that do not fit are dropped from
/// the end, so list the most important first.
enum Footer {
    static func draw(_ hints: [KeyHint], into grid: inout Grid, row: Int, theme: Theme) {
        grid.fill(x: 0, y: row, width: grid.width, height: 1, style: theme.footer)
        var pieces: [KeyHint] = []
        var width = 0
        for hint in hints {
            let extra = (pieces.isEmpty ? 1 : 3) + hint.key.count + 1 + hint.action.count
            if width + extra > grid.width { break }
            pieces.append(hint)
            width += extra
        }
        var x = 1
        for (index, hint) in pieces.enumerated() {
            if index > 0 { x = grid.text(" · ", x: x, y: row, style: theme.footer) }
            x = grid.text(hint.key, x: x, y: row, style: theme.footerKey)
            x = grid.text(" " + hint.action, x: x, y: row, style: theme.footer)
        }
    }
}
