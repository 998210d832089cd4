import PappersApp
import PappersCanvas
import PappersText

/// The roster: teams and their players, with rows to add, and Start at the end.
///
/// From the top: the title (and, when there is room, the limits), the list ("▲ N more" and "▼ N more" when
/// rows are hidden above or below), a line (two when narrow) for a problem or a word on typing, and the keys, wrapped over
/// as many rows as they need so that none is dropped.
enum TeamsScreenView {
    static func draw(_ teams: TeamsScreen, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        // The pairs list instead, and m to switch to it.
        if context.model.mode == .pairs { return PairsRosterView.draw(teams, in: area, into: &grid, context) }
        let theme = context.theme
        grid.fill(area, style: theme.menu)
        grid.centred(context.text(.teamsTitle), in: area.row(0), style: theme.menuTitle)
        let roomy = area.height >= 16
        if roomy {
            // The hint names m, the switch to pairs, where it fits.
            let withPairs = context.text(.teamsHint) + " · m: " + context.text(.pairsTitle)
            let hint = TextWidth.columns(of: withPairs) <= area.width - 2 ? withPairs : context.text(.teamsHint)
            grid.centred(hint, in: area.row(1), style: theme.menuHint)
        }
        let footer = FooterLines.split(hints(teams, context), width: area.width)
        let message = Message(teams, width: area.width, context)
        let list = area.inset(top: roomy ? 3 : 1, bottom: footer.count + message.rows).inset(horizontal: 2).centred(width: 56)
        drawList(teams, in: list, into: &grid, context)
        message.draw(above: footer.count, in: area, into: &grid, theme: theme)
        for (index, line) in footer.enumerated() {
            Footer.draw(line, into: &grid, row: area.row(fromBottom: footer.count - index), theme: theme)
        }
    }

    /// The rows that fit, the chosen one perhaps being typed; "▲ N more" and "▼ N more" when rows are hidden.
    private static func drawList(_ teams: TeamsScreen, in list: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let model = context.model
        let rows = model.teamRows
        let cursor = min(teams.cursor, rows.count - 1)
        let window = ScrollWindow(count: rows.count, in: list, cursor: cursor)
        for index in window.indices {
            let row = rows[index]
            let line = window.row(of: index)
            let selected = index == cursor
            var style = selected ? theme.selected : theme.menu
            let text: String
            let isDefault = model.hasDefaultName(row)
            switch row {
            case .team(let t):
                text = model.roster[t].name
                if !selected { style = theme.menuTitle }
            case .player(let t, let p):
                text = "   " + model.roster[t].players[p]
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
                TextFieldView.draw(field, at: start, into: &grid, style: style, theme: theme)
            } else {
                grid.text(text, in: inside, style: isDefault && !selected ? placeholder(on: style, theme) : style)
            }
            if case .team(let t) = row {
                // A new player still being typed is not counted until Enter keeps it.
                let typing = teams.editingNewPlayer && model.team(of: rows[cursor]) == t ? 1 : 0
                let count = context.text(.teamsPlayers(n: model.roster[t].players.count - typing))
                grid.text(count, in: inside, style: style, alignment: .trailing)
            }
        }
        window.drawMarks(into: &grid, style: theme.menuTitle, context)
    }

    /// The line under the list (the teams list's and the pairs list's): a problem, a note on what a key did, or
    /// a word on typing, wrapped on two rows when one is too narrow for it.
    struct Message {
        let lines: [String]
        let style: Style?

        init(_ teams: TeamsScreen, width: Int, _ context: ScreenContext) {
            let message: (text: String, style: Style)? = if let problem = teams.problem {
                (TeamsScreenView.message(problem, context), context.theme.warning)
            } else if let note = teams.note {
                (TeamsScreenView.note(note, context), context.theme.menuTitle)
            } else if teams.editing != nil {
                (context.text(teams.editingNewPlayer ? .teamsNewPlayerTyping : .teamsEditing), context.theme.menuHint)
            } else {
                nil
            }
            lines = message.map { Array(Wrap.lines($0.text, width: width - 2).prefix(2)) } ?? []
            style = message?.style
        }

