@testable import PappersApp
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

    @Test func theRowsCycleAndSaveAtOnce() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .motion)
        try store.press(.right, commands: [.saveSetting(key: "motion", value: "calm")]) { $0.preferences.motion = .calm }
        try store.press(.down) { $0.on(SettingsScreen.self) { $0.cursor += 1 } }
        let seen: [(ColourChoice, String)] = [
            (.depth(.truecolor), "truecolor"), (.depth(.palette256), "256"), (.depth(.eight), "8"), (.depth(.none), "none"),
            (.automatic, "auto"),
        ]
        for (colour, name) in seen {
            try store.press(.right, commands: [.saveSetting(key: "colour", value: name)]) { $0.preferences.colour = colour }
            #expect(store.model.preferences.colour.name == name)
        }
    }

    @Test func theDepthTheTerminalFoundReachesTheModel() throws {
        var store = TestStore.home()
        try store.send(.colourDepthFound(.palette256)) { $0.served.colourDepth = .palette256 }
        #expect(store.model.colourDepth == .palette256)
    }
}
