import Glibc
import PappersCanvas
import PappersTestSupport
import Testing
@testable import PappersHost

/// The queue wakes the run loop through its descriptor, hands events over in order, and holds back a
/// connection that has too many keys waiting.
@Suite(.onItsOwnThread) struct HostEventQueueTests {
    private static func isReadable(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) == 1 && request.revents & Int16(POLLIN) != 0
    }

    @Test func theDescriptorIsReadableWhileEventsWait() throws {
        let queue = try #require(HostEventQueue())
        #expect(!Self.isReadable(queue.wakeDescriptor))
        queue.post(.keys([.up]), from: ConnectionID(1))
        queue.post(.resized(Size(width: 90, height: 30)), from: ConnectionID(2))
        queue.post(.keys([.down]), from: ConnectionID(1))
        #expect(Self.isReadable(queue.wakeDescriptor))
        #expect(queue.drain() == [
            .init(connection: ConnectionID(1), event: .keys([.up])),
            .init(connection: ConnectionID(2), event: .resized(Size(width: 90, height: 30))),
            .init(connection: ConnectionID(1), event: .keys([.down])),
        ])
        #expect(!Self.isReadable(queue.wakeDescriptor))
        #expect(queue.drain().isEmpty)
    }

    @Test func eventsPostedFromManyThreadsAllArriveInEachThreadsOrder() async throws {
        let queue = try #require(HostEventQueue(keyBacklogLimit: .max))
        await withTaskGroup(of: Void.self) { group in
            for connection in 1...8 {
                group.addTask {
                    for index in 0..<500 { queue.post(.keys([.function(index)]), from: ConnectionID(UInt64(connection))) }
                }
            }
        }
        let entries = queue.drain()
        #expect(entries.count == 4_000)
        for connection in 1...8 {
            let keys = entries.filter { $0.connection == ConnectionID(UInt64(connection)) }.map(\.event)
            #expect(keys == (0..<500).map { .keys([.function($0)]) })
        }
    }

    @Test func aConnectionWithTooManyKeysWaitingIsResumedOnceDrained() throws {
        let queue = try #require(HostEventQueue(keyBacklogLimit: 10))
        let busy = ConnectionID(1)
        queue.post(.keys(Array(repeating: .space, count: 9)), from: busy)
        #expect(!queue.isBackedUp(busy))
        queue.post(.keys([.space]), from: busy)
        #expect(queue.isBackedUp(busy))
        #expect(!queue.isBackedUp(ConnectionID(2)))
        let resumed = Flag()
        queue.whenDrained(busy) { resumed.set() }
        #expect(!resumed.isSet)
        _ = queue.drain()
        #expect(resumed.isSet)
        #expect(!queue.isBackedUp(busy))
    }
}

private final class Flag: @unchecked Sendable {
    private var value = false
    func set() { value = true }
    var isSet: Bool { value }
}
