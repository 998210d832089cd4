import PappersEngine
import PappersJSON

/// The one-line JSON form of a game's summary, printed by `simulate` and `replay --headless`.
///
/// Keys, in this order: `seed`, `words`, `rounds`, `teams` (each `name`, `players`, `score`, `roundScores`),
/// `turns`, `winners`, `status`, `playedSeconds`, `bowl` (the words) when asked, and `mode` (`"pairs"`) in a
/// pairs game, whose `teams` are the players, one each. New keys may be added at the end; none is ever renamed.
enum SummaryJSON {
    static func line(_ summary: GameSummary, bowl: [String]? = nil) -> String {
        var json = JSONLineWriter()
        json.beginObject()
        json.key("seed")
        json.number(summary.seed)
        json.key("words")
        json.number(summary.words)
        json.key("rounds")
        json.strings(summary.rounds.map(\.rawValue))
        json.key("teams")
        json.beginArray()
        for team in summary.teams {
            json.beginObject()
            json.key("name")
            json.string(team.name)
            json.key("players")
            json.strings(team.players)
            json.key("score")
            json.number(team.score)
            json.key("roundScores")
            json.beginArray()
            for score in team.roundScores { json.number(score) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.key("turns")
        json.number(summary.turns)
        json.key("winners")
        json.strings(summary.winners)
        json.key("status")
        json.string(summary.phase.rawValue)
        json.key("playedSeconds")
        json.number(summary.playedMillis / 1000)
        if let bowl {
            json.key("bowl")
            json.strings(bowl)
        }
        if summary.mode == .pairs {
            json.key("mode")
            json.string(summary.mode.rawValue)
        }
        json.endObject()
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
