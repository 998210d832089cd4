import PappersApp
import PappersCanvas

/// The roster: teams and their players, with rows to add, and Start at the end.
enum TeamsScreenView {
    static func render(_ teams: TeamsScreen, _ context: ScreenContext) -> Grid {
        let theme = context.theme
        let model = context.model
        var grid = context.canvas(theme.menu)
        let size = context.size
        grid.centred(context.text(.teamsTitle), y: 0, style: theme.menuTitle)
        grid.centred(context.text(.teamsHint), y: 1, style: theme.menuHint)
        let rows = model.teamRows
        let top = 3
        let height = size.height - top - 3
        let cursor = min(teams.cursor, rows.count - 1)
        let first = ScrollWindow.first(count: rows.count, height: height, cursor: cursor)
        let width = min(size.width - 2, 56)
        let x = (size.width - width) / 2
        for (offset, row) in rows.dropFirst(first).prefix(height).enumerated() {
            let index = first + offset
            let y = top + offset
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
            grid.fill(x: x, y: y, width: width, height: 1, style: style)
            if selected, let field = teams.editing {
                let indent = text.prefix { $0 == " " }.count
                let end = grid.text(field.text, x: x + 1 + indent, y: y, style: style)
                grid.text("▏", x: end, y: y, style: style)
            } else {
                grid.text(Grid.fit(text, columns: width - 2), x: x + 1, y: y, style: style)
            }
            if case .team(let t) = row {
                let count = context.text(.teamsPlayers, ["n": String(model.roster[t].players.count)])
                grid.text(count, x: x + width - 1 - count.count, y: y, style: style)
            }
        }
        if let problem = teams.problem {
            let message = Grid.fit(self.message(problem, context), columns: size.width - 2)
            grid.fill(x: 0, y: size.height - 2, width: size.width, height: 1, style: theme.warning)
            grid.centred(message, y: size.height - 2, style: theme.warning)
        } else if teams.editing != nil {
            grid.centred(context.text(.teamsEditing), y: size.height - 2, style: theme.menuHint)
        }
        let hints: [KeyHint] = teams.editing != nil
            ? [KeyHint(context.text(.keyEnter), context.text(.actionKeep)), KeyHint(context.text(.keyEsc), context.text(.actionCancel))]
            : [KeyHint(context.text(.keyEnter), context.text(.actionChoose)), KeyHint("s", context.text(.actionStart)),
               KeyHint("a", context.text(.actionAddPlayer)), KeyHint("t", context.text(.actionAddTeam)),
               KeyHint("x", context.text(.actionRemove)), KeyHint("r", context.text(.actionRandomTeams)),
               KeyHint("o", context.text(.actionEarlierTeams)), KeyHint(context.text(.keyEsc), context.text(.actionBack)),
               context.helpHint]
        Footer.draw(hints, into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    static func message(_ problem: TeamsProblem, _ context: ScreenContext) -> String {
        switch problem {
        case .name(let name): context.text(.teamsNameTaken, ["name": name])
        case .tooFewPlayers: context.text(.teamsTooFewPlayers)
        case .tooManyPlayers: context.text(.teamsTooManyPlayers)
        case .tooFewTeams: context.text(.teamsTooFewTeams)
        case .tooManyTeams: context.text(.teamsTooManyTeams)
        case .cannotStart(let reason): context.text(.teamsCannotStart, ["reason": StartProblemText.text(reason, context)])
        }
    }
}
