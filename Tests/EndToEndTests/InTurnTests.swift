import Foundation
import PappersTestSupport
import Testing

/// The end-to-end suites' synchronous tests run on a thread of their own, inside the gate, so that their waits
/// on tmux and the program hold no thread of Swift Testing's pool.
@Suite(.onItsOwnThreadInTurn) struct InTurnTests {
    @Test func aSynchronousTestRunsOnItsOwnThreadInsideTheGate() {
        #expect(ThreadExecutor.isCurrent)
        #expect((1...TestGate.endToEnd.width).contains(TestGate.endToEnd.inside))
    }
}
