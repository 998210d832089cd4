import PappersApp
import PappersCanvas

/// The games in progress, newest first, to choose the one to continue.
enum SavedGamesScreenView {
    static func render(_ list: SavedGamesScreen, _ context: ScreenContext) -> Grid {
        let theme = context.theme
        var grid = context.canvas(theme.menu)
        let size = context.size
        let games = context.model.savedGames
        var row = size.height >= 20 ? 2 : 1
        grid.centred(Grid.fit(context.text(.savedTitle), columns: size.width - 2), y: row, style: theme.menuTitle)
        row += 2
        let width = min(size.width - 4, 64)
        let x = (size.width - width) / 2
        let visible = max(1, size.height - 2 - row)
        let cursor = min(list.cursor, max(0, games.count - 1))
        let first = ScrollWindow.first(count: games.count, height: visible, cursor: cursor)
        for (index, game) in games.enumerated().dropFirst(first).prefix(visible) {
            let selected = index == cursor
            let style = selected ? theme.selected : theme.menu
            let name = context.text(.savedGame, ["id": "\(game.id)"])
            grid.fill(x: x, y: row, width: width, height: 1, style: style)
            grid.text(Grid.fit((selected ? "▶ " : "  ") + name + "  " + game.scoresLine, columns: width - 2),
                      x: x + 1, y: row, style: style)
            row += 1
        }
        Footer.draw([
            KeyHint(context.text(.keyEnter), context.text(.actionContinue)),
            KeyHint(context.text(.keyArrows), context.text(.actionMove)),
            KeyHint(context.text(.keyEsc), context.text(.actionBack)),
        ], into: &grid, row: size.height - 1, theme: theme)
        return grid
    }
}
