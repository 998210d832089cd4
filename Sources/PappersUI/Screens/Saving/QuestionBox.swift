import PappersCanvas

/// A question over every screen, as a box in the middle: its title, its text, one row per choice
/// (`key: action`), and the footer with every key it takes (`Footer.drawEveryKey`). The saving questions use it.
enum QuestionBox {
    /// A choice: its key, the keys that do the same in the footer ("w/Enter"), and what it does.
    struct Choice {
        let key: String
        let footerKey: String
        let action: String
    }

    /// The width of its text, for wrapping the lines before `draw`.
    static func textWidth(in area: Rect) -> Int { column(in: area).inset(horizontal: 2).width }

    static func draw(
        title: String, lines: [String], choices: [Choice], in area: Rect, into grid: inout Grid, theme: Theme
    ) {
        let footer = area.splitBottom(1).1
        let box = column(in: area).centred(height: lines.count + choices.count + 5)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        grid.centred(title, in: box.row(1).inset(horizontal: 1), style: theme.selected.bolded())
        // The text under the title and a blank row, the choices at the bottom of the box, a blank row between.
        let (upper, rows) = inside.splitBottom(choices.count)
        let text = upper.inset(top: 2, left: 1, bottom: 1, right: 1)
        for (index, line) in lines.enumerated() where !text.row(index).isEmpty {
            grid.text(line, x: text.x, y: text.row(index).y, style: theme.selected)
        }
        for (index, choice) in choices.enumerated() where !rows.row(index).isEmpty {
            grid.text("\(choice.key): \(choice.action)", in: rows.row(index).inset(horizontal: 1), style: theme.selected)
        }
        Footer.drawEveryKey(choices.map { KeyHint($0.footerKey, $0.action) }, into: &grid, row: footer, theme: theme)
    }

    /// The rows above the footer that the box may take.
    static func height(in area: Rect) -> Int { area.splitBottom(1).0.height }

    private static func column(in area: Rect) -> Rect { area.splitBottom(1).0.centred(width: 64) }
}
