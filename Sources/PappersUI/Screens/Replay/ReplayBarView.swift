import PappersApp
import PappersCanvas

/// The bar of an on-screen replay, over the screen's own keys: where the replay is, and its keys.
public enum ReplayBarView {
    public static func draw(
        into grid: inout Grid, language: UILanguage, theme: Theme, speed: Double, action: Int, of total: Int,
        paused: Bool
    ) {
        let strings = Strings(language)
        let row = grid.height - 1
        guard row >= 0 else { return }
        var status = strings[.replayBar, ["speed": format(speed), "n": String(action), "total": String(total)]]
        if action >= total { status += " · " + strings[.replayEnded] } else if paused { status += " · " + strings[.replayPaused] }
        grid.fill(x: 0, y: row, width: grid.width, height: 1, style: theme.footer)
        let end = grid.text(Grid.fit(status, columns: grid.width - 2), x: 1, y: row, style: theme.footerKey)
        let keys = [
            KeyHint(strings[.keySpace], strings[.actionPause]), KeyHint("→", strings[.actionNext]),
            KeyHint("+/-", strings[.actionSpeed]), KeyHint("q", strings[.actionQuit]),
        ]
        var x = end + 3
        for hint in keys {
            let piece = "\(hint.key) \(hint.action)"
            if x + piece.count + 3 > grid.width { break }
            x = grid.text(hint.key, x: x, y: row, style: theme.footerKey)
            x = grid.text(" \(hint.action)", x: x, y: row, style: theme.footer) + 3
        }
    }

    static func format(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }
}
