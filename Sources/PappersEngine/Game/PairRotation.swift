/// The order of turns in pairs mode: who describes to whom, fair and known in advance.
///
/// The players sit in `order` (drawn at the start of the game). Turns go in laps of one turn per player: in
/// lap `k` (from 1), the player in place `i` describes to the player `k` places further on, `i + k` modulo the
/// number of players; after lap `n - 1` the laps begin again with `k = 1`. Within a lap every player describes
/// once and guesses once (adding `k` is a one-to-one map of the places), and over `n - 1` laps every player
/// describes to every other exactly once, so every two players meet as often as any other two. The rotation
/// runs across rounds; a describer who carries time into the next round keeps the same guesser and does not
/// move the rotation on.
public struct PairRotation: Codable, Equatable, Sendable {
    /// The players' seats (indices in `GameSetup.teams`) in the order they sit.
    public let order: [Int]
    /// Fresh turns started so far.
    public internal(set) var turns: Int

    public init(order: [Int], turns: Int = 0) {
        self.order = order
        self.turns = turns
    }

    /// The describer and guesser (seats) of fresh turn `turn` (from 0).
    public func pair(at turn: Int) -> (describer: Int, guesser: Int) {
        let n = order.count
        let lap = turn / n, place = turn % n
        let step = 1 + lap % (n - 1)
        return (order[place], order[(place + step) % n])
    }

    /// The pair of the next fresh turn.
    public var next: (describer: Int, guesser: Int) { pair(at: turns) }
}
