import Foundation
import Synchronization
import Testing

/// Runs each test of a suite on a thread of its own instead of Swift Testing's shared pool.
///
/// The pool has a thread per core. A synchronous test that waits (polling tmux, a child process's end) holds
/// one of them while the processor idles, and every other test queues behind it; an async test that suspends
/// (awaiting a client, a pause between looks) goes back to the end of the pool's queue each time, behind every
/// test not yet started, and inside the whole suite waited minutes while the host's own threads went on and
/// its time limits ran out. A task executor on a thread of its own takes the test's jobs, and those of every
/// child task, as soon as they are ready; blocking waits hold only that thread.
///
/// With a `gate`, a test first waits on its own thread until fewer than the gate's width of the tests sharing
/// it run: the end-to-end tests each start a tmux server and the program, and all of them at once would starve
/// each other of the processor past their time limits.
public struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
    let gate: TestGate?

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let executor = ThreadExecutor()
        defer { executor.finish() }
        try await withTaskExecutorPreference(executor) {
            // The preference moves a task only when it is next enqueued, so until its first suspension the test
            // would run on the pool's thread that called this; a yield enqueues it onto its own thread first.
            await Task.yield()
            // Waited for here, on its own thread: let in from the pool, the test would wait again for a pool
            // thread, behind every test not yet started.
            await gate?.enter()
            defer { gate?.leave() }
            let started = ContinuousClock.now
            defer { print("own thread: \(test.name) took \(started.duration(to: .now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2))))") }
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Each test on a thread of its own (see `OwnThreadTrait`).
    public static var onItsOwnThread: Self { Self(gate: nil) }

    /// Each test on a thread of its own, and at most `TestGate.endToEnd.width` of the tests with this trait at
    /// once (see `OwnThreadTrait`).
    public static var onItsOwnThreadInTurn: Self { Self(gate: .endToEnd) }
}

/// Lets at most `width` callers in at once; the others wait in the order they came, suspended.
public final class TestGate: Sendable {
    /// The end-to-end tests': two per core (each is mostly waiting on tmux and the program, and uses about a
    /// seventh of a core while it runs), and at least four.
    public static let endToEnd = TestGate(width: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

    public let width: Int
    private let state: Mutex<(inside: Int, waiting: [CheckedContinuation<Void, Never>])>

    /// How many callers are inside, and how many wait.
    public var inside: Int { state.withLock { $0.inside } }
    public var waiting: Int { state.withLock { $0.waiting.count } }

    public init(width: Int) {
        self.width = width
        state = Mutex((0, []))
    }

    /// Returns once the caller is one of the `width` inside.
    public func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state in
                guard state.inside < width else {
                    state.waiting.append(continuation)
                    return false
                }
                state.inside += 1
                return true
            }
            if admitted { continuation.resume() }
        }
    }

    /// Makes room for the next caller waiting, if any.
    public func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.inside -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}

/// A task executor with one thread, which runs the jobs given to it in order and ends once finished and idle.
public final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    /// The threads of the executors now running, to tell whether the caller runs on one. Not the threads'
    /// names: a thread Foundation starts keeps the name of the thread that started it (a pool thread's) when it
    /// runs before `start()` has recorded it, so a name set first thing on it is sometimes lost.
    private static let runningThreads = Mutex<Set<pthread_t>>([])

    /// Whether the caller runs on the thread of a `ThreadExecutor`.
    public static var isCurrent: Bool { runningThreads.withLock { $0.contains(pthread_self()) } }

    public init() {
        Thread { [self] in run() }.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Lets the thread end once no job waits.
    public func finish() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    private func run() {
        Self.runningThreads.withLock { _ = $0.insert(pthread_self()) }
        defer { Self.runningThreads.withLock { _ = $0.remove(pthread_self()) } }
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private func next() -> UnownedJob? {
        condition.withLock {
            while jobs.isEmpty && !finished { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}
