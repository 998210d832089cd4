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
        Footer.draw(context.hints(HomeKeys.question, (), label: label), into: &grid, row: area.row(fromBottom: 1),
                    theme: theme)
    }

    /// The words of each key of the question, in its footer.
    static func label(_ action: HomeKeys.Question) -> StringKey {
        switch action {
        case .choose: .actionChoose
        case .move, .other: .actionMove
        case .pick(.continueSaved): .actionContinue
        case .pick(.newGame): .actionNewGame
        case .back: .actionBack
        }
    }
}
