import PappersApp
import PappersCanvas

/// A screen `ScreenRenderer.render(_:at:after:)` drew: the view and theme it was drawn from, its grid, and
/// where a running turn's countdown is on it, to draw the same view at a later instant from it.
public struct DrawnScreen: Sendable {
    public let view: SeatView
    public let theme: Theme
    public let grid: Grid
    /// The running turn's countdown, when the screen is one that can be drawn again from it (`TurnClock`).
    let clock: TurnClock?
    /// Whether the grid was an earlier screen's with its countdown drawn again, rather than drawn whole.
    public let isRedrawn: Bool
}
