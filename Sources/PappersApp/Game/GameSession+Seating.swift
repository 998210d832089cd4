import PappersCanvas
import PappersEngine

/// The table's step that seats a watcher in a team between turns: ↑ ↓ choose the watcher, ← → the team, Enter
/// seats them (the engine's `seatPlayer`, journaled), Esc goes back.
extension GameSession {
    mutating func seatWatcher(_ key: Key, _ seating: WatcherSeating, _ app: inout AppModel, at now: Int,
                              _ commands: inout [AppCommand]) {
        let watchers = app.watchersWaiting
        let teams = WatcherSeating.openTeams(state)
        guard !watchers.isEmpty, !teams.isEmpty else {
            self.seating = nil
            return
        }
        var seating = seating
        seating.watcher = min(seating.watcher, watchers.count - 1)
        seating.team = min(seating.team, teams.count - 1)
        switch GameKeys.seating.action(for: key) {
        case .previous: seating.watcher = (seating.watcher + watchers.count - 1) % watchers.count
        case .next: seating.watcher = (seating.watcher + 1) % watchers.count
        case .previousTeam: seating.team = (seating.team + teams.count - 1) % teams.count
        case .nextTeam: seating.team = (seating.team + 1) % teams.count
        case .back:
            self.seating = nil
            return
        case .seat:
            self.seating = nil
            let watcher = watchers[seating.watcher], team = teams[seating.team]
            guard perform(.seating(watcher.name, team: team, at: now), &commands) else { return }
            let role = SeatRole.player(team: team, player: state.setup.teams[team].players.count - 1)
            app.seats[watcher.seat]?.role = role
            commands.append(.playerSeated(watcher.seat, name: watcher.name, role: role))
            return
        case nil:
            break
        }
        self.seating = seating
    }
}
