import PappersCanvas

/// A screen's own state and its answer to a key: what one case of `Screen` holds. The model hands a key to the
/// screen in front through `AppModel.scope`, which takes the case out and puts the changed screen back.
protocol AppScreen: Equatable {
    /// The screen in front, when it is this kind of screen.
    static func extract(from screen: Screen) -> Self?
    /// This screen, in front.
    var screen: Screen { get }
    /// Answers `key` at `now`: changes this screen and what every screen shares (`app`: the roster, the
    /// preferences, the games…), or shows another screen (`app.screen = …`), and says what the run loop must
    /// do.
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand]
}

/// Counts the screens shown (each assignment of `AppModel.screen`), so that `AppModel.scope` can tell a screen
/// that changed itself from one that showed another. Not part of what the model shows: any two compare equal.
struct ScreensShown: Equatable, Sendable {
    var count = 0

    static func == (_: ScreensShown, _: ScreensShown) -> Bool { true }
}

extension AppModel {
    /// Gives `key` to the screen in front when it is a `S`: takes it out of `screen`, lets it update, and puts
    /// it back, unless its update showed another screen.
    mutating func scope<S: AppScreen>(_: S.Type, _ key: Key, at now: Int) -> [AppCommand] {
        guard var part = S.extract(from: screen) else { return [] }
        let shown = screensShown.count
        let commands = part.update(&self, key, at: now)
        if screensShown.count == shown { screen = part.screen }
        return commands
    }
}
