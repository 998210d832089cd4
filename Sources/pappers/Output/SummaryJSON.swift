import PappersEngine
import PappersJSON

/// The one-line JSON form of a game's summary, printed by `simulate` and `replay --headless`.
///
/// Keys, in this order: `seed`, `words`, `rounds`, `teams` (each `name`, `players`, `score`, `roundScores`),
/// `turns`, `winners`, `status`, `playedSeconds`, `bowl` (the words) when asked, and `mode` (`"pairs"`) in a
/// pairs game, whose `teams` are the players, one each. New keys may be added at the end; none is ever renamed.
enum SummaryJSON {
    static func line(_ summary: GameSummary, bowl: [String]? = nil) -> String {
        let strings: ([String]) -> JSON = { .array($0.map(JSON.string)) }
        var fields: [(key: String, value: JSON)] = [
            ("seed", .number(summary.seed)),
            ("words", .number(summary.words)),
            ("rounds", .array(summary.rounds.map { .string($0.rawValue) })),
            ("teams", .array(summary.teams.map { team in
                .object([
                    ("name", .string(team.name)), ("players", strings(team.players)), ("score", .number(team.score)),
                    ("roundScores", .array(team.roundScores.map(JSON.number))),
                ])
            })),
            ("turns", .number(summary.turns)),
            ("winners", strings(summary.winners)),
            ("status", .string(summary.phase.rawValue)),
            ("playedSeconds", .number(summary.playedMillis / 1000)),
        ]
        if let bowl { fields.append(("bowl", strings(bowl))) }
        if summary.mode == .pairs { fields.append(("mode", .string(summary.mode.rawValue))) }
        return JSON.object(fields).compactText
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
