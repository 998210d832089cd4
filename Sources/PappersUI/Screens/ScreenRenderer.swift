import PappersApp
import PappersCanvas

/// Draws what the players see: a pure function from the model, a seat and the instant to a grid.
///
/// Each seat is drawn from its view (`AppModel.view(of:at:)`), the model as that seat reads it: the views are
/// given that value and nothing else, so a seat's grid holds no word the seat may not read, and seats with equal
/// views get equal grids.
public struct ScreenRenderer: Sendable {
    public let theme: Theme

    public init(theme: Theme) { self.theme = theme }

    /// `seat`'s screen (the laptop's unless said) on a grid of its terminal's size; an empty grid for a seat
    /// that is not there.
    public func render(_ model: AppModel, for seat: Seat = .laptop, at now: Int) -> Grid {
        guard let view = model.view(of: seat, at: now) else { return Grid(width: 0, height: 0) }
        return render(view, at: now)
    }

    /// The screen of every seat with this view, on a grid of its terminal's size.
    public func render(_ view: SeatView, at now: Int) -> Grid {
        render(view, at: now, after: []).grid
    }

    /// The screen of every seat with this view at `now`, as `render(_:at:)` draws it. When one of `earlier` is
    /// this view's screen drawn by this renderer at another instant of a running turn, and nothing but the
    /// countdown's rows, the status bar and the footer differ between the two instants (`TurnClock`), the screen
    /// is that one's grid with those parts drawn again; otherwise it is drawn whole.
    public func render(_ view: SeatView, at now: Int, after earlier: [DrawnScreen]) -> DrawnScreen {
        let model = view.model
        let context = ScreenContext(model: model, now: now, strings: Strings(model.language), theme: theme)
        let face = TurnClock.face(of: model, at: now)
        if let face, case .game(let session) = model.screen, case .turn(let turn) = session.state.stage,
           let last = earlier.first(where: { $0.clock?.face == face && $0.theme == theme && $0.view == view }),
           let clock = last.clock {
            var grid = last.grid
            clock.redraw(turn, session, in: grid.area, into: &grid, context)
            return DrawnScreen(view: view, theme: theme, grid: grid, clock: clock, isRedrawn: true)
        }
        var grid = Grid(width: model.size.width, height: model.size.height)
        let layout = draw(seen: model, in: grid.area, into: &grid, context)
        let clock = face.flatMap { face in layout.map { TurnClock(face: face, rect: $0.clock, scale: $0.clockScale) } }
        return DrawnScreen(view: view, theme: theme, grid: grid, clock: clock, isRedrawn: false)
    }

    /// Draws `seat`'s screen (the laptop's unless said) into `area` of `grid` (an area of the seat's size, as
    /// its terminal is): the screen in front, then the overlays over it. Nothing is drawn outside the area.
    public func draw(_ model: AppModel, for seat: Seat = .laptop, at now: Int, in area: Rect, into grid: inout Grid) {
        guard let view = model.view(of: seat, at: now) else { return }
        let context = ScreenContext(model: view.model, now: now, strings: Strings(view.model.language), theme: theme)
        draw(seen: view.model, in: area, into: &grid, context)
    }

    /// Draws the model as one seat sees it (`SeatView.model`); returns a running turn's layout.
    private func draw(seen model: AppModel, in area: Rect, into grid: inout Grid, _ context: ScreenContext)
        -> TurnView.Layout? {
        if !model.size.isPlayable {
            TooSmallScreenView.draw(in: area, into: &grid, context)
            return nil
        }
        var turnLayout: TurnView.Layout?
        switch model.screen {
        case .home(let home): HomeScreenView.draw(home, in: area, into: &grid, context)
        case .settings(let settings): SettingsScreenView.draw(settings, in: area, into: &grid, context)
        case .teams(let teams): TeamsScreenView.draw(teams, in: area, into: &grid, context)
        case .playerWords(let words): PlayerWordsScreenView.draw(words, in: area, into: &grid, context)
        case .shortage(let shortage): ShortageScreenView.draw(shortage, in: area, into: &grid, context)
        case .problem(let problem): ProblemScreenView.draw(problem, in: area, into: &grid, context)
        case .savedGames(let list): SavedGamesScreenView.draw(list, in: area, into: &grid, context)
        case .records(let records): RecordsScreenView.draw(records, in: area, into: &grid, context)
        case .game(let session): turnLayout = GameScreenView.draw(session, in: area, into: &grid, context)
        }
        if let help = model.help { HelpOverlayView.draw(help, in: area, into: &grid, context) }
        if let question = model.unsavedQuit { UnsavedQuitView.draw(question, in: area, into: &grid, context) }
        if let found = model.recordFound { RecordFoundView.draw(found, in: area, into: &grid, context) }
        return turnLayout
    }
}
