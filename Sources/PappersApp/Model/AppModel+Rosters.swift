import PappersEngine

extension AppModel {
    /// Remembers `teams` as the most recent roster: first in the "o" list (each roster once) and saved for the
    /// next `pappers play` without `--team`. Every way into a game calls it (the teams screen, `play --team`, a
    /// rematch, `continue`); a roster already the most recent is not saved again.
    /// A pairs game's seats are not a roster of teams: they are not remembered.
    mutating func remember(_ teams: [Team], _ commands: inout [AppCommand]) {
        guard mode == .teams, recentRosters.first != teams else { return }
        commands.append(.saveRoster(teams))
        recentRosters.removeAll { $0 == teams }
        recentRosters.insert(teams, at: 0)
    }
}
