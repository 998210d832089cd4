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
        Footer.draw(context.hints(HomeKeys.map, context.model.savedGameAvailable, label: label), into: &grid,
                    row: bottom.row(fromBottom: 1), theme: theme)
    }

    /// An item's words, and its key as the footer names it.
    private static func label(of item: HomeScreen.Item, _ context: ScreenContext) -> (String, String) {
        let text: StringKey = switch item {
        case .newGame: .homeNewGame
        case .continueGame: context.model.savedGames.count > 1 ? .homeContinueChoose : .homeContinue
        case .settings: .homeSettings
        case .records: .homeRecords
        case .help: .homeHelp
        case .quit: .homeQuit
        }
        let binding = HomeKeys.map.bindings.first { $0.action == .pick(item) }
        return (context.text(text), (binding?.footer?.keys ?? binding?.keys ?? []).first.map(context.keyName) ?? "")
    }

    /// The words of each key of the home screen, in its footer.
    static func label(_ action: HomeKeys.Action) -> StringKey {
        switch action {
        case .choose: .actionChoose
        case .move: .actionMove
        case .pick(.continueGame): .actionContinue
        case .pick(.newGame): .actionNewGame
        case .pick(.settings): .actionSettings
        case .pick(.help): .actionHelp
        case .pick(.records): .homeRecords
        case .pick(.quit): .actionQuit
        }
    }
}
