import PappersApp
import PappersCanvas

/// The home screen: the name big, a few choices.
enum HomeScreenView {
    static func draw(_ home: HomeScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        let spacious = area.height >= 20
        // The menu stops two rows above the bottom; the saved games' line goes on the last row above them.
        let (upper, bottom) = area.splitBottom(2)
        var rest = upper.inset(top: spacious ? 2 : 1)
        if let big = BigText.render("PAPPERS", width: area.inset(horizontal: 1).width, maxLines: 1, style: theme.menuTitle),
           area.height >= 18 {
            grid.draw(big, centredOn: rest)
            rest = rest.inset(top: big.height + 1)
        } else {
            grid.centred("P A P P E R S", in: rest.row(0), style: theme.menuTitle)
            rest = rest.inset(top: 2)
        }
        let tagline = context.text(.homeTagline)
        grid.centred(tagline.count <= rest.width ? tagline : context.text(.homeTaglineShort), in: rest.row(0),
                     style: theme.menuHint)
        let items = HomeScreen.items(savedGame: context.model.savedGameAvailable)
        let labels = items.map { label(of: $0, context) }
        // A row between items when they all fit so; one row less above them when even one each does not.
        let gap = spacious ? 3 : 2
        let step = spacious && rest.inset(top: gap).height >= 2 * items.count - 1 ? 2 : 1
        var menu = rest.inset(top: rest.inset(top: gap).height >= items.count ? gap : gap - 1)
            .inset(horizontal: 2).centred(width: (labels.map { $0.0.count + 6 }.max() ?? 20) + 4)
        for (index, (text, key)) in labels.enumerated() where !menu.isEmpty {
            let selected = index == min(home.cursor, items.count - 1)
            let style = selected ? theme.selected : theme.menu
            let line = menu.row(0)
            grid.fill(line, style: style)
            let inside = line.inset(horizontal: 1)
            grid.text((selected ? "▶ " : "  ") + text, x: inside.x, y: inside.y, style: style)
            grid.text(key, in: inside, style: style, alignment: .trailing)
            menu = menu.inset(top: step)
        }
        let saved = context.model.savedGames.count
        if saved > 0, !menu.isEmpty {
            let line = saved > 1 ? context.text(.homeSavedGames(n: saved)) : context.text(.homeSavedGame)
            grid.centred(line, in: upper.row(fromBottom: 1).inset(horizontal: 1), style: theme.menuTitle)
        }
        if let question = home.question {
            NewGameQuestionView.draw(question, in: area, into: &grid, context)
            return
        }
        if home.escapePressed {
            let line = bottom.row(0)
            grid.fill(line, style: theme.warning)
            grid.centred(context.text(.homeEscapeAgain), in: line.inset(horizontal: 1), style: theme.warning)
        }
        let continueHint = context.model.savedGameAvailable ? [KeyHint("c", context.text(.actionContinue))] : []
        Footer.draw([
            KeyHint(context.text(.keyEnter), context.text(.actionChoose)), KeyHint(context.text(.keyArrows), context.text(.actionMove)),
        ] + continueHint + [
            KeyHint("n", context.text(.actionNewGame)), KeyHint("s", context.text(.actionSettings)),
            context.helpHint, KeyHint("q", context.text(.actionQuit)),
        ], into: &grid, row: bottom.row(fromBottom: 1), theme: theme)
    }

    private static func label(of item: HomeScreen.Item, _ context: ScreenContext) -> (String, String) {
        switch item {
        case .newGame: (context.text(.homeNewGame), "n")
        case .continueGame:
            (context.text(context.model.savedGames.count > 1 ? .homeContinueChoose : .homeContinue), "c")
        case .settings: (context.text(.homeSettings), "s")
        case .records: (context.text(.homeRecords), "r")
        case .help: (context.text(.homeHelp), "?")
        case .quit: (context.text(.homeQuit), "q")
        }
    }
}
