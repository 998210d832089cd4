import PappersApp
import PappersCanvas
import PappersText

/// The teams screen in pairs mode: one list of players, a row to add one, and Start at the end.
enum PairsRosterView {
    static func draw(_ teams: TeamsScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let model = context.model
        grid.fill(area, style: theme.menu)
        grid.centred(context.text(.pairsTitle), in: area.row(0), style: theme.menuTitle)
        // The limits under the title when they fit whole.
        if TextWidth.columns(of: context.text(.pairsHint)) <= area.width - 2 {
            grid.centred(context.text(.pairsHint), in: area.row(1), style: theme.menuHint)
        }
        let rows = model.pairsRows
        // The keys wrap over as many rows as they need, as on the teams list.
        let hints: [KeyHint] = teams.editing != nil ? TeamsScreenView.typingHints(context)
            : [KeyHint(context.text(.keyEnter), context.text(.actionChoose)), KeyHint("s", context.text(.actionStart)),
               KeyHint("a", context.text(.actionAddPlayer)), KeyHint("x", context.text(.actionRemove)),
               KeyHint("o", context.text(.actionEarlierPlayers)), KeyHint("c", context.text(.actionClearNames)),
               KeyHint("m", context.text(.actionTeamsMode)), KeyHint(context.text(.keyEsc), context.text(.actionBack)),
               context.helpHint]
        let footer = FooterLines.split(hints, width: area.width)
        let message = TeamsScreenView.Message(teams, width: area.width, context)
        let list = area.inset(top: area.height >= 16 ? 3 : 2, bottom: message.rows + footer.count)
            .inset(horizontal: 1).centred(width: 56)
        let cursor = min(teams.cursor, rows.count - 1)
        let window = ScrollWindow(count: rows.count, in: list, cursor: cursor)
        for index in window.indices {
            let row = rows[index]
            let line = window.row(of: index)
            let selected = index == cursor
            var style = selected ? theme.selected : theme.menu
            let text: String
            let isDefault: Bool
            switch row {
            case .player(let p):
                text = "\(p + 1). " + model.roster[p].name
                isDefault = model.hasDefaultName(pairsPlayer: p)
            case .addPlayer:
                text = context.text(.teamsAddPlayer)
                isDefault = false
            case .start:
                text = context.text(.teamsStart)
                isDefault = false
                if !selected { style = theme.menuTitle }
            }
            grid.fill(line, style: style)
            let inside = line.inset(horizontal: 1)
            if selected, let field = teams.editing, case .player(let p) = row {
                TextFieldView.draw(field, at: inside.inset(left: "\(p + 1). ".count), into: &grid, style: style, theme: theme)
            } else {
                grid.text(text, in: inside, style: isDefault && !selected ? TeamsScreenView.placeholder(on: style, theme) : style)
            }
        }
        window.drawMarks(into: &grid, style: theme.menuTitle, context)
        message.draw(above: footer.count, in: area, into: &grid, theme: theme)
        for (index, line) in footer.enumerated() {
            Footer.draw(line, into: &grid, row: area.row(fromBottom: footer.count - index), theme: theme)
        }
    }
}
