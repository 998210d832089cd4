import Foundation
import PappersApp
import PappersEngine
import PappersPacks
@testable import PappersSession
import PappersStore
import Synchronization
import Testing

/// Records held back until the test lets them go, read on the thread noted.
final class HeldRecords: RecordsSource {
    private let gate = DispatchSemaphore(value: 0)
    private let state = Mutex<(threads: [pthread_t], failure: StoreError?)>(([], nil))

    init(failing failure: StoreError? = nil) {
        state.withLock { $0.failure = failure }
    }

    /// The threads the records were read on, one per read.
    var threads: [pthread_t] { state.withLock { $0.threads } }

    func letGo() { gate.signal() }

    func records(in store: Store, packWords: PackWords) throws(StoreError) -> Records {
        let failure = state.withLock { state in
            state.threads.append(pthread_self())
            return state.failure
        }
        _ = gate.wait(timeout: .now() + 60)
        if let failure { throw failure }
        return try store.records(packWords: packWords)
    }
}

/// The records read for the records screen, without a terminal: on a thread of their own, handed over once.
@Suite struct RecordsReaderTests {
    static let noPacks: @Sendable () -> PackWords = { PackWords() }

    /// Polls `reader` as the loop does until it hands something over (at most ten seconds).
    static func poll(_ reader: RecordsReader) -> [AppEvent] {
        for _ in 0..<1_000 {
            let events = reader.poll()
            if !events.isEmpty { return events }
            usleep(10_000)
        }
        return []
    }

    @Test func withoutAStoreThereAreNoRecordsAtOnce() {
        let reader = RecordsReader(source: HeldRecords())
        #expect(reader.load(from: nil, packWords: Self.noPacks).map(\.name)
            == ["recordsRead(\(RecordsScreen.Content.loaded(Records([], packWords: PackWords()))))"])
        #expect(!reader.isReading)
    }

    @Test func theRecordsAreReadOnAnotherThreadAndHandedOverOnce() throws {
        let data = TemporaryDataDirectory()
        let store = try #require(SessionFixture.openStore(data.directory).0)
        let source = HeldRecords()
        let reader = RecordsReader(source: source)
        #expect(reader.load(from: store, packWords: Self.noPacks).isEmpty, "nothing yet: the loop goes on")
        #expect(reader.isReading)
        #expect(reader.load(from: store, packWords: Self.noPacks).isEmpty, "the read under way answers this one too")
        usleep(50_000)
        #expect(reader.poll().isEmpty, "held back")
        source.letGo()
        let content = RecordsScreen.Content.loaded(Records([], packWords: PackWords()))
        #expect(Self.poll(reader).map(\.name) == ["recordsRead(\(content))"])
        #expect(!reader.isReading)
        #expect(reader.poll().isEmpty, "handed over once")
        let threads = source.threads
        #expect(threads.count == 1)
        #expect(threads.allSatisfy { pthread_equal($0, pthread_self()) == 0 }, "read on a thread other than the loop's")
    }

    @Test func recordsThatCannotBeReadSayWhy() throws {
        let data = TemporaryDataDirectory()
        let store = try #require(SessionFixture.openStore(data.directory).0)
        let source = HeldRecords(failing: .io("the disk is gone"))
        let reader = RecordsReader(source: source)
        _ = reader.load(from: store, packWords: Self.noPacks)
        source.letGo()
        #expect(Self.poll(reader).map(\.name) == ["recordsRead(\(RecordsScreen.Content.failed(StoreError.io("the disk is gone").description)))"])
    }
}
