import PappersApp
import PappersCanvas
import PappersUI

/// What the session draws with: the screens' renderer at the terminal's colour depth, made again when the
/// Colour setting changes, and the seat whose screen the terminal shows.
struct Display {
    /// The seat this terminal is: its keys come from it, its screen is drawn for it.
    let seat: Seat
    private let terminal: any TerminalIO
    private var renderer: ScreenRenderer
    /// The Colour setting the terminal was last set to.
    private var colourApplied: ColourChoice

    init(terminal: any TerminalIO, seat: Seat = .laptop, colour: ColourChoice) {
        self.terminal = terminal
        self.seat = seat
        colourApplied = colour
        renderer = ScreenRenderer(theme: Theme(depth: terminal.colourDepth))
    }

    /// Follows the Colour setting: when it changed, the terminal is set to it and the renderer made again for
    /// the depth it draws at, which the model is to hear of (the event returned).
    mutating func follow(_ colour: ColourChoice) -> AppEvent? {
        guard colour != colourApplied else { return nil }
        colourApplied = colour
        terminal.useColour(colour)
        renderer = ScreenRenderer(theme: Theme(depth: terminal.colourDepth))
        return .colourDepthFound(terminal.colourDepth, of: seat)
    }

    func draw(_ model: AppModel, at instant: Int) {
        terminal.draw(renderer.render(model, for: seat, at: instant))
    }
}
