import PappersApp
import PappersCanvas
import PappersText

/// The bar of an on-screen replay, over the screen's own keys: where the replay is, and its keys.
public enum ReplayBarView {
    /// Draws the bar on the grid's last row.
    public static func draw(
        into grid: inout Grid, language: UILanguage, theme: Theme, speed: Double, action: Int, of total: Int,
        paused: Bool
    ) {
        draw(in: grid.area.row(fromBottom: 1), into: &grid, language: language, theme: theme, speed: speed,
             action: action, of: total, paused: paused)
    }

    /// Draws the bar on the first row of `bar`.
    public static func draw(
        in bar: Rect, into grid: inout Grid, language: UILanguage, theme: Theme, speed: Double, action: Int,
        of total: Int, paused: Bool
    ) {
        let strings = Strings(language)
        guard !bar.isEmpty else { return }
        var pieces = strings[.replayBar(speed: strings.decimal(format(speed)), n: action, total: total)]
            .split(separator: " · ").map(String.init)
        if action >= total { pieces.append(strings[.replayEnded]) } else if paused { pieces.append(strings[.replayPaused]) }
        grid.fill(bar, style: theme.footer)
        let inside = bar.inset(horizontal: 1)
        // Whole pieces only: on a narrow bar the first ones (the speed, then where it is) give way to the state.
        while pieces.count > 1, TextWidth.columns(of: pieces.joined(separator: " · ")) > inside.width { pieces.removeFirst() }
        let status = pieces.joined(separator: " · ")
        let end = grid.text(Grid.fit(status, columns: inside.width), x: inside.x, y: bar.y, style: theme.footerKey)
        let keys = [
            KeyHint(strings[.keySpace], strings[.actionPause]), KeyHint("→", strings[.actionNext]),
            KeyHint("+/-", strings[.actionSpeed]), KeyHint("q", strings[.actionQuit]),
        ]
        var x = end + 3
        for hint in keys {
            let piece = "\(hint.key) \(hint.action)"
            if x + piece.count + 3 > bar.right { break }
            x = grid.text(hint.key, x: x, y: bar.y, style: theme.footerKey)
            x = grid.text(" \(hint.action)", x: x, y: bar.y, style: theme.footer) + 3
        }
    }

    static func format(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }
}
