import PappersEngine

/// A game in progress brought back from the store. A turn that was running when the program stopped is paused
/// at `lastKnown`, the last instant the record knows, so its time left is what it was.
public struct LoadedGame: Equatable, Sendable {
    public var state: GameState
    /// The packs the bowl came from.
    public var packs: [String]
    public var recordID: Int?
    public var lastKnown: Int
    /// A record found elsewhere that holds more of the game was left out (the players chose so): the game is
    /// where the data directory has it, and the welcome says so instead of "the game was saved".
    public var recordLeftOut: Bool

    public init(state: GameState, packs: [String], recordID: Int?, lastKnown: Int, recordLeftOut: Bool = false) {
        self.state = state
        self.packs = packs
        self.recordID = recordID
        self.lastKnown = lastKnown
        self.recordLeftOut = recordLeftOut
    }
}
