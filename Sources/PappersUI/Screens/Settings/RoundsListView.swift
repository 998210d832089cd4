import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// The settings' list of rounds, over the settings: each round's number, name and rule, then "add a round".
enum RoundsListView {
    static func draw(cursor: Int, moving: Bool, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let rounds = context.model.chosenRounds
        let canAdd = rounds.count < Preferences.Limits.rounds.upperBound
        let rows = rounds.count + (canAdd ? 1 : 0)
        let (above, footer) = area.splitBottom(1)
        let box = above.inset(by: 1).centred(width: 70, height: rows + 6)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        grid.centred(context.text(.roundsTitle), in: box.row(1), style: theme.selected)
        let (list, hintRows) = inside.inset(top: 1).splitBottom(2)
        let window = ScrollWindow(count: rows, in: list, cursor: cursor)
        for index in window.indices {
            let line = window.row(of: index)
            let style = index == cursor ? theme.menu.bolded() : theme.selected
            grid.fill(line, style: style)
            let text = line.inset(horizontal: 1)
            guard index < rounds.count else {
                grid.text(context.text(.roundsAdd), in: text, style: style)
                continue
            }
            let kind = rounds[index]
            let marked = moving ? "↑ \(context.roundName(kind)) ↓" : "◀ \(context.roundName(kind)) ▶"
            let name = "\(index + 1). " + (index == cursor ? marked : context.roundName(kind))
            let rule = context.roundRule(kind)
            // The name whole, and the rule when it fits whole beside it (a narrow screen shows names only).
            let room = text.width - TextWidth.columns(of: name) - 1
            guard TextWidth.columns(of: rule) <= room else {
                grid.text(name, in: text, style: style)
                continue
            }
            let (nameArea, ruleArea) = text.splitRight(TextWidth.columns(of: rule), gap: 1)
            grid.text(name, in: nameArea, style: style)
            grid.text(rule, in: ruleArea, style: style, alignment: .trailing)
        }
        window.drawMarks(into: &grid, style: theme.selected.bolded(), context)
        let hint = Wrap.lines(context.text(.roundsHint), width: hintRows.inset(horizontal: 1).width)
        for (index, line) in hint.prefix(2).enumerated() {
            grid.text(line, in: hintRows.row(index).inset(horizontal: 1), style: theme.selected)
        }
        let hints = moving
            ? [KeyHint(context.text(.keyArrows), context.text(.actionCarryRound)), KeyHint("m", context.text(.actionPutDown))]
            : [KeyHint("←→", context.text(.actionChange)), KeyHint(context.text(.keyArrows), context.text(.actionMove)),
               KeyHint("m", context.text(.actionReorder)), KeyHint("x", context.text(.actionRemove)),
               KeyHint(context.text(.keyEnter), context.text(.actionClose))]
        Footer.draw(hints, into: &grid, row: footer, theme: theme)
    }
}
