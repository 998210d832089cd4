import PappersEngine

extension AppModel {
    /// Remembers `teams` as the most recent roster: first in the "o" list (each roster once) and saved for the
    /// next `pappers play` without `--team` or `--players`. Every way into a game calls it (the teams screen,
    /// `play --team`, `play --players`, a rematch, `continue`); a roster already the most recent is not saved
    /// again. A pairs list is kept as its seats (teams of one), which tells it from a roster of teams.
    mutating func remember(_ teams: [Team]) -> [AppCommand] {
        guard recentRosters.first != teams else { return [] }
        recentRosters.removeAll { $0 == teams }
        recentRosters.insert(teams, at: 0)
        return [.saveRoster(teams)]
    }

    /// The mode a remembered roster plays: pairs for seats (every team one player of its own name), else teams.
    public static func mode(of roster: [Team]) -> GameMode {
        !roster.isEmpty && roster.allSatisfy { $0.players == [$0.name] } ? .pairs : .teams
    }
}
