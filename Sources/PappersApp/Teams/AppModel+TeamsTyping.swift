import PappersCanvas
import PappersEngine

/// Typing names on the teams screen, so that a roster is typed as name, Enter, name, Enter.
///
/// Enter keeps the name and opens the next field: a team's name opens its first player; a player opens the next
/// player, or after the team's last player a new one (while the team has room); Enter on a new player's untouched
/// placeholder takes it away again and opens the next team's name, and after the last team selects "+ add a
/// team". Tab and ↓ keep the name and open the next name on the list, Shift-Tab and ↑ the one before; Esc
/// gives up the change (and a new player). A pasted list of names (commas or line breaks between them), or one
/// typed with commas, fills the team's players from the field on.
extension AppModel {
    mutating func handleTyping(_ key: Key, _ teams: inout TeamsScreen) {
        guard var field = teams.editing else { return }
        switch key {
        case .tab, .down:
            if commitField(&teams) { openNextName(after: teams.cursor, &teams) }
            return
        case .backTab, .up:
            if commitField(&teams) { openPreviousName(before: teams.cursor, &teams) }
            return
        case .paste(let text) where PastedNames.split(text).count > 1:
            pasteNames(PastedNames.split(text), &teams)
            return
        default:
            break
        }
        switch field.handle(key) {
        case .edited:
            teams.editing = field
            teams.problem = nil
        case .ignored:
            teams.editing = field
        case .cancelled:
            cancelField(&teams)
        case .submitted:
            if case .player = teamRows[teams.cursor], PastedNames.split(field.text).count > 1 {
                pasteNames(PastedNames.split(field.text), fromField: true, &teams)
                return
            }
            submitField(&teams)
        }
    }

    /// Opens the name of the row at `index` (a team or a player) to type; a default name is a placeholder, any
    /// other name selected, so that typing replaces either.
    mutating func openField(at index: Int, _ teams: inout TeamsScreen) {
        let rows = teamRows
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        teams.cursor = index
        teams.editing = TextField(name(at: row), maximumColumns: Names.maximumColumns, placeholder: hasDefaultName(row),
                                  selected: true)
        teams.editingNewPlayer = false
    }

    /// Whether the row's name is a default name in the interface language ("Team 2", "Player 5"): a placeholder,
    /// shown dimmed.
    public func hasDefaultName(_ row: TeamsScreen.Row) -> Bool {
        switch row {
        case .team(let t): names.teamNumber(roster[t].name) != nil
        case .player(let t, let p): names.playerNumber(roster[t].players[p]) != nil
        default: false
        }
    }

    /// Enter: keeps the name and opens the next field.
    private mutating func submitField(_ teams: inout TeamsScreen) {
        let row = teamRows[teams.cursor]
        if teams.editingNewPlayer, let field = teams.editing, field.isPlaceholder || field.text.allSatisfy(\.isWhitespace),
           case .player(let t, _) = row {
            // An empty new player ends the team.
            cancelField(&teams)
            openNextTeam(after: t, &teams)
            return
        }
        guard commitField(&teams) else { return }
        switch row {
        case .team(let t):
            if roster[t].players.isEmpty { addPlayer(to: t, &teams) } else { openPlayer(t, 0, &teams) }
        case .player(let t, let p) where p + 1 < roster[t].players.count:
            openPlayer(t, p + 1, &teams)
        case .player(let t, _):
            if roster[t].players.count < GameSetup.Limits.players.upperBound {
                addPlayer(to: t, &teams)
            } else {
                openNextTeam(after: t, &teams)
            }
        default:
            break
        }
    }

    /// Keeps the typed name in the roster; false (and the problem shown, the field still open) when it cannot be
    /// a name. A new player left on its placeholder is taken away.
    private mutating func commitField(_ teams: inout TeamsScreen) -> Bool {
        guard let field = teams.editing else { return true }
        let row = teamRows[teams.cursor]
        if teams.editingNewPlayer, field.isPlaceholder {
            cancelField(&teams)
            return true
        }
        switch Names.clean(field.text) {
        case .failure(let problem):
            teams.problem = .badName(problem)
            return false
        case .success(let name):
            if isTaken(name, except: row) {
                teams.problem = .name(name)
                return false
            }
            switch row {
            case .team(let t): roster[t].name = name
            case .player(let t, let p): roster[t].players[p] = name
            default: break
            }
        }
        teams.editing = nil
        teams.editingNewPlayer = false
        teams.problem = nil
        return true
    }

