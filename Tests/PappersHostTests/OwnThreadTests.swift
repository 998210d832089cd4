import Foundation
import PappersTestSupport
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

    @Test func aUmaskSetForItsOwnThreadLeavesTheProcesssAlone() throws {
        func umask(in status: String) -> String? {
            let text = (try? String(contentsOfFile: status, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").first { $0.hasPrefix("Umask:") }.map(String.init)
        }
        let process = try #require(umask(in: "/proc/self/status"))
        let other: mode_t = process.hasSuffix("0077") ? 0o022 : 0o077
        try withUmaskOnThisThreadOnly(other) {
            #expect(umask(in: "/proc/thread-self/status") == "Umask:\t" + String(format: "%04o", other))
            #expect(umask(in: "/proc/self/status") == process)
        }
    }

    @Test func aTestLetInThroughAGateGoesOnOnItsOwnThread() async {
        let gate = TestGate(width: 1)
        await gate.enter()
        // Let out from a thread off the pool, which the suites that compute keep busy for minutes.
        Thread {
            while gate.waiting == 0 { usleep(1_000) }
            gate.leave()
        }.start()
        await gate.enter()
        #expect(ThreadExecutor.isCurrent)
        gate.leave()
    }
}

/// The check above fails where it should: a test without the trait is on no executor's thread.
@Suite struct PoolThreadTests {
    @Test func aTestWithoutTheTraitRunsOnThePool() async {
        #expect(!ThreadExecutor.isCurrent)
    }
}

/// The end-to-end tests' gate lets in only its width at once, and the first waiting once one leaves.
@Suite(.onItsOwnThread) struct TestGateTests {
    @Test func aGateLetsInItsWidthAndTheNextOnlyWhenOneLeaves() async throws {
        let gate = TestGate(width: 2)
        await gate.enter()
        await gate.enter()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await gate.enter() }
            for _ in 0..<200 where gate.waiting == 0 { try? await Task.sleep(for: .milliseconds(5)) }
            #expect(gate.inside == 2 && gate.waiting == 1)
            gate.leave()
            await group.waitForAll()
        }
        #expect(gate.inside == 2 && gate.waiting == 0)
        gate.leave()
        gate.leave()
        #expect(gate.inside == 0)
    }
}
