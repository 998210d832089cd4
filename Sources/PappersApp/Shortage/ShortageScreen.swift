/// Fewer words match the settings than were asked for: play with what there is, or go back.
public struct ShortageScreen: Equatable, Sendable {
    public let bowl: DrawnBowl
}
