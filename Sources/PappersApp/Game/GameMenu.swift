import PappersEngine

/// The menu a game opens with Esc or q.
public struct GameMenu: Equatable, Sendable {
    public enum Item: Equatable, Sendable, CaseIterable {
        /// Close the menu (and start the clock again if the menu stopped it).
        case resume
        /// End the running turn now, as if time were up.
        case endTurn
        /// Close the menu and stay paused.
        case pause
        case saveAndQuit
        case abandon
        /// A player's seat leaves the room: the session closes its terminal (`AppCommand.closeSeat`).
        case leaveRoom
        /// A player's seat draws at its next colour depth (automatic, 24-bit, 256, 8, none); the menu stays.
        case colours
    }

    public let items: [Item]
    public var cursor = 0
    /// Whether opening the menu stopped the clock (so Resume starts it again).
    public let stoppedTheClock: Bool
    /// Abandoning asks first.
    public var confirmingAbandon = false

    /// The items that make sense in `stage`: ending the turn and staying paused only during a turn. A player's
    /// own seat (`forPlayersSeat`) only resumes, changes its own colours or leaves the room: the game is the
    /// table's to end.
    public init(stage: Stage, stoppedTheClock: Bool, forPlayersSeat: Bool = false) {
        items = if forPlayersSeat {
            [.resume, .colours, .leaveRoom]
        } else if case .turn = stage {
            [.resume, .endTurn, .pause, .saveAndQuit, .abandon]
        } else {
            [.resume, .saveAndQuit, .abandon]
        }
        self.stoppedTheClock = stoppedTheClock
    }

    public var selected: Item { items[cursor] }
}
