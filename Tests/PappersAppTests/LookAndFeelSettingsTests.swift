import PappersApp
import PappersCanvas
import Testing

/// The Motion and Colour settings: a row each, cycled in place, kept in the store, garbage ignored.
@Suite struct LookAndFeelSettingsTests {
    @Test func bothAreKeptInTheStoreAndGarbageIsIgnored() {
        var preferences = Preferences()
        #expect(preferences.motion == .full && preferences.colour == .automatic)
        preferences.motion = .calm
        preferences.colour = .depth(.palette256)
        #expect(preferences.stored["motion"] == "calm" && preferences.stored["colour"] == "256")
        let back = Preferences(stored: preferences.stored)
        #expect(back.motion == .calm && back.colour == .depth(.palette256))
        let garbage = Preferences(stored: ["motion": "wobbly", "colour": "16"])
        #expect(garbage.motion == .full && garbage.colour == .automatic)
    }

    @Test func theRowsCycleAndSaveAtOnce() {
        var app = App()
        app.press(.c("s"))
        let motionRow = SettingsScreen.Item.allCases.firstIndex(of: .motion)!
        for _ in 0..<motionRow { app.press(.down) }
        let saved = app.press(.right)
        #expect(app.model.preferences.motion == .calm)
        #expect(saved.contains(.saveSetting(key: "motion", value: "calm")))
        app.press(.down)
        var seen: [String] = []
        for _ in 0..<5 {
            app.press(.right)
            seen.append(app.model.preferences.colour.name)
        }
        #expect(seen == ["truecolor", "256", "8", "none", "auto"])
    }

    @Test func theDepthTheTerminalFoundReachesTheModel() {
        var app = App()
        app.send(.colourDepthFound(.palette256))
        #expect(app.model.colourDepth == .palette256)
    }
}
