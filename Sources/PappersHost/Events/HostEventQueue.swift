#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOConcurrencyHelpers

/// The one queue through which the network reaches the game: the host's threads post `(connection, event)`
/// pairs, and the game's single run loop drains them. Nothing else crosses from the network to the game.
///
/// The run loop waits with `poll()` on `wakeDescriptor` beside standard input: it becomes readable when events
/// are waiting, and `drain()` (which never blocks) takes them all and quiets it again.
///
/// The queue holds at most about `keyBacklogLimit` keys per connection: past that, the connection stops reading
/// from its client until the loop drains (the client's SSH window then fills, and the client waits).
public final class HostEventQueue: @unchecked Sendable {
    /// An event and the connection it came from.
    public struct Entry: Equatable, Sendable {
        public var connection: ConnectionID
        public var event: HostEvent
    }

    /// Keys one connection may have waiting before it stops reading.
    public let keyBacklogLimit: Int

    private let lock = NIOLock()
    private var entries: [Entry] = []
    private var signalled = false
    private var keyBacklog: [ConnectionID: Int] = [:]
    private var resumes: [ConnectionID: @Sendable () -> Void] = [:]
    private let readEnd: Int32
    private let writeEnd: Int32

    /// Makes the queue and its wake-up pipe; nil when no pipe can be made (out of descriptors).
    public init?(keyBacklogLimit: Int = 1_024) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
        self.keyBacklogLimit = keyBacklogLimit
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Readable (`POLLIN`) while events wait to be drained.
    public var wakeDescriptor: Int32 { readEnd }

    /// Every event waiting, oldest first; empty when none. Never blocks.
    public func drain() -> [Entry] {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
        let (taken, waiting) = lock.withLock {
            signalled = false
            defer {
                entries = []
                keyBacklog = [:]
                resumes = [:]
            }
            return (entries, resumes)
        }
        for resume in waiting.values { resume() }
        return taken
    }

    /// Posts an event; wakes the run loop if it was not woken already.
    func post(_ event: HostEvent, from connection: ConnectionID) {
        let wake = lock.withLock {
            entries.append(Entry(connection: connection, event: event))
            if case .keys(let keys) = event { keyBacklog[connection, default: 0] += keys.count }
            if signalled { return false }
            signalled = true
            return true
        }
        if wake {
            var byte: UInt8 = 1
            // A full pipe already wakes the loop: a write that fails then changes nothing.
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Whether `connection` has as many keys waiting as it may.
    func isBackedUp(_ connection: ConnectionID) -> Bool {
        lock.withLock { keyBacklog[connection, default: 0] >= keyBacklogLimit }
    }

    /// Calls `resume` once the run loop has drained `connection`'s keys (at once if it already has).
    func whenDrained(_ connection: ConnectionID, _ resume: @escaping @Sendable () -> Void) {
        let now = lock.withLock {
            if keyBacklog[connection, default: 0] < keyBacklogLimit { return true }
            resumes[connection] = resume
            return false
        }
        if now { resume() }
    }
}
