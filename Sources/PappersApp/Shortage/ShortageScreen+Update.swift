import PappersCanvas

/// Too few words for the bowl: play with those there are, or back to the settings.
extension ShortageScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        switch ShortageKeys.map.action(for: key) {
        case .play:
            if !bowl.words.isEmpty { return app.continueWith(bowl, seed: seed, at: now) }
        case .settings:
            app.screen = .settings(SettingsScreen())
        case nil:
            break
        }
        return []
    }
}
