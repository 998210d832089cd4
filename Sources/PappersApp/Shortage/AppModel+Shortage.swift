import PappersCanvas

/// Too few words for the bowl: play with those there are, or back to the settings.
extension AppModel {
    mutating func handleShortage(_ key: Key, _ shortage: ShortageScreen, at now: Int, _ commands: inout [AppCommand]) {
        switch key {
        case .enter, .character(" "):
            if !shortage.bowl.words.isEmpty { continueWith(shortage.bowl, at: now, &commands) }
        case .escape, .character("q"):
            screen = .settings(SettingsScreen())
        default:
            break
        }
    }
}
