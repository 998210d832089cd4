import PappersApp
import PappersCanvas

/// Draws what the players see: a pure function from the model and the instant to a grid.
public struct ScreenRenderer: Sendable {
    public let theme: Theme

    public init(theme: Theme) { self.theme = theme }

    /// The model's screen on a grid of the terminal's size.
    public func render(_ model: AppModel, at now: Int) -> Grid {
        var grid = Grid(width: model.size.width, height: model.size.height)
        draw(model, at: now, in: grid.area, into: &grid)
        return grid
    }

    /// Draws the model's screen into `area` of `grid` (an area of the model's size, as the terminal is): the
    /// screen in front, then the overlays over it. Nothing is drawn outside the area.
    public func draw(_ model: AppModel, at now: Int, in area: Rect, into grid: inout Grid) {
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
