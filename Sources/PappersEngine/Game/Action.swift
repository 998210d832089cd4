/// A word of the game, by its index in `GameSetup.words`.
public typealias WordID = Int

/// Something a player (or the passing of time) does to a game.
///
/// Every action reaches the engine as a `TimedAction`, carrying the monotonic instant at which it happened.
public enum Action: Equatable, Hashable, Sendable {
    /// Draws the first describers and opens the first round.
    case startGame
    /// The describer has the laptop: the clock starts.
    case startTurn
    /// The guessers found the word on screen: +1, next word.
    case guessed
    /// The word on screen goes to the bottom of the bowl.
    case pass
    /// Takes back the last "guessed" of this turn.
    case undo
    /// Stops the clock and hides the word.
    case pause
    /// Starts the clock again.
    case resume
    /// Shows a hidden word again for a moment.
    case peek
    /// Time passes: ends the turn when its countdown reaches zero.
    case tick
    /// At review, marks a word of the turn as not really guessed.
    case strike(WordID)
    /// At review, takes a strike back.
    case restore(WordID)
    /// Ends the review: struck words go back into the bowl.
    case confirmReview
    /// After the standings, opens the next round.
    case beginRound
    /// Ends the running turn now, as if time were up.
    case endTurn
    /// Ends the game without a result.
    case abandon
    /// Between turns of a team game, a player joins team `team` (by index) as the last of its describers: someone
    /// who watched a hosted game from their own terminal, seated by the host. The player's name comes with the
    /// action's instant (`TimedAction.seating(_:team:at:)`), so that an action stays a plain value.
    case seatPlayer(team: Int)

    /// The action's name in records: stable, never renamed.
    public var name: String {
        switch self {
        case .startGame: "start-game"
        case .startTurn: "start-turn"
        case .guessed: "guessed"
        case .pass: "pass"
        case .undo: "undo"
        case .pause: "pause"
        case .resume: "resume"
        case .peek: "peek"
        case .tick: "tick"
        case .strike: "strike"
        case .restore: "restore"
        case .confirmReview: "confirm-review"
        case .beginRound: "begin-round"
        case .endTurn: "end-turn"
        case .abandon: "abandon"
        case .seatPlayer: Self.seatPlayerName
        }
    }

    /// The name of `seatPlayer` in records.
    public static let seatPlayerName = "seat-player"

    /// The team `seatPlayer` seats a player in; nil for every other action.
    public var team: Int? {
        if case .seatPlayer(let team) = self { team } else { nil }
    }

    /// The word the action names, for strike and restore.
    public var word: WordID? {
        switch self {
        case .strike(let word), .restore(let word): word
        default: nil
        }
    }

    /// The action of a record's name and word, or nil when they do not make one (`seat-player` has a team and
    /// a name instead: `TimedAction.seating(_:team:at:)`).
    public init?(name: String, word: WordID?) {
        switch (name, word) {
        case ("start-game", nil): self = .startGame
        case ("start-turn", nil): self = .startTurn
        case ("guessed", nil): self = .guessed
        case ("pass", nil): self = .pass
        case ("undo", nil): self = .undo
        case ("pause", nil): self = .pause
        case ("resume", nil): self = .resume
        case ("peek", nil): self = .peek
        case ("tick", nil): self = .tick
        case ("strike", let word?): self = .strike(word)
        case ("restore", let word?): self = .restore(word)
        case ("confirm-review", nil): self = .confirmReview
        case ("begin-round", nil): self = .beginRound
        case ("end-turn", nil): self = .endTurn
        case ("abandon", nil): self = .abandon
        default: return nil
        }
    }
}

/// An action and the monotonic instant, in milliseconds, at which it happened, with the name of the player a
/// `seatPlayer` seats.
///
/// Encoded as `{"t": 1234, "a": "strike", "w": 3}` (`w` only for strike and restore), a seated player as
/// `{"t": 1234, "a": "seat-player", "team": 1, "name": "Ivo"}`.
public struct TimedAction: Codable, Equatable, Hashable, Sendable {
    public var action: Action
    public var at: Int
    /// The name of the player `seatPlayer` seats (it must be clean, `Names.clean`, and no other player's); nil
    /// for every other action.
    public var player: String?

    public init(_ action: Action, at: Int) {
        self.action = action
        self.at = at
    }

    /// `name` joins team `team` at `at` (`Action.seatPlayer`).
    public static func seating(_ name: String, team: Int, at: Int) -> TimedAction {
        var timed = TimedAction(.seatPlayer(team: team), at: at)
        timed.player = name
        return timed
    }

    /// The latest instant an action may carry: more than thirty thousand years of play, and far enough below
    /// `Int.max` that no sum of an instant and a game's durations can overflow. The engine refuses later ones
    /// (a record edited by hand could hold them).
    public static let latestInstant = 1 << 50

    private enum CodingKeys: String, CodingKey {
        case at = "t", name = "a", word = "w", team, player = "name"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        at = try container.decode(Int.self, forKey: .at)
        let name = try container.decode(String.self, forKey: .name)
        let word = try container.decodeIfPresent(Int.self, forKey: .word)
        let team = try container.decodeIfPresent(Int.self, forKey: .team)
        player = try container.decodeIfPresent(String.self, forKey: .player)
        let action: Action? = switch (name == Action.seatPlayerName, word, team, player) {
        case (true, nil, let team?, _?): .seatPlayer(team: team)
        case (false, _, nil, nil): Action(name: name, word: word)
        default: nil
        }
        guard let action else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container, debugDescription: "unknown action \(name), or not its fields")
        }
        self.action = action
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(at, forKey: .at)
        try container.encode(action.name, forKey: .name)
        try container.encodeIfPresent(action.word, forKey: .word)
        try container.encodeIfPresent(action.team, forKey: .team)
        try container.encodeIfPresent(player, forKey: .player)
    }
}
