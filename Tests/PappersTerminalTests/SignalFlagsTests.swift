#if canImport(Glibc)
import Glibc
#endif
@testable import PappersTerminal
import Synchronization
import Testing

/// Counts the calls of the stand-in for curses' SIGWINCH handler.
private let cursesWindowChanges = Atomic<Int>(0)

/// The action currently set for `signal`, as the handler's bits (0 default, 1 ignore).
private func handlerBits(_ signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return unsafeBitCast(action.__sigaction_handler, to: Int.self)
}

private func setHandler(_ signal: Int32, _ handler: __sighandler_t?) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
}

private func wakePipeIsReadable(waitingMillis: Int32 = 0) -> Bool {
    var descriptors = [pollfd(fd: SignalFlags.wakeReadEnd, events: Int16(POLLIN), revents: 0)]
    return poll(&descriptors, 1, waitingMillis) == 1
}

/// Sends `signal` to the process, as `kill` and the keyboard do, and waits up to 5 s for the self-pipe to wake.
/// (The test runs on a worker thread that blocks signals; another thread takes it.)
@discardableResult
private func send(_ signal: Int32) -> Bool {
    kill(getpid(), signal)
    return wakePipeIsReadable(waitingMillis: 5000)
}

/// These tests raise real signals in the test process, one at a time.
@Suite(.serialized) struct SignalFlagsTests {
    @Test func caughtSignalsBecomeBitsAndWakeThePoll() {
        #expect(SignalFlags.install())
        defer { SignalFlags.uninstall() }
        let cases: [(Int32, SignalFlags.Bits)] = [
            (SIGINT, .interrupt), (SIGTERM, .terminate), (SIGHUP, .hangup), (SIGTSTP, .suspend), (SIGCONT, .continued),
        ]
        for (signal, bit) in cases {
            #expect(!wakePipeIsReadable())
            #expect(send(signal))
            #expect(SignalFlags.take(bit))
            #expect(!SignalFlags.take(bit))
            SignalFlags.drainWakePipe()
        }
        #expect(!wakePipeIsReadable())
    }

    @Test func bitsWaitUntilTakenOneByOne() {
        #expect(SignalFlags.install())
        defer { SignalFlags.uninstall() }
        #expect(send(SIGTERM))
        SignalFlags.drainWakePipe()
        #expect(send(SIGTSTP))
        #expect(SignalFlags.take(.suspend))
        #expect(SignalFlags.take(.terminate))
        #expect(!SignalFlags.take([.terminate, .suspend, .interrupt]))
    }

    @Test func uninstallPutsBackThePreviousActions() {
        setHandler(SIGHUP, SIG_IGN)
        defer { setHandler(SIGHUP, SIG_DFL) }
        let before = SignalFlags.caughtSignals.map(handlerBits)
        #expect(SignalFlags.install())
        #expect(SignalFlags.caughtSignals.map(handlerBits).allSatisfy { $0 > 1 })
        SignalFlags.uninstall()
        #expect(SignalFlags.caughtSignals.map(handlerBits) == before)
        #expect(handlerBits(SIGHUP) == 1)
        #expect(SignalFlags.wakeReadEnd == -1)
    }

    @Test func aWindowChangeReachesCursesAndTheLoop() {
        setHandler(SIGWINCH, { _ in cursesWindowChanges.add(1, ordering: .sequentiallyConsistent) })
        defer { setHandler(SIGWINCH, SIG_DFL) }
        let curses = handlerBits(SIGWINCH)
        #expect(SignalFlags.install())
        SignalFlags.wrapWindowChange()
        #expect(handlerBits(SIGWINCH) != curses)
        #expect(send(SIGWINCH))
        #expect(cursesWindowChanges.load(ordering: .sequentiallyConsistent) == 1)
        #expect(SignalFlags.take(.windowChanged))
        SignalFlags.uninstall()
        #expect(handlerBits(SIGWINCH) == curses)
        kill(getpid(), SIGWINCH)
        let deadline = MonotonicClock.now() + 5000
        while cursesWindowChanges.load(ordering: .sequentiallyConsistent) < 2 && MonotonicClock.now() < deadline {
            usleep(1000)
        }
        #expect(cursesWindowChanges.load(ordering: .sequentiallyConsistent) == 2)
        #expect(!SignalFlags.take(.windowChanged))
    }
}
