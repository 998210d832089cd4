import PappersEngine

/// A game in progress brought back from the store. A turn that was running when the program stopped is paused
/// at `lastKnown`, the last instant the record knows, so its time left is what it was.
public struct LoadedGame: Equatable, Sendable {
    public var state: GameState
    /// The packs the bowl came from.
    public var packs: [String]
    public var recordID: Int?
    public var lastKnown: Int

    public init(state: GameState, packs: [String], recordID: Int?, lastKnown: Int) {
        self.state = state
        self.packs = packs
        self.recordID = recordID
        self.lastKnown = lastKnown
    }
}
