import PappersApp
import PappersCanvas

/// The game menu over the screen: resume, end the turn, pause, save and quit, abandon (after a question).
enum MenuView {
    static func draw(_ menu: GameMenu, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let labels = menu.items.map { label($0, context) }
        let width = min(grid.width - 2, max(30, (labels.map(\.count).max() ?? 0) + 8))
        let height = menu.confirmingAbandon ? 6 : labels.count + 4
        let x = (grid.width - width) / 2
        let y = max(0, (grid.height - height) / 2)
        Box.draw(into: &grid, x: x, y: y, width: width, height: height, style: theme.selected)
        if menu.confirmingAbandon {
            grid.centred(Grid.fit(context.text(.menuConfirmAbandon), columns: width - 2), y: y + 2, style: theme.selected, x: x, width: width)
            grid.centred("y: \(context.text(.actionYes)) · n: \(context.text(.actionNo))", y: y + 3,
                         style: theme.selected, x: x, width: width)
            Footer.draw([KeyHint("y", context.text(.actionYes)), KeyHint("n", context.text(.actionNo))],
                        into: &grid, row: grid.height - 1, theme: theme)
            return
        }
        Footer.draw([KeyHint(context.text(.keyEnter), context.text(.actionChoose)),
                     KeyHint(context.text(.keyArrows), context.text(.actionMove)),
                     KeyHint(context.text(.keyEsc), context.text(.menuResume).lowercased())],
                    into: &grid, row: grid.height - 1, theme: theme)
        grid.centred(context.text(.menuTitle), y: y + 1, style: theme.selected, x: x, width: width)
        for (index, text) in labels.enumerated() {
            let style = index == menu.cursor ? theme.menu.bolded() : theme.selected
            grid.fill(x: x + 1, y: y + 2 + index, width: width - 2, height: 1, style: style)
            grid.text((index == menu.cursor ? "▶ " : "  ") + text, x: x + 2, y: y + 2 + index, style: style)
        }
    }

    static func label(_ item: GameMenu.Item, _ context: ScreenContext) -> String {
        switch item {
        case .resume: context.text(.menuResume)
        case .endTurn: context.text(.menuEndTurn)
        case .pause: context.text(.menuPause)
        case .saveAndQuit: context.text(.menuSaveAndQuit)
        case .abandon: context.text(.menuAbandon)
        }
    }
}
