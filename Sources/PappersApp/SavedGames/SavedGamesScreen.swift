import PappersEngine

/// A game in progress kept in the store, as the home screen offers it: its number and its teams' scores so far.
public struct SavedGame: Equatable, Sendable {
    /// The game's id in the data directory (`pappers continue ID`).
    public let id: Int
    public let teams: [TeamScore]

    public struct TeamScore: Equatable, Sendable {
        public let name: String
        /// Nil when the score could not be read back.
        public let score: Int?

        public init(name: String, score: Int?) {
            self.name = name
            self.score = score
        }
    }

    public init(id: Int, teams: [TeamScore]) {
        self.id = id
        self.teams = teams
    }

    /// The teams and their scores, for one line: "Reds 4 · Blues 3".
    public var scoresLine: String {
        teams.map { team in team.score.map { "\(team.name) \($0)" } ?? team.name }.joined(separator: " · ")
    }
}

/// The games in progress, to choose the one to continue (shown when there are several).
public struct SavedGamesScreen: Equatable, Sendable {
    public var cursor = 0

    public init() {}
}

/// The question "New game" asks while a game is in progress: continue it (the default) or start a new one.
public struct NewGameQuestion: Equatable, Sendable {
    public enum Choice: Equatable, Sendable, CaseIterable {
        case continueSaved, newGame
    }

    public var cursor = 0

    public init() {}

    public var choice: Choice { Choice.allCases[min(cursor, Choice.allCases.count - 1)] }
}

extension SavedGame {
    /// A game being played, as home will offer it once it is left unfinished.
    init(_ state: GameState, id: Int) {
        self.init(id: id, teams: state.setup.teams.enumerated().map { index, team in
            TeamScore(name: team.name, score: index < state.scores.count ? state.scores[index].reduce(0, +) : nil)
        })
    }
}
