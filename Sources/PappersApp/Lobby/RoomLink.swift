import PappersCanvas

/// What the host's run loop needs of the network (`PappersHost`'s server in the program, a fake in tests): a
/// descriptor that is readable while events wait, the events, and a way to show each seat its frame and end it.
/// Network threads only turn bytes into events; the run loop is the only one that changes the room.
public protocol RoomLink: AnyObject {
    /// Readable while events wait to be drained.
    var wakeDescriptor: Int32 { get }
    /// Every event waiting, in order; empty when none.
    func drain() -> [RoomEvent]
    /// Shows `grid` on the seat's terminal at `depth` (the newest frame wins).
    func show(_ grid: Grid, depth: ColourDepth, to seat: UInt64)
    /// Ends the seat: its terminal given back, `farewell` printed after.
    func close(_ seat: UInt64, farewell: String)
    /// The seat's player has a name: a key the player proved when joining is remembered with it.
    func remember(_ seat: UInt64, name: String)
}
