import Foundation
import Synchronization
import Testing

/// Runs each test of a suite on a thread of its own instead of Swift Testing's shared pool.
///
/// The pool has a thread per core, and the synchronous tests of other suites (the tmux tests) hold them for
/// seconds each; an async test that suspends (awaiting a client, a pause between looks) goes back to the end
/// of the pool's queue each time, behind every test not yet started, and inside the whole suite waited minutes
/// while the host's own threads went on and its time limits ran out. A task executor on a thread of its own
/// takes the test's jobs, and those of every child task, as soon as they are ready; blocking waits (tmux, a
/// thread's end) hold only that thread.
struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let executor = ThreadExecutor()
        defer { executor.finish() }
        try await withTaskExecutorPreference(executor) {
            // The preference moves a task only when it is next enqueued, so until its first suspension the test
            // would run on the pool's thread that called this; a yield enqueues it onto its own thread first.
            await Task.yield()
            let started = ContinuousClock.now
            defer { print("own thread: \(test.name) took \(started.duration(to: .now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2))))") }
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Each test on a thread of its own (see `OwnThreadTrait`).
    static var onItsOwnThread: Self { Self() }
}

/// A task executor with one thread, which runs the jobs given to it in order and ends once finished and idle.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    /// The threads of the executors now running, to tell whether the caller runs on one. Not the threads'
    /// names: a thread Foundation starts keeps the name of the thread that started it (a pool thread's) when it
    /// runs before `start()` has recorded it, so a name set first thing on it is sometimes lost.
    private static let runningThreads = Mutex<Set<pthread_t>>([])

    /// Whether the caller runs on the thread of a `ThreadExecutor`.
    static var isCurrent: Bool { runningThreads.withLock { $0.contains(pthread_self()) } }

    init() {
        Thread { [self] in run() }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Lets the thread end once no job waits.
    func finish() {
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
