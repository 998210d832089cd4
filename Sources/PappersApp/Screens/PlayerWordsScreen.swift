/// Each player in turn types words into the bowl while the others look away.
public struct PlayerWordsScreen: Equatable, Sendable {
    /// The bowl drawn from the packs, which typed words must not repeat.
    public let draw: BowlDraw
    /// Every player as (team, player), in the order they type.
    public let typists: [(team: Int, player: Int)]
    public var current = 0
    /// The words typed so far by each typist.
    public var typed: [[String]]
    public var field = TextField(maximumColumns: 60)
    public var problem: PlayerWordProblem?
    /// Between two typists: the screen asks to pass the laptop.
    public var handingOver = true
    public let perPlayer: Int

    public static func == (a: PlayerWordsScreen, b: PlayerWordsScreen) -> Bool {
        a.draw == b.draw && a.current == b.current && a.typed == b.typed && a.field == b.field
            && a.problem == b.problem && a.handingOver == b.handingOver && a.perPlayer == b.perPlayer
            && a.typists.map(\.team) == b.typists.map(\.team) && a.typists.map(\.player) == b.typists.map(\.player)
    }

    /// Every word typed so far.
    public var allTyped: [String] { typed.flatMap { $0 } }
}
