import PappersCanvas

/// Too few words for the bowl: play with those there are, or back to the settings.
extension ShortageScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        switch key {
        case .enter, .character(" "):
            if !bowl.words.isEmpty { return app.continueWith(bowl, seed: seed, at: now) }
        case .escape, .character("q"):
            app.screen = .settings(SettingsScreen())
        default:
            break
        }
        return []
    }
}
