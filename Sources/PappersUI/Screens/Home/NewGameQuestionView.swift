import PappersApp
import PappersCanvas

/// The question "New game" asks over the home screen while a game is in progress: which game waits, and
/// Continue (the default) or New game.
enum NewGameQuestionView {
    static func draw(_ question: NewGameQuestion, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let games = context.model.savedGames
        guard let newest = games.first else { return }
        let width = min(grid.width - 2, 56)
        let title = games.count > 1
            ? context.text(.questionSeveral, ["n": "\(games.count)"]) : context.text(.questionOne)
        var lines = Wrap.lines(title, width: width - 4)
        lines += Wrap.lines(context.text(.savedGame, ["id": "\(newest.id)"]) + ": " + newest.scoresLine, width: width - 4)
            .prefix(2)
        let height = lines.count + 5
        let x = (grid.width - width) / 2
        let y = max(0, (grid.height - height) / 2)
        Box.draw(into: &grid, x: x, y: y, width: width, height: height, style: theme.selected)
        for (index, line) in lines.enumerated() {
            grid.centred(line, y: y + 1 + index, style: index == 0 ? theme.selected.bolded() : theme.selected,
                         x: x, width: width)
        }
        let labels = [context.text(.questionContinue), context.text(.homeNewGame)]
        for (index, label) in labels.enumerated() {
            let chosen = index == question.cursor
            let style = chosen ? theme.menu.bolded() : theme.selected
            let text = Grid.fit((chosen ? "▶ " : "  ") + label, columns: width - 4)
            grid.fill(x: x + 1, y: y + lines.count + 2 + index, width: width - 2, height: 1, style: style)
            grid.text(text, x: x + 2, y: y + lines.count + 2 + index, style: style)
        }
        Footer.draw([
            KeyHint(context.text(.keyEnter), context.text(.actionChoose)),
            KeyHint(context.text(.keyArrows), context.text(.actionMove)),
            KeyHint("c", context.text(.actionContinue)), KeyHint("n", context.text(.actionNewGame)),
            KeyHint(context.text(.keyEsc), context.text(.actionBack)),
        ], into: &grid, row: grid.height - 1, theme: theme)
    }
}
