import PappersApp
import PappersEngine

/// Why a game cannot start, in the interface language (the teams screen's "Cannot start: …").
enum StartProblemText {
    static func text(_ problem: StartProblem, _ context: ScreenContext) -> String {
        switch problem {
        case .packsNotLoaded: context.text(.startPacksNotLoaded)
        case .setup(let problems): problems.map { text($0, context.strings) }.joined(separator: "; ")
        }
    }

    static func text(_ problem: SetupProblem, _ strings: Strings) -> String {
        let teams = GameSetup.Limits.teams, players = GameSetup.Limits.players
        switch problem {
        case .teamCount(let n):
            return strings.text(.startTeamCount(min: teams.lowerBound, max: teams.upperBound, n: n))
        case .playerCount(let team, let n):
            return strings.text(.startPlayerCount(team: team, n: n, min: players.lowerBound, max: players.upperBound))
        case .name(let name, _): return strings.text(.startName(name: name))
        case .duplicateTeamName(let name): return strings.text(.startDuplicateTeam(name: name))
        case .duplicatePlayerName(let name): return strings.text(.startDuplicatePlayer(name: name))
        case .noWords: return strings.text(.startNoWords)
        case .tooManyWords(let n):
            return strings.text(.startTooManyWords(n: n, max: GameSetup.Limits.words.upperBound))
        case .badWord(let word): return strings.text(.startBadWord(word: word))
        case .duplicateWord(let word): return strings.text(.startDuplicateWord(word: word))
        case .pairsPlayerCount(let n):
            let range = GameSetup.Limits.pairsPlayers
            return strings.text(.startPairsPlayerCount(min: range.lowerBound, max: range.upperBound, n: n))
        case .pairsSeat(let name): return strings.text(.startName(name: name))
        case .turnLength, .roundCount, .passLimit, .passPenalty, .hideDelay, .peekLength, .wordLevels:
            return strings.text(.startRules)
        }
    }
}
