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
        var grid = Grid(width: view.model.size.width, height: view.model.size.height)
        draw(seen: view.model, at: now, in: grid.area, into: &grid)
        return grid
    }

    /// Draws `seat`'s screen (the laptop's unless said) into `area` of `grid` (an area of the seat's size, as
    /// its terminal is): the screen in front, then the overlays over it. Nothing is drawn outside the area.
    public func draw(_ model: AppModel, for seat: Seat = .laptop, at now: Int, in area: Rect, into grid: inout Grid) {
        guard let view = model.view(of: seat, at: now) else { return }
        draw(seen: view.model, at: now, in: area, into: &grid)
    }

    /// Draws the model as one seat sees it (`SeatView.model`).
    private func draw(seen model: AppModel, at now: Int, in area: Rect, into grid: inout Grid) {
        let context = ScreenContext(model: model, now: now, strings: Strings(model.language), theme: theme)
        if !model.size.isPlayable {
            TooSmallScreenView.draw(in: area, into: &grid, context)
            return
        }
        switch model.screen {
        case .home(let home): HomeScreenView.draw(home, in: area, into: &grid, context)
        case .settings(let settings): SettingsScreenView.draw(settings, in: area, into: &grid, context)
        case .teams(let teams): TeamsScreenView.draw(teams, in: area, into: &grid, context)
        case .playerWords(let words): PlayerWordsScreenView.draw(words, in: area, into: &grid, context)
        case .shortage(let shortage): ShortageScreenView.draw(shortage, in: area, into: &grid, context)
        case .problem(let problem): ProblemScreenView.draw(problem, in: area, into: &grid, context)
        case .savedGames(let list): SavedGamesScreenView.draw(list, in: area, into: &grid, context)
        case .records(let records): RecordsScreenView.draw(records, in: area, into: &grid, context)
        case .game(let session): GameScreenView.draw(session, in: area, into: &grid, context)
        }
        if let help = model.help { HelpOverlayView.draw(help, in: area, into: &grid, context) }
        if let question = model.unsavedQuit { UnsavedQuitView.draw(question, in: area, into: &grid, context) }
        if let found = model.recordFound { RecordFoundView.draw(found, in: area, into: &grid, context) }
    }
}
