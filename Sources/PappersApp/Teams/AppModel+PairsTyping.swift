import PappersCanvas
import PappersEngine

/// Typing the pairs list, as the teams list is typed (`AppModel+TeamsTyping.swift`): default names are
/// placeholders and a remembered name is selected, so typing replaces either; Enter keeps a name and opens the
/// next, a new player after the last (while the list has room), and Enter on that new player's untouched
/// placeholder takes it away again and selects Start; Tab and ↓ keep the name and open the next, Shift-Tab and
/// ↑ the one before; Esc gives up the change (and a new player); a pasted list (or one typed with commas)
/// fills the list from the field on, naming what it left out.
extension AppModel {
    mutating func handlePairsTyping(_ key: Key, _ teams: inout TeamsScreen) {
        guard var field = teams.editing, case .player(let p) = pairsRows[min(teams.cursor, pairsRows.count - 1)] else {
            teams.editing = nil
            return
        }
        switch key {
        case .tab, .down:
            if commitPairsField(&teams) { openPairsNext(after: p, &teams) }
            return
        case .backTab, .up:
            if commitPairsField(&teams) { openPairsField(at: max(0, p - 1), &teams) }
            return
        case .paste(let text) where PastedNames.split(text).count > 1:
            pastePairs(PastedNames.split(text), into: p, fromField: false, &teams)
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
            cancelPairsField(&teams)
        case .submitted:
            if PastedNames.split(field.text).count > 1 {
                pastePairs(PastedNames.split(field.text), into: p, fromField: true, &teams)
                return
            }
            if teams.editingNewPlayer, field.isPlaceholder || field.text.allSatisfy(\.isWhitespace) {
                // An empty new player ends the list.
                cancelPairsField(&teams)
                teams.cursor = pairsRows.firstIndex(of: .start) ?? teams.cursor
                return
            }
            if commitPairsField(&teams) {
                if p + 1 < roster.count { openPairsField(at: p + 1, &teams) } else { addPairsPlayer(&teams) }
            }
        }
    }

    /// Opens player `p`'s name to type: a default name is a placeholder, any other name selected.
    mutating func openPairsField(at p: Int, _ teams: inout TeamsScreen) {
        guard roster.indices.contains(p) else { return }
        teams.cursor = p
        teams.editing = TextField(roster[p].name, maximumColumns: Names.maximumColumns,
                                  placeholder: names.playerNumber(roster[p].name) != nil, selected: true)
        teams.editingNewPlayer = false
    }

    /// A new player at the end of the list, its name open to type on a placeholder ("Player 5").
    mutating func addPairsPlayer(_ teams: inout TeamsScreen) {
        guard roster.count < GameSetup.Limits.pairsPlayers.upperBound else {
            teams.problem = .tooManyPairsPlayers
            teams.cursor = pairsRows.firstIndex(of: .start) ?? teams.cursor
            return
        }
        let name = freshName(names.player, taken: roster.map(\.name))
        roster.append(Team(name: name, players: [name]))
        teams.cursor = roster.count - 1
        teams.editing = TextField(name, maximumColumns: Names.maximumColumns, placeholder: true)
        teams.editingNewPlayer = true
    }

    /// Tab: the next player's name, or the row after the last name selected.
    private mutating func openPairsNext(after p: Int, _ teams: inout TeamsScreen) {
        if p + 1 < roster.count {
            openPairsField(at: p + 1, &teams)
        } else {
            teams.cursor = pairsRows.firstIndex(of: .addPlayer) ?? pairsRows.firstIndex(of: .start) ?? teams.cursor
        }
    }

    /// Keeps the typed name; false (and the problem shown, the field still open) when it cannot be a name or
    /// another player has it. A new player left on its placeholder is taken away.
    private mutating func commitPairsField(_ teams: inout TeamsScreen) -> Bool {
        guard let field = teams.editing, case .player(let p) = pairsRows[teams.cursor] else { return true }
        if teams.editingNewPlayer, field.isPlaceholder {
            cancelPairsField(&teams)
            return true
        }
        switch Names.clean(field.text) {
        case .failure(let problem):
            teams.problem = .badName(problem)
            return false
        case .success(let name):
            if roster.indices.contains(where: { $0 != p && Names.same(roster[$0].name, name) }) {
                teams.problem = .name(name)
                return false
            }
            roster[p] = Team(name: name, players: [name])
        }
        teams.editing = nil
        teams.editingNewPlayer = false
        teams.problem = nil
        return true
    }

    /// Esc: the name as it was; a new player is taken away, "+ add a player" selected.
    private mutating func cancelPairsField(_ teams: inout TeamsScreen) {
        if teams.editingNewPlayer, case .player(let p) = pairsRows[teams.cursor] {
            roster.remove(at: p)
            teams.cursor = pairsRows.firstIndex(of: .addPlayer) ?? min(teams.cursor, pairsRows.count - 1)
        }
        teams.editing = nil
        teams.editingNewPlayer = false
    }

    /// A list of names pasted into player `p`'s field: the first takes the field when it is empty, a placeholder
    /// or selected (or when typed with commas), the rest fill the default names after it, then new players up
    /// to the list's limit. The last name placed stays open, so Enter goes on from there.
    private mutating func pastePairs(_ pasted: [String], into p: Int, fromField: Bool, _ teams: inout TeamsScreen) {
        guard let field = teams.editing else { return }
        let takesField = fromField || field.isPlaceholder || field.isSelected || field.text.allSatisfy(\.isWhitespace)
        if !takesField { guard commitPairsField(&teams) else { return } }
        teams.editing = nil
        teams.editingNewPlayer = false
        let limit = GameSetup.Limits.pairsPlayers.upperBound
        let placement = PastedNames.place(
            pasted, into: roster.map(\.name), from: takesField ? p : p + 1, ownSlot: takesField ? p : nil, limit: limit,
            isDefault: { self.names.playerNumber($0) != nil }, takenElsewhere: { _ in false })
        roster = Self.seats(placement.players)
        teams.problem = TeamsProblem.pasted(placement, limit: limit)
        if let last = placement.last {
            teams.cursor = last
            teams.editing = TextField(roster[last].name, maximumColumns: Names.maximumColumns)
        } else {
            teams.cursor = min(teams.cursor, pairsRows.count - 1)
        }
    }
}
