import PappersApp
import PappersCanvas

/// The question "New game" asks over the home screen while a game is in progress: which game waits, and
/// Continue (the default) or New game.
enum NewGameQuestionView {
    static func draw(_ question: NewGameQuestion, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let games = context.model.savedGames
        guard let newest = games.first else { return }
        let column = area.inset(horizontal: 1).centred(width: 56)
        let textWidth = column.inset(horizontal: 2).width
        let title = games.count > 1
            ? context.text(.questionSeveral(n: games.count)) : context.text(.questionOne)
        var lines = Wrap.lines(title, width: textWidth)
        lines += Wrap.lines(context.text(.savedGame(id: newest.id)) + ": " + newest.scoresLine, width: textWidth)
            .prefix(2)
        let box = column.centred(height: lines.count + 5)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        for (index, line) in lines.enumerated() {
            grid.centred(line, in: box.row(1 + index), style: index == 0 ? theme.selected.bolded() : theme.selected)
        }
        let labels = [context.text(.questionContinue), context.text(.homeNewGame)]
        for (index, label) in labels.enumerated() {
            let chosen = index == question.cursor
            let style = chosen ? theme.menu.bolded() : theme.selected
            let line = inside.row(lines.count + 1 + index)
            grid.fill(line, style: style)
            grid.text((chosen ? "▶ " : "  ") + label, in: line.inset(horizontal: 1), style: style)
        }
        Footer.draw([
            KeyHint(context.text(.keyEnter), context.text(.actionChoose)),
            KeyHint(context.text(.keyArrows), context.text(.actionMove)),
            KeyHint("c", context.text(.actionContinue)), KeyHint("n", context.text(.actionNewGame)),
            KeyHint(context.text(.keyEsc), context.text(.actionBack)),
        ], into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
