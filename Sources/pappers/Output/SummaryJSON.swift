import PappersEngine

/// The one-line JSON form of a game's summary, printed by `simulate` and `replay --headless`.
///
/// Keys, in this order: `seed`, `words`, `rounds`, `teams` (each `name`, `players`, `score`, `roundScores`),
/// `turns`, `winners`, `status`, `playedSeconds`, and `bowl` (the words) when asked. New keys may be added at
/// the end; none is ever renamed.
enum SummaryJSON {
    static func line(_ summary: GameSummary, bowl: [String]? = nil) -> String {
        var json = JSONText()
        json.raw("{")
        json.key("seed")
        json.raw(String(summary.seed))
        json.key("words")
        json.raw(String(summary.words))
        json.key("rounds")
        json.array(summary.rounds) { $0.string($1.rawValue) }
        json.key("teams")
        json.array(summary.teams) { json, team in
            json.raw("{")
            json.key("name")
            json.string(team.name)
            json.key("players")
            json.array(team.players) { $0.string($1) }
            json.key("score")
            json.raw(String(team.score))
            json.key("roundScores")
            json.array(team.roundScores) { $0.raw(String($1)) }
            json.raw("}")
        }
        json.key("turns")
        json.raw(String(summary.turns))
        json.key("winners")
        json.array(summary.winners) { $0.string($1) }
        json.key("status")
        json.string(summary.phase.rawValue)
        json.key("playedSeconds")
        json.raw(String(summary.playedMillis / 1000))
        if let bowl {
            json.key("bowl")
            json.array(bowl) { $0.string($1) }
        }
        json.raw("}")
        return json.text
    }

    /// A line for people: who won, the scores, the turns.
    static func text(_ summary: GameSummary) -> String {
        let scores = summary.teams.map { "\($0.name) \($0.score)" }.joined(separator: ", ")
        let result = switch summary.winners.count {
        case 0: summary.phase.rawValue
        case 1: "\(summary.winners[0]) wins"
        default: "tie: \(summary.winners.joined(separator: " and "))"
        }
        return "seed \(summary.seed): \(result) (\(scores)) in \(summary.turns) turns"
    }
}
