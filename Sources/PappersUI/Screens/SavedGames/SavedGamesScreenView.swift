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
        let visible = max(1, rows.height)
        let cursor = min(list.cursor, max(0, games.count - 1))
        let first = ScrollWindow.first(count: games.count, height: visible, cursor: cursor)
        for (index, game) in games.enumerated().dropFirst(first).prefix(visible) {
            let selected = index == cursor
            let style = selected ? theme.selected : theme.menu
            let name = context.text(.savedGame, ["id": "\(game.id)"])
            let line = rows.row(index - first)
            grid.fill(line, style: style)
            grid.text((selected ? "▶ " : "  ") + name + "  " + game.scoresLine, in: line.inset(horizontal: 1), style: style)
        }
        Footer.draw([
            KeyHint(context.text(.keyEnter), context.text(.actionContinue)),
            KeyHint(context.text(.keyArrows), context.text(.actionMove)),
            KeyHint(context.text(.keyEsc), context.text(.actionBack)),
        ], into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
