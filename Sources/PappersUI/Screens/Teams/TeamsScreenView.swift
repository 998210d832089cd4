import PappersApp
import PappersCanvas

/// The roster: teams and their players, with rows to add, and Start at the end.
enum TeamsScreenView {
    static func draw(_ teams: TeamsScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let model = context.model
        grid.fill(area, style: theme.menu)
        grid.centred(context.text(.teamsTitle), in: area.row(0), style: theme.menuTitle)
        grid.centred(context.text(.teamsHint), in: area.row(1), style: theme.menuHint)
        let rows = model.teamRows
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
            case .team(let t):
                text = model.roster[t].name
                if !selected { style = theme.menuTitle }
            case .player(let t, let p): text = "   " + model.roster[t].players[p]
            case .addPlayer: text = "   " + context.text(.teamsAddPlayer)
            case .addTeam: text = context.text(.teamsAddTeam)
            case .start:
                // Bold like a team's name, without the ▶ that marks the chosen row on the other menus.
                text = context.text(.teamsStart)
                if !selected { style = theme.menuTitle }
            }
            grid.fill(line, style: style)
            let inside = line.inset(horizontal: 1)
            if selected, let field = teams.editing {
                let start = inside.inset(left: text.prefix { $0 == " " }.count)
                let end = grid.text(field.text, x: start.x, y: start.y, style: style)
                grid.text("▏", x: end, y: start.y, style: style)
            } else {
                grid.text(text, in: inside, style: style)
            }
            if case .team(let t) = row {
                let count = context.text(.teamsPlayers, count: model.roster[t].players.count)
                grid.text(count, in: inside, style: style, alignment: .trailing)
            }
        }
        let messageRow = area.row(fromBottom: 2)
        if let problem = teams.problem {
            grid.fill(messageRow, style: theme.warning)
            grid.centred(self.message(problem, context), in: messageRow.inset(horizontal: 1), style: theme.warning)
        } else if teams.editing != nil {
            grid.centred(context.text(.teamsEditing), in: messageRow, style: theme.menuHint)
        }
        let hints: [KeyHint] = teams.editing != nil
            ? [KeyHint(context.text(.keyEnter), context.text(.actionKeep)), KeyHint(context.text(.keyEsc), context.text(.actionCancel))]
            : [KeyHint(context.text(.keyEnter), context.text(.actionChoose)), KeyHint("s", context.text(.actionStart)),
               KeyHint("a", context.text(.actionAddPlayer)), KeyHint("t", context.text(.actionAddTeam)),
               KeyHint("x", context.text(.actionRemove)), KeyHint("r", context.text(.actionRandomTeams)),
               KeyHint("o", context.text(.actionEarlierTeams)), KeyHint(context.text(.keyEsc), context.text(.actionBack)),
               context.helpHint]
        Footer.draw(hints, into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }

    static func message(_ problem: TeamsProblem, _ context: ScreenContext) -> String {
        switch problem {
        case .name(let name): context.text(.teamsNameTaken, ["name": name])
        case .badName(let problem): context.text(.teamsNameInvalid, ["reason": NameProblemText.text(problem, context)])
        case .tooFewPlayers: context.text(.teamsTooFewPlayers)
        case .tooManyPlayers: context.text(.teamsTooManyPlayers)
        case .tooFewTeams: context.text(.teamsTooFewTeams)
        case .tooManyTeams: context.text(.teamsTooManyTeams)
        case .cannotStart(let reason): context.text(.teamsCannotStart, ["reason": StartProblemText.text(reason, context)])
        }
    }
}
