import Foundation
import Testing

/// The host's suites run each test on a thread of its own (`OwnThreadTrait`), before and after it waits, so
/// that the shared pool's queue never holds them up while a host's time limits run.
@Suite(.onItsOwnThread) struct OwnThreadTests {
    @Test func aTestAndWhatFollowsItsAwaitsRunOnItsOwnThread() async throws {
        #expect(ThreadExecutor.isCurrent)
        try await Task.sleep(for: .milliseconds(10))
        #expect(ThreadExecutor.isCurrent)
        let child = await withTaskGroup(of: Bool.self) { group in
            group.addTask { ThreadExecutor.isCurrent }
            return await group.next() ?? false
        }
        #expect(child)
    }
}

/// The check above fails where it should: a test without the trait is on no executor's thread.
@Suite struct PoolThreadTests {
    @Test func aTestWithoutTheTraitRunsOnThePool() async {
        #expect(!ThreadExecutor.isCurrent)
    }
}
