import PappersApp
import PappersCanvas

/// The games in progress, newest first, to choose the one to continue.
enum SavedGamesScreenView {
    static func draw(_ list: SavedGamesScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        let games = context.model.savedGames
        let top = area.height >= 20 ? 2 : 1
        grid.centred(context.text(.savedTitle), in: area.row(top).inset(horizontal: 1), style: theme.menuTitle)
        let rows = area.inset(top: top + 2, bottom: 2).inset(horizontal: 2).centred(width: 64)
        let cursor = min(list.cursor, max(0, games.count - 1))
        let window = ScrollWindow(count: games.count, in: rows, cursor: cursor)
        for index in window.indices {
            let game = games[index]
            let selected = index == cursor
            let style = selected ? theme.selected : theme.menu
            let name = context.text(.savedGame(id: game.id))
            let line = window.row(of: index)
            grid.fill(line, style: style)
            grid.text((selected ? "▶ " : "  ") + name + "  " + game.scoresLine, in: line.inset(horizontal: 1), style: style)
        }
        window.drawMarks(into: &grid, style: theme.menuHint, context)
        Footer.draw([
            KeyHint(context.text(.keyEnter), context.text(.actionContinue)),
            KeyHint(context.text(.keyArrows), context.text(.actionMove)),
            KeyHint(context.text(.keyEsc), context.text(.actionBack)),
        ], into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
