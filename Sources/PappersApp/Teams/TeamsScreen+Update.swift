import PappersCanvas
import PappersEngine

/// The teams screen's keys: the list of teams and players, or in pairs mode the list of players
/// (`PairsRoster.swift`); the roster they change is the model's (`TeamsRoster.swift`), and names are typed in
/// the screen's field (`AppModel+TeamsTyping.swift`, `AppModel+PairsTyping.swift`).
extension TeamsScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        // The pairs list has keys of its own; m switches to it.
        if app.mode == .pairs { return updatePairs(&app, key, at: now) }
        if editing == nil, key == .character("m") {
            app.switchToPairs()
            return []
        }
        if editing != nil {
            app.handleTyping(key, &self)
            return []
        }
        let rows = app.teamRows
        if movedCursor(by: key, rows: rows.count) { return [] }
        problem = nil
        note = nil
        let row = rows[cursor]
        switch key {
        case .escape, .character("q"):
            app.screen = .home(HomeScreen())
            return app.keepDraft()
        case .enter, .character(" "):
            switch row {
            case .team, .player: app.openField(at: cursor, &self)
            case .addPlayer(let team): app.addPlayer(to: team, &self)
            case .addTeam: app.addTeam(&self, typing: true)
            case .start: return app.startFromTeams(&self, at: now)
            }
        case .paste:
            // A paste on a name or on "+ add a player" goes into that field, as if it had been opened first.
            switch row {
            case .team, .player: app.openField(at: cursor, &self)
            case .addPlayer(let team): app.addPlayer(to: team, &self)
            default: break
            }
            if editing != nil { app.handleTyping(key, &self) }
        case .character("a"):
            if let team = app.team(of: row) { app.addPlayer(to: team, &self) }
        case .character("t"):
            app.addTeam(&self)
        case .character("x"), .delete:
            app.remove(row, &self)
        case .character("r"):
            app.shuffleIntoRandomTeams()
        case .character("o"):
            app.bringBackEarlierRoster(&self)
        case .character("c"):
            app.clearNames()
            cursor = 0
            note = .namesCleared
        case .character("s"):
            return app.startFromTeams(&self, at: now)
        default:
            break
        }
        return []
    }

    /// A key on the teams screen in pairs mode.
    private mutating func updatePairs(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        if editing != nil {
            app.handlePairsTyping(key, &self)
            return []
        }
        let rows = app.pairsRows
        if movedCursor(by: key, rows: rows.count) { return [] }
        problem = nil
        note = nil
        switch (key, rows[cursor]) {
        case (.escape, _), (.character("q"), _):
            app.screen = .home(HomeScreen())
            return app.keepDraft()
        case (.character("m"), _):
            app.switchToTeams()
        case (.enter, .player(let p)), (.character(" "), .player(let p)):
            app.openPairsField(at: p, &self)
        case (.paste, .player(let p)):
            // A paste on a name or on "+ add a player" goes into that field, as if it had been opened first.
            app.openPairsField(at: p, &self)
            app.handlePairsTyping(key, &self)
        case (.paste, .addPlayer):
            app.addPairsPlayer(&self)
            if editing != nil { app.handlePairsTyping(key, &self) }
        case (.enter, .addPlayer), (.character(" "), .addPlayer), (.character("a"), _):
            app.addPairsPlayer(&self)
        case (.character("x"), .player(let p)), (.delete, .player(let p)):
            guard app.roster.count > GameSetup.Limits.pairsPlayers.lowerBound else {
                problem = .tooFewPairsPlayers
                break
            }
            app.roster.remove(at: p)
            cursor = min(cursor, app.pairsRows.count - 1)
        case (.character("o"), _):
            app.bringBackEarlierRoster(&self)
        case (.character("c"), _):
            app.roster = AppModel.seats(app.roster.indices.map { app.names.player($0 + 1) })
            cursor = 0
            note = .namesCleared
        case (.enter, .start), (.character(" "), .start), (.character("s"), _):
            return app.startFromTeams(&self, at: now)
        default:
            break
        }
        return []
    }

    /// Keeps the list's cursor within its `rows` and moves it on an arrow key; true when the key moved it. Shared
    /// by the teams list and the pairs list.
    private mutating func movedCursor(by key: Key, rows: Int) -> Bool {
        cursor = min(cursor, rows - 1)
        guard let moved = AppModel.moved(cursor, by: key, count: rows) else { return false }
        cursor = moved
        return true
    }
}

extension AppModel {
    /// The teams screen's c: every name back to its default ("Team 1", "Player 1"…), numbered in order.
    mutating func clearNames() {
        roster = roster.enumerated().map { t, team in
            Team(name: names.team(t + 1), players: team.players.indices.map { _ in "" })
        }
        var number = 0
        for t in roster.indices {
            for p in roster[t].players.indices {
                number += 1
                roster[t].players[p] = names.player(number)
            }
        }
    }
}
