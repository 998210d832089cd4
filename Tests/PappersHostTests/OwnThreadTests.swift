import Foundation
import Testing

/// The host's suites run each test on a thread of its own (`OwnThreadTrait`), before and after it waits, so
/// that the shared pool's queue never holds them up while a host's time limits run.
@Suite(.onItsOwnThread) struct OwnThreadTests {
    @Test func aTestAndWhatFollowsItsAwaitsRunOnItsOwnThread() async throws {
        #expect(threadName() == ThreadExecutor.threadName)
        try await Task.sleep(for: .milliseconds(10))
        #expect(threadName() == ThreadExecutor.threadName)
        let child = await withTaskGroup(of: String?.self) { group in
            group.addTask { threadName() }
            return await group.next() ?? nil
        }
        #expect(child == ThreadExecutor.threadName)
    }
}

/// The name of the thread running the caller.
private func threadName() -> String? { Thread.current.name }
