import PappersApp
import PappersCanvas

/// The home screen: the name big, a few choices.
enum HomeScreenView {
    static func render(_ home: HomeScreen, _ context: ScreenContext) -> Grid {
        let theme = context.theme
        var grid = context.canvas(theme.menu)
        let size = context.size
        var row = size.height >= 20 ? 2 : 1
        if let big = BigText.render("PAPPERS", width: size.width - 2, maxLines: 1, style: theme.menuTitle),
           size.height >= 18 {
            grid.draw(big, x: (size.width - big.width) / 2, y: row)
            row += big.height + 1
        } else {
            grid.centred("P A P P E R S", y: row, style: theme.menuTitle)
            row += 2
        }
        grid.centred(context.text(.homeTagline), y: row, style: theme.menuHint)
        row += size.height >= 20 ? 3 : 2
        let items = HomeScreen.items(savedGame: context.model.savedGameAvailable)
        let labels = items.map { label(of: $0, context) }
        let width = min(size.width - 4, (labels.map { $0.0.count + 6 }.max() ?? 20) + 4)
        for (index, (text, key)) in labels.enumerated() where row < size.height - 2 {
            let selected = index == min(home.cursor, items.count - 1)
            let style = selected ? theme.selected : theme.menu
            let x = (size.width - width) / 2
            grid.fill(x: x, y: row, width: width, height: 1, style: style)
            grid.text((selected ? "▶ " : "  ") + text, x: x + 1, y: row, style: style)
            grid.text(key, x: x + width - 1 - key.count, y: row, style: style)
            row += size.height >= 20 ? 2 : 1
        }
        let saved = context.model.savedGames.count
        if saved > 0, row < size.height - 2 {
            let line = saved > 1 ? context.text(.homeSavedGames, ["n": "\(saved)"]) : context.text(.homeSavedGame)
            grid.centred(Grid.fit(line, columns: size.width - 2), y: size.height - 3, style: theme.menuTitle)
        }
        if let question = home.question {
            NewGameQuestionView.draw(question, into: &grid, context)
            return grid
        }
        Footer.draw([
            KeyHint(context.text(.keyEnter), context.text(.actionChoose)), KeyHint(context.text(.keyArrows), context.text(.actionMove)),
            KeyHint("n", context.text(.actionNewGame)), KeyHint("s", context.text(.actionSettings)),
            context.helpHint, KeyHint("q", context.text(.actionQuit)),
        ], into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    private static func label(of item: HomeScreen.Item, _ context: ScreenContext) -> (String, String) {
        switch item {
        case .newGame: (context.text(.homeNewGame), "n")
        case .continueGame:
            (context.text(context.model.savedGames.count > 1 ? .homeContinueChoose : .homeContinue), "c")
        case .settings: (context.text(.homeSettings), "s")
        case .help: (context.text(.homeHelp), "?")
        case .quit: (context.text(.homeQuit), "q")
        }
    }
}
