import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// The test driver fails a test on whatever the test did not state: a change of the model, a command, a change
/// that did not happen, a result received when nothing was asked.
@Suite struct TestStoreTests {
    static func home() -> TestStore { TestStore.home() }

    @Test func aStepStatedWholePasses() throws {
        var store = Self.home()
        try store.press(.c("s")) { $0.screen = .settings(SettingsScreen()) }
        try store.press(.c("q")) { $0.screen = .home(HomeScreen()) }
        try store.press(.c("q"), commands: [.quit]) { $0.isQuitting = true }
    }

    @Test func aChangeTheTestDidNotStateFails() throws {
        var store = Self.home()
        try withKnownIssue { try store.press(.c("s")) }
    }

    @Test func aCommandTheTestDidNotStateFails() throws {
        var store = Self.home()
        try withKnownIssue { try store.press(.c("q")) { $0.isQuitting = true } }
    }

    @Test func aChangeThatDidNotHappenFails() throws {
        var store = Self.home()
        try withKnownIssue { try store.press(.c("z")) { $0.help = HelpOverlay() } }
    }

    @Test func aResultNothingAskedForFails() throws {
        var store = Self.home()
        try withKnownIssue { try store.receive(.saved) }
    }

    @Test func aResultOfACommandIsReceived() throws {
        var store = Self.home()
        try store.press(.c("r"), commands: [.loadRecords]) { $0.screen = .records(RecordsScreen()) }
        try store.receive(.recordsRead(.failed("locked"))) {
            var records = RecordsScreen()
            records.content = .failed("locked")
            $0.screen = .records(records)
        }
    }
}
