import PappersEngine

/// The teams screen: the roster as rows, one of them perhaps being renamed.
public struct TeamsScreen: Equatable, Sendable {
    /// A row of the roster list.
    public enum Row: Equatable, Sendable {
        case team(Int)
        case player(team: Int, player: Int)
        case addPlayer(team: Int)
        case addTeam
        case start
    }

    public var cursor = 0
    /// The name being typed, and which row it renames.
    public var editing: TextField?
    /// Why the last action was refused, shown under the list.
    public var problem: TeamsProblem?
    /// Which of the recent rosters is shown (0 = the last one).
    public var recentIndex = 0

    public init() {}

    init(problem: TeamsProblem) {
        self.problem = problem
    }
}

/// What the teams screen refused.
public enum TeamsProblem: Equatable, Sendable {
    /// The name is taken by another team or player.
    case name(String)
    /// The name cannot be a name (empty, too wide, a character that cannot be shown): the screens say why
    /// in the interface language.
    case badName(NameProblem)
    case tooFewPlayers
    case tooManyPlayers
    case tooFewTeams
    case tooManyTeams
    case cannotStart(StartProblem)
}

/// Why a game could not start from the teams screen, as data: the screens say it in the interface language.
public enum StartProblem: Equatable, Sendable {
    /// The teams, the rules or the bowl break the engine's setup rules.
    case setup([SetupProblem])
    /// The word packs are not loaded yet.
    case packsNotLoaded
}
