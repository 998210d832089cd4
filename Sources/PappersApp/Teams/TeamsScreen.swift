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
    /// Which of the recent rosters of this mode is shown (0 = the last one).
    public var recentIndex = 0
    /// What the last key did, said under the list (o brought back an earlier roster, c cleared the names).
    public var note: TeamsNote?

    public init() {}

    init(problem: TeamsProblem) {
        self.problem = problem
    }
}

/// What a key of the teams screen did that the players should see.
public enum TeamsNote: Equatable, Sendable {
    /// o brought back earlier roster `number` of `count` (the most recent is 1).
    case earlierRoster(number: Int, count: Int)
    /// o found no earlier roster of this mode.
    case noEarlierRoster
    /// c gave every name back its default.
    case namesCleared
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
    /// Names of a pasted list were left out, each named: `overLimit` for want of room (a list holds `limit`),
    /// `refused` because they cannot be names (empty, too wide, unsafe) or are taken.
    case pastedLeftOut(overLimit: [String], refused: [String], limit: Int)
    case tooFewPairsPlayers
    case tooManyPairsPlayers
}

extension TeamsProblem {
    /// What a paste left out, or nil when every name found its place.
    static func pasted(_ placement: PastedNames.Placement, limit: Int) -> TeamsProblem? {
        placement.overLimit.isEmpty && placement.refused.isEmpty ? nil
            : .pastedLeftOut(overLimit: placement.overLimit, refused: placement.refused, limit: limit)
    }
}

/// Why a game could not start from the teams screen, as data: the screens say it in the interface language.
public enum StartProblem: Equatable, Sendable {
    /// The teams, the rules or the bowl break the engine's setup rules.
    case setup([SetupProblem])
    /// The word packs are not loaded yet.
    case packsNotLoaded
}
