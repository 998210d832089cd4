/// One team's place in the standings.
public struct Standing: Codable, Equatable, Sendable {
    public let team: Int
    public let total: Int
    public let perRound: [Int]
    /// 1 for the leaders; teams with the same total share a place, and the next place skips (1, 1, 3).
    public let place: Int
}

extension GameState {
    /// The teams from the highest total down; ties share a place and keep the setup's order.
    public var standings: [Standing] {
        let totals = scores.map { $0.reduce(0, +) }
        let order = setup.teams.indices.sorted { totals[$0] != totals[$1] ? totals[$0] > totals[$1] : $0 < $1 }
        var result: [Standing] = []
        for (position, team) in order.enumerated() {
            let place = position > 0 && totals[order[position - 1]] == totals[team]
                ? result[position - 1].place : position + 1
            result.append(Standing(team: team, total: totals[team], perRound: scores[team], place: place))
        }
        return result
    }

    /// The teams in first place (more than one when tied). Meaningful once the game is finished.
    public var leaders: [Int] { standings.filter { $0.place == 1 }.map(\.team) }

    /// Points of every team in one round.
    public func roundScores(_ round: Int) -> [Int] { scores.map { $0[round] } }
}
