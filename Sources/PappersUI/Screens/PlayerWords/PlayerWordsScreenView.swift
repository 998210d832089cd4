import PappersApp
import PappersCanvas
import PappersPacks

/// Each player types words into the bowl, the others looking away.
enum PlayerWordsScreenView {
    static func render(_ words: PlayerWordsScreen, _ context: ScreenContext) -> Grid {
        let theme = context.theme
        let model = context.model
        var grid = context.canvas(theme.menu)
        let size = context.size
        let typist = words.typists[words.current]
        let player = model.roster[typist.team].players[typist.player]
        let team = model.roster[typist.team].name
        grid.centred(context.text(.wordsTitle), y: 0, style: theme.menuTitle)
        grid.centred(context.text(.wordsProgress, ["n": String(words.current + 1), "k": String(words.typists.count)]),
                     y: 1, style: theme.menuHint)
        let middle = size.height / 2
        if words.handingOver {
            grid.centred(context.text(.wordsHandOver, ["player": player, "team": team]), y: middle - 2, style: theme.menuTitle)
            if let big = BigText.render(player, width: size.width - 2, maxLines: 1, style: theme.menuTitle),
               size.height >= 16 {
                grid.draw(big, x: (size.width - big.width) / 2, y: middle - 1)
            }
            grid.centred(context.text(.wordsLookAway), y: size.height - 4, style: theme.warning)
            Footer.draw([KeyHint(context.mainKey, context.text(.actionReady)),
                         KeyHint(context.text(.keyEsc), context.text(.actionBack)), context.helpHint],
                        into: &grid, row: size.height - 1, theme: theme)
            return grid
        }
        let mine = words.typed[words.current]
        let prompt = context.text(.wordsPrompt, [
            "player": player, "n": String(mine.count + 1), "k": String(words.perPlayer),
        ])
        let width = min(size.width - 4, 64)
        let x = (size.width - width) / 2
        grid.text(Grid.fit(prompt, columns: width), x: x, y: middle - 3, style: theme.menu)
        grid.fill(x: x, y: middle - 1, width: width, height: 1, style: theme.selected)
        let end = grid.text(words.field.text, x: x + 1, y: middle - 1, style: theme.selected)
        grid.text("▏", x: min(end, x + width - 1), y: middle - 1, style: theme.selected)
        for (index, word) in mine.enumerated() where middle + 1 + index < size.height - 3 {
            grid.text("✓ " + word, x: x, y: middle + 1 + index, style: theme.menuHint)
        }
        if let problem = words.problem {
            grid.fill(x: 0, y: size.height - 3, width: size.width, height: 1, style: theme.warning)
            grid.centred(Grid.fit(message(problem, context), columns: size.width - 2), y: size.height - 3, style: theme.warning)
        }
        Footer.draw([KeyHint(context.text(.keyEnter), context.text(.actionKeep)),
                     KeyHint(context.text(.keyEsc), context.text(.actionCancel))],
                    into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    static func message(_ problem: PlayerWordProblem, _ context: ScreenContext) -> String {
        switch problem {
        case .invalid(.empty), .invalid(.blank): context.text(.wordsEmpty)
        case .invalid(.tooWide), .invalid(.tooLong): context.text(.wordsTooWide)
        case .invalid(.unsafe): context.text(.wordsUnsafe)
        case .alreadyInBowl(let word), .alreadyTyped(let word): context.text(.wordsDuplicate, ["word": word])
        }
    }
}
