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
    /// The name being typed; the row under `cursor` is the one it renames.
    public var editing: TextField?
    /// The player being typed was created for it (Enter on "+ add a player", after a team's last player, a):
    /// Esc, or Enter on its untouched placeholder, takes it away again.
    public var editingNewPlayer = false
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
    /// A pasted list had more names than the team has room for: the rest were left out.
    case pastedOverLimit
    /// Some names of a pasted list could not be names (empty, too wide, unsafe, taken): they were left out.
    case pastedNamesLeftOut
    // MARK: pairs-mode
    case tooFewPairsPlayers
    case tooManyPairsPlayers
}

/// Why a game could not start from the teams screen, as data: the screens say it in the interface language.
public enum StartProblem: Equatable, Sendable {
    /// The teams, the rules or the bowl break the engine's setup rules.
    case setup([SetupProblem])
    /// The word packs are not loaded yet.
    case packsNotLoaded
}