        /// The rows it takes (one at least, kept for it).
        var rows: Int { max(1, lines.count) }

        /// Draws it on the rows just above the `footerRows` bottom rows of `area`; a problem fills its rows.
        func draw(above footerRows: Int, in area: Rect, into grid: inout Grid, theme: Theme) {
            guard let style else { return }
            for (index, line) in lines.enumerated() {
                let row = area.row(fromBottom: footerRows + lines.count - index)
                if style == theme.warning { grid.fill(row, style: theme.warning) }
                grid.centred(line, in: row.inset(horizontal: 1), style: style)
            }
        }
    }

    /// A default name, dimmed: a placeholder the first typed character replaces.
    static func placeholder(on style: Style, _ theme: Theme) -> Style {
        theme.placeholder(on: style)
    }

    /// The keys that work now: while typing, the line editor's; otherwise the list's, every one of them.
    private static func hints(_ teams: TeamsScreen, _ context: ScreenContext) -> [KeyHint] {
        if teams.editing != nil { return typingHints(context) }
        return [KeyHint(context.text(.keyEnter), context.text(.actionChoose)), KeyHint("s", context.text(.actionStart)),
                KeyHint("a", context.text(.actionAddPlayer)), KeyHint("t", context.text(.actionAddTeam)),
                KeyHint("x", context.text(.actionRemove)), KeyHint("r", context.text(.actionRandomTeams)),
                KeyHint("o", context.text(.actionEarlierTeams)), KeyHint("c", context.text(.actionClearNames)),
                KeyHint(context.text(.keyEsc), context.text(.actionBack)), context.helpHint]
    }

    /// The line editor's keys, on the teams list and the pairs list alike.
    static func typingHints(_ context: ScreenContext) -> [KeyHint] {
        [KeyHint(context.text(.keyEnter), context.text(.actionKeepNext)),
         KeyHint("Tab", context.text(.actionNextName)), KeyHint(context.text(.keyEsc), context.text(.actionCancel)),
         KeyHint("^U", context.text(.actionClearName)), KeyHint("←→", context.text(.actionMove))]
    }

    static func note(_ note: TeamsNote, _ context: ScreenContext) -> String {
        switch note {
        case .earlierRoster(let number, let count): context.text(.teamsEarlierRoster(n: number, k: count))
        case .noEarlierRoster: context.text(.teamsNoEarlierRoster)
        case .namesCleared: context.text(.teamsNamesCleared)
        }
    }

    static func message(_ problem: TeamsProblem, _ context: ScreenContext) -> String {
        switch problem {
        case .name(let name): context.text(.teamsNameTaken(name: name))
        case .badName(let problem): context.text(.teamsNameInvalid(reason: NameProblemText.text(problem, context)))
        case .tooFewPlayers: context.text(.teamsTooFewPlayers)
        case .tooManyPlayers: context.text(.teamsTooManyPlayers)
        case .tooFewTeams: context.text(.teamsTooFewTeams)
        case .tooManyTeams: context.text(.teamsTooManyTeams)
        case .cannotStart(let reason): context.text(.teamsCannotStart(reason: StartProblemText.text(reason, context)))
        case .pastedLeftOut(let overLimit, let refused, let limit):
            [overLimit.isEmpty ? nil : context.text(.teamsPastedOverLimit(max: limit, names: overLimit.joined(separator: ", "))),
             refused.isEmpty ? nil : context.text(.teamsPastedLeftOut(names: refused.joined(separator: ", ")))]
                .compactMap { $0 }.joined(separator: " · ")
        case .tooFewPairsPlayers: context.text(.pairsTooFewPlayers)
        case .tooManyPairsPlayers: context.text(.pairsTooManyPlayers)
        }
    }
}
