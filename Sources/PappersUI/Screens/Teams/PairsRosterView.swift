import PappersApp
import PappersCanvas

/// The teams screen in pairs mode: one list of players, a row to add one, and Start at the end.
enum PairsRosterView {
    static func draw(_ teams: TeamsScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let model = context.model
        grid.fill(area, style: theme.menu)
        grid.centred(context.text(.pairsTitle), in: area.row(0), style: theme.menuTitle)
        grid.centred(context.text(.pairsHint), in: area.row(1), style: theme.menuHint)
        let rows = model.pairsRows
        let list = area.inset(top: 3, bottom: 3).inset(horizontal: 1).centred(width: 56)
        let cursor = min(teams.cursor, rows.count - 1)
        let first = ScrollWindow.first(count: rows.count, height: list.height, cursor: cursor)
        for (offset, row) in rows.dropFirst(first).prefix(list.height).enumerated() {
            let index = first + offset
            let line = list.row(offset)
            let selected = index == cursor
            var style = selected ? theme.selected : theme.menu
            let text: String
            switch row {
            case .player(let p): text = "\(p + 1). " + model.roster[p].name
            case .addPlayer: text = context.text(.teamsAddPlayer)
            case .start:
                text = context.text(.teamsStart)
                if !selected { style = theme.menuTitle }
            }
            grid.fill(line, style: style)
            let inside = line.inset(horizontal: 1)
            if selected, let field = teams.editing, case .player(let p) = row {
                TextFieldView.draw(field, at: inside.inset(left: "\(p + 1). ".count), into: &grid, style: style, theme: theme)
            } else {
                grid.text(text, in: inside, style: style)
            }
        }
        ScrollWindow.drawMarks(first: first, count: rows.count, beside: list, into: &grid, style: theme.menuTitle)
        let messageRow = area.row(fromBottom: 2)
        if let problem = teams.problem {
            grid.fill(messageRow, style: theme.warning)
            grid.centred(TeamsScreenView.message(problem, context), in: messageRow.inset(horizontal: 1), style: theme.warning)
        } else if teams.editing != nil {
            grid.centred(context.text(.teamsEditing), in: messageRow, style: theme.menuHint)
        }
        let hints: [KeyHint] = teams.editing != nil
            ? [KeyHint(context.text(.keyEnter), context.text(.actionKeep)), KeyHint(context.text(.keyEsc), context.text(.actionCancel))]
            : [KeyHint(context.text(.keyEnter), context.text(.actionChoose)), KeyHint("s", context.text(.actionStart)),
               KeyHint("a", context.text(.actionAddPlayer)), KeyHint("x", context.text(.actionRemove)),
               KeyHint("m", context.text(.actionTeamsMode)), KeyHint(context.text(.keyEsc), context.text(.actionBack)),
               context.helpHint]
        Footer.draw(hints, into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }
}
