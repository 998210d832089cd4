import PappersApp
import PappersCanvas
import Testing

/// The settings' Packs row opens its list; its keys do what its footer says (issue #21, item 6).
@Suite struct PacksRowTests {
    private static func onThePacksRow() -> App {
        var app = App()
        app.press(.c("s"))
        app.press(.down, .down, .down)
        return app
    }

    @Test func rightArrowOpensThePackList() {
        var app = Self.onThePacksRow()
        app.press(.right)
        #expect(app.model.screen == .settings({ var s = SettingsScreen(); s.cursor = 3; s.packsCursor = 0; return s }()))
    }

    @Test func enterStillOpensThePackList() {
        var app = Self.onThePacksRow()
        app.press(.enter)
        if case .settings(let settings) = app.model.screen { #expect(settings.packsCursor == 0) } else { Issue.record("left the settings") }
    }

    @Test func leftArrowChangesNothingOnThePacksRow() {
        var app = Self.onThePacksRow()
        let before = app.model.preferences
        let commands = app.press(.left)
        #expect(commands.isEmpty)
        #expect(app.model.preferences == before)
        if case .settings(let settings) = app.model.screen { #expect(settings.packsCursor == nil) }
    }
}
