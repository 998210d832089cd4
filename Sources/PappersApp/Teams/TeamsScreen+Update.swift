import PappersCanvas
import PappersEngine

/// The teams screen's keys: the list of teams and players, or in pairs mode the list of players
/// (`PairsRoster.swift`); the roster they change is the model's (`TeamsRoster.swift`), and names are typed in
/// the screen's field (`AppModel+TeamsTyping.swift`, `AppModel+PairsTyping.swift`).
extension TeamsScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        // The pairs list has keys of its own; m switches to it.
        if app.mode == .pairs { return updatePairs(&app, key, at: now) }
        if editing != nil {
            app.handleTyping(key, &self)
            return []
        }
        let rows = app.teamRows
        let action = TeamsKeys.teams.action(for: key)
        if case .pairsMode = action {
            app.switchToPairs()
            return []
        }
        cursor = min(cursor, rows.count - 1)
        if case .move(let move) = action {
            cursor = move.moved(cursor, count: rows.count) ?? cursor
            return []
        }
        problem = nil
        note = nil
        let row = rows[cursor]
        if case .paste = key {
            // A paste on a name or on "+ add a player" goes into that field, as if it had been opened first.
            switch row {
            case .team, .player: app.openField(at: cursor, &self)
            case .addPlayer(let team): app.addPlayer(to: team, &self)
            default: break
            }
            if editing != nil { app.handleTyping(key, &self) }
            return []
        }
        switch action {
        case .back:
            app.screen = .home(HomeScreen())
            return app.keepDraft()
        case .choose:
            switch row {
            case .team, .player: app.openField(at: cursor, &self)
            case .addPlayer(let team): app.addPlayer(to: team, &self)
            case .addTeam: app.addTeam(&self, typing: true)
            case .start: return app.startFromTeams(&self, at: now)
            }
        case .addPlayer:
            if let team = app.team(of: row) { app.addPlayer(to: team, &self) }
        case .addTeam:
            app.addTeam(&self)
        case .remove:
            app.remove(row, &self)
        case .randomTeams:
            app.shuffleIntoRandomTeams()
        case .earlierTeams:
            app.bringBackEarlierRoster(&self)
        case .clearNames:
            app.clearNames()
            cursor = 0
            note = .namesCleared
        case .start:
            return app.startFromTeams(&self, at: now)
        case .move, .pairsMode, nil:
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
        let action = TeamsKeys.pairs.action(for: key)
        cursor = min(cursor, rows.count - 1)
        if case .move(let move) = action {
            cursor = move.moved(cursor, count: rows.count) ?? cursor
            return []
        }
        problem = nil
        note = nil
        let row = rows[cursor]
        if case .paste = key {
            // A paste on a name or on "+ add a player" goes into that field, as if it had been opened first.
            switch row {
            case .player(let p):
                app.openPairsField(at: p, &self)
                app.handlePairsTyping(key, &self)
            case .addPlayer:
                app.addPairsPlayer(&self)
                if editing != nil { app.handlePairsTyping(key, &self) }
            case .start:
                break
            }
            return []
        }
        switch (action, row) {
        case (.back, _):
            app.screen = .home(HomeScreen())
            return app.keepDraft()
        case (.teamsMode, _):
            app.switchToTeams()
        case (.choose, .player(let p)):
            app.openPairsField(at: p, &self)
        case (.choose, .addPlayer), (.addPlayer, _):
            app.addPairsPlayer(&self)
        case (.remove, .player(let p)):
            guard app.roster.count > GameSetup.Limits.pairsPlayers.lowerBound else {
                problem = .tooFewPairsPlayers
                break
            }
            app.roster.remove(at: p)
            cursor = min(cursor, app.pairsRows.count - 1)
        case (.earlierPlayers, _):
            app.bringBackEarlierRoster(&self)
        case (.clearNames, _):
            app.roster = AppModel.seats(app.roster.indices.map { app.names.player($0 + 1) })
            cursor = 0
            note = .namesCleared
        case (.choose, .start), (.start, _):
            return app.startFromTeams(&self, at: now)
        case (.remove, _), (.move, _), (nil, _):
            break
        }
        return []
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
