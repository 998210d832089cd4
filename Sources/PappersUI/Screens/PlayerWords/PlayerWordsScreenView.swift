import PappersApp
import PappersCanvas
import PappersPacks

/// Each player types words into the bowl, the others looking away.
enum PlayerWordsScreenView {
    static func draw(_ words: PlayerWordsScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let model = context.model
        grid.fill(area, style: theme.menu)
        let typist = words.typists[words.current]
        let player = model.roster[typist.team].players[typist.player]
        let team = model.roster[typist.team].name
        grid.centred(context.text(.wordsTitle), in: area.row(0), style: theme.menuTitle)
        grid.centred(context.text(.wordsProgress(n: words.current + 1, k: words.typists.count)),
                     in: area.row(1), style: theme.menuHint)
        let footer = area.row(fromBottom: 1)
        if words.handingOver {
            let above = area.halves.top
            let handOver = model.mode == .pairs
                ? context.text(.wordsHandOverPair(player: player))
                : context.text(.wordsHandOver(player: player, team: team))
            grid.centred(handOver, in: above.row(fromBottom: 2),
                         style: theme.menuTitle)
            if let big = BigText.render(player, width: area.inset(horizontal: 1).width, maxLines: 1, style: theme.menuTitle),
               area.height >= 16 {
                grid.draw(big, centredOn: above.row(fromBottom: 1))
            }
            grid.centred(context.text(.wordsLookAway), in: area.row(fromBottom: 4), style: theme.warning)
            Footer.draw([KeyHint(context.mainKey, context.text(.actionReady)),
                         KeyHint(context.text(.keyEsc), context.text(.actionBack)), context.helpHint],
                        into: &grid, row: footer, theme: theme)
            return
        }
        let mine = words.typed[words.current]
        let done = mine.count == words.perPlayer
        let prompt = done ? context.text(.wordsAllTyped(player: player))
            : context.text(.wordsPrompt(player: player, n: mine.count + 1, k: words.perPlayer))
        let (above, below) = area.inset(horizontal: 2).centred(width: 64).halves
        // Wrapped upwards from its row when a long name makes it wider than the screen.
        let promptLines = Wrap.lines(prompt, width: above.width).prefix(max(1, above.height - 2))
        for (index, line) in promptLines.enumerated() {
            grid.text(line, in: above.row(fromBottom: 2 + promptLines.count - index), style: theme.menu)
        }
        if !done {
            let field = above.row(fromBottom: 1)
            grid.fill(field, style: theme.selected)
            TextFieldView.draw(words.field, at: field.inset(horizontal: 1), into: &grid, style: theme.selected, theme: theme)
        }
        let byLevel = model.preferences.points == .byLevel
        if byLevel, !done {
            grid.text(context.text(.wordsLevel(n: words.level)), in: below.row(0), style: theme.menuHint)
        }
        let list = below.inset(top: byLevel ? 2 : 1, bottom: 3)
        for (index, word) in mine.enumerated() where !list.row(index).isEmpty {
            grid.text("✓ " + word, x: list.x, y: list.row(index).y, style: theme.menuHint)
        }
        if let text = words.problem.map({ message($0, context) }) ?? (words.pastedLeftOut ? context.text(.wordsPastedLeftOut) : nil) {
            // Said once and cleared with the next key: it names no word, so it tells nothing of the bowl. Wrapped
            // upwards on two rows when one is too narrow.
            let lines = Array(Wrap.lines(text, width: area.width - 2).prefix(2))
            for (index, text) in lines.enumerated() {
                let line = area.row(fromBottom: 2 + lines.count - index)
                grid.fill(line, style: theme.warning)
                grid.centred(text, in: line.inset(horizontal: 1), style: theme.warning)
            }
        }
        let hints = done
            ? [KeyHint(context.text(.keyEnter), context.text(.actionDone)), KeyHint(context.text(.keyBackspace), context.text(.actionChangeLast))]
            : [KeyHint(context.text(.keyEnter), context.text(.actionKeep))]
                + (byLevel ? [KeyHint("Tab", context.text(.actionLevel))] : [])
                + (mine.isEmpty ? [] : [KeyHint(context.text(.keyBackspace), context.text(.actionChangeLast))])
                + [KeyHint(context.text(.keyEsc), context.text(.actionCancel))]
        Footer.draw(hints, into: &grid, row: footer, theme: theme)
    }

    static func message(_ problem: PlayerWordProblem, _ context: ScreenContext) -> String {
        switch problem {
        case .invalid(.empty), .invalid(.blank): context.text(.wordsEmpty)
        case .invalid(.tooWide), .invalid(.tooLong): context.text(.wordsTooWide)
        case .invalid(.unsafe): context.text(.wordsUnsafe)
        // Whatever it clashes with, the word is not named: the typist learns nothing of the bowl or the others' words.
        case .alreadyInBowl, .alreadyTyped: context.text(.wordsDuplicate)
        }
    }
}
