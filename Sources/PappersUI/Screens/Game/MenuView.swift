import PappersApp
import PappersCanvas
import PappersText

/// The game menu over the screen: resume, end the turn, pause, save and quit, abandon (after a question).
enum MenuView {
    static func draw(_ menu: GameMenu, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let labels = menu.items.map { label($0, context) }
        // The abandon question widens the box to its length, and wraps when the screen is narrower.
        let question = menu.confirmingAbandon ? context.text(.menuConfirmAbandon) : ""
        var width = max(30, (labels.map(\.count).max() ?? 0) + 8)
        if TextWidth.columns(of: question) + 2 > width { width = TextWidth.columns(of: question) + 4 }
        let across = area.inset(horizontal: 1).centred(width: width)
        let lines = Wrap.lines(question, width: across.inset(horizontal: 1).width)
        let box = across.centred(height: menu.confirmingAbandon ? lines.count + 5 : labels.count + 4)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        let footer = area.row(fromBottom: 1)
        if menu.confirmingAbandon {
            for (index, line) in lines.enumerated() {
                grid.centred(line, in: box.row(2 + index).inset(horizontal: 1), style: theme.selected)
            }
            let answers = context.hints(GameKeys.abandon, (), label: GameKeyLabels.label)
            grid.centred(answers.map { "\($0.key): \($0.action)" }.joined(separator: " · "), in: box.row(2 + lines.count),
                         style: theme.selected)
            Footer.draw(answers, into: &grid, row: footer, theme: theme)
            return
        }
        Footer.draw(context.hints(GameKeys.menu, ()) { GameKeyLabels.label($0, context) }, into: &grid, row: footer, theme: theme)
        grid.centred(context.text(.menuTitle), in: box.row(1), style: theme.selected)
        for (index, text) in labels.enumerated() {
            let style = index == menu.cursor ? theme.menu.bolded() : theme.selected
            let line = inside.row(1 + index)
            grid.fill(line, style: style)
            grid.text((index == menu.cursor ? "▶ " : "  ") + text, x: line.inset(left: 1).x, y: line.y, style: style)
        }
    }

    static func label(_ item: GameMenu.Item, _ context: ScreenContext) -> String {
        switch item {
        case .resume: context.text(.menuResume)
        case .endTurn: context.text(.menuEndTurn)
        case .pause: context.text(.menuPause)
        case .saveAndQuit: context.text(.menuSaveAndQuit)
        case .abandon: context.text(.menuAbandon)
        case .leaveRoom: context.text(.menuLeaveRoom)
        case .colours:
            context.text(.menuColours(value: context.model.seatColourChoice == .automatic
                ? context.text(.colourAuto(depth: SettingsScreenView.depthName(context.model.seatTerminalDepth, context)))
                : SettingsScreenView.depthName(context.model.colourDepth, context)))
        }
    }
}
