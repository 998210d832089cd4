/// Fewer words match the settings than were asked for: play with what there is, or go back.
public struct ShortageScreen: Equatable, Sendable {
    public let bowl: DrawnBowl
    /// The seed the bowl was drawn with, for the game it becomes.
    let seed: UInt64
}
