import PappersApp
import PappersCanvas
import PappersUI

/// What the session draws with: the screens' renderer at the terminal's colour depth, made again when the
/// Colour setting changes, and the seat whose screen the terminal shows. A wake-up that changes nothing on the
/// screen (the journal's heartbeat, a network event of another seat) draws nothing: the model, the terminal's
/// size and the renderer the same as at the last frame, and none of its screens due to change since
/// (`AppModel.nextChange(after:)`). A frame where only a running turn's countdown changed is drawn from the last
/// one (`ScreenRenderer.render(_:at:after:)`).
struct Display {
    /// The seat this terminal is: its keys come from it, its screen is drawn for it.
    let seat: Seat
    private let terminal: any TerminalIO
    private var renderer: ScreenRenderer
    /// The Colour setting the terminal was last set to.
    private var colourApplied: ColourChoice
    /// What the last frame was drawn from; nil when the next one must be drawn whatever the model.
    private var lastDrawn: (frame: DrawnFrame, size: Size)?
    /// The last screen rendered, which the next may be drawn from.
    private var lastScreen: DrawnScreen?
    /// How many frames were the last one with its countdown drawn again (`DrawnScreen.isRedrawn`).
    private(set) var framesRedrawn = 0

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
        lastDrawn = nil
        return .colourDepthFound(terminal.colourDepth, of: seat)
    }

    /// Draws the terminal's frame of `model` at `instant`, unless it would be the frame already drawn.
    mutating func draw(_ model: AppModel, at instant: Int) {
        let size = terminal.size
        if let lastDrawn, lastDrawn.size == size, lastDrawn.frame.stillShows(model, at: instant) { return }
        lastDrawn = (DrawnFrame(model: model, at: instant), size)
        guard let view = model.view(of: seat, at: instant) else {
            terminal.draw(Grid(width: 0, height: 0))
            return
        }
        let screen = renderer.render(view, at: instant, after: lastScreen.map { [$0] } ?? [])
        lastScreen = screen
        if screen.isRedrawn { framesRedrawn += 1 }
        terminal.draw(screen.grid)
    }

    /// The terminal was cleared or written to by another (a suspend, a resume): the next frame is drawn whatever
    /// the model.
    mutating func forgetLastFrame() {
        lastDrawn = nil
    }
}
