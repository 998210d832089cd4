@testable import PappersApp
import PappersCanvas
import Testing

/// The settings' Packs row opens its list; its keys do what its footer says (issue #21, item 6).
@Suite struct PacksRowTests {
    private static func onThePacksRow() throws -> TestStore {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .packs)
        return store
    }

    @Test func rightArrowOpensThePackList() throws {
        var store = try Self.onThePacksRow()
        try store.press(.right) { $0.screen = .settings({ var s = SettingsScreen(); s.cursor = 3; s.packsCursor = 0; return s }()) }
    }

    @Test func enterStillOpensThePackList() throws {
        var store = try Self.onThePacksRow()
        try store.press(.enter) { $0.on(SettingsScreen.self) { $0.packsCursor = 0 } }
    }

    /// Nothing changes: no preference, no list, no command.
    @Test func leftArrowChangesNothingOnThePacksRow() throws {
        var store = try Self.onThePacksRow()
        try store.press(.left)
    }
}
