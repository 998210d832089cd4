import PappersApp
import PappersCanvas

/// Draws what the players see: a pure function from the model and the instant to a grid.
public struct ScreenRenderer: Sendable {
    public let theme: Theme

    public init(theme: Theme) { self.theme = theme }

    public func render(_ model: AppModel, at now: Int) -> Grid {
        let context = ScreenContext(model: model, now: now, strings: Strings(model.language), theme: theme)
        if !model.size.isPlayable { return TooSmallScreenView.render(context) }
        var grid: Grid
        switch model.screen {
        case .home(let home): grid = HomeScreenView.render(home, context)
        case .settings(let settings): grid = SettingsScreenView.render(settings, context)
        case .teams(let teams): grid = TeamsScreenView.render(teams, context)
        case .playerWords(let words): grid = PlayerWordsScreenView.render(words, context)
        case .shortage(let shortage): grid = ShortageScreenView.render(shortage, context)
        case .problem(let problem): grid = ProblemScreenView.render(problem, context)
        case .savedGames(let list): grid = SavedGamesScreenView.render(list, context)
        case .game: grid = GameScreenView.render(context)
        }
        if let help = model.help { HelpOverlayView.draw(help, into: &grid, context) }
        if let question = model.unsavedQuit { UnsavedQuitView.draw(question, into: &grid, context) }
        return grid
    }
}