    /// Esc: the name as it was; a new player is taken away, its team's "+ add a player" selected.
    private mutating func cancelField(_ teams: inout TeamsScreen) {
        if teams.editingNewPlayer, case .player(let t, let p) = teamRows[teams.cursor] {
            roster[t].players.remove(at: p)
            teams.cursor = teamRows.firstIndex(of: .addPlayer(team: t)) ?? min(teams.cursor, teamRows.count - 1)
        }
        teams.editing = nil
        teams.editingNewPlayer = false
    }

    private mutating func openPlayer(_ team: Int, _ player: Int, _ teams: inout TeamsScreen) {
        if let index = teamRows.firstIndex(of: .player(team: team, player: player)) { openField(at: index, &teams) }
    }

    /// The next team's name, or after the last team "+ add a team" (or Start) selected.
    private mutating func openNextTeam(after team: Int, _ teams: inout TeamsScreen) {
        let rows = teamRows
        if team + 1 < roster.count, let index = rows.firstIndex(of: .team(team + 1)) {
            openField(at: index, &teams)
        } else {
            teams.cursor = rows.firstIndex(of: .addTeam) ?? rows.firstIndex(of: .start) ?? teams.cursor
        }
    }

    /// Tab: the next name on the list, or the row after the last name selected.
    private mutating func openNextName(after index: Int, _ teams: inout TeamsScreen) {
        let rows = teamRows
        let start = min(index, rows.count - 1)
        if let next = rows.indices.dropFirst(start + 1).first(where: { rows[$0].isName }) {
            openField(at: next, &teams)
        } else {
            teams.cursor = rows.firstIndex(of: .addTeam) ?? rows.firstIndex(of: .start) ?? start
        }
    }

    /// Shift-Tab: the name before on the list (the first name stays open at the top).
    private mutating func openPreviousName(before index: Int, _ teams: inout TeamsScreen) {
        let rows = teamRows
        let start = min(index, rows.count)
        let previous = rows.indices.prefix(start).last(where: { rows[$0].isName })
        openField(at: previous ?? rows.firstIndex(where: \.isName) ?? 0, &teams)
    }

    /// A list of names pasted (or typed with commas) into a team's or a player's field: the first takes the
    /// field when it is empty or a placeholder, the rest fill the players after it whose names are still default
    /// names, then new players up to the team's limit. What does not fit, or cannot be a name, is left out with a
    /// notice. The last name placed stays open, so Enter goes on from there.
    private mutating func pasteNames(_ pasted: [String], fromField: Bool = false, _ teams: inout TeamsScreen) {
        guard let field = teams.editing else { return }
        let row = teamRows[teams.cursor]
        var queue = pasted[...]
        let takesField = fromField || field.isPlaceholder || field.isSelected || field.text.allSatisfy(\.isWhitespace)
        var position: Int
        var ownSlot: Int?
        let team: Int
        switch row {
        case .team(let t):
            team = t
            if takesField, let first = queue.popFirst() {
                teams.editing = TextField(first, maximumColumns: Names.maximumColumns)
            }
            guard commitField(&teams) else { return }
            position = 0
        case .player(let t, let p):
            team = t
            if takesField {
                position = p
                ownSlot = p
            } else {
                guard commitField(&teams) else { return }
                position = p + 1
            }
        default:
            return
        }
        teams.editing = nil
        teams.editingNewPlayer = false
        let placement = PastedNames.place(
            Array(queue), into: roster[team].players, from: position, ownSlot: ownSlot,
            limit: GameSetup.Limits.players.upperBound, isDefault: { self.names.playerNumber($0) != nil },
            takenElsewhere: { name in
                self.roster.indices.contains { $0 != team && self.roster[$0].players.contains { Names.same($0, name) } }
            })
        roster[team].players = placement.players
        teams.problem = TeamsProblem.pasted(placement, limit: GameSetup.Limits.players.upperBound)
        let rows = teamRows
        if let last = placement.last, let index = rows.firstIndex(of: .player(team: team, player: last)) {
            teams.cursor = index
            teams.editing = TextField(roster[team].players[last], maximumColumns: Names.maximumColumns)
        } else {
            teams.cursor = min(teams.cursor, rows.count - 1)
        }
    }
}

extension TeamsScreen.Row {
    /// A row that holds a name: a team or a player.
    var isName: Bool {
        switch self {
        case .team, .player: true
        default: false
        }
    }
}
