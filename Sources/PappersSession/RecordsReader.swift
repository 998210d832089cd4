import Foundation
import PappersApp
import PappersEngine
import PappersPacks
import PappersStore
import Synchronization

/// Where the records screen's records come from: the program reads them from the store (`StoreRecords`); a
/// test may give its own (to hold them back, and see the loop go on meanwhile).
public protocol RecordsSource: Sendable {
    /// The records across the games of `store`, each word counted for the pack `packWords` says it came from.
    func records(in store: Store, packWords: PackWords) throws(StoreError) -> Records
}

/// The records read from the store, as the program reads them.
public struct StoreRecords: RecordsSource {
    public init() {}

    public func records(in store: Store, packWords: PackWords) throws(StoreError) -> Records {
        try store.records(packWords: packWords)
    }
}

/// Reads the records across games for the records screen on a thread of its own (at a hundred thousand
/// games, or the first time after an upgrade when every game is replayed once, this takes a while): the
/// screen says it is reading meanwhile, and every key works. The loop looks every `pollMillis` and hands the
/// records to the model once they are read. Playing without saving, there are none.
final class RecordsReader {
    /// How often the loop looks whether the records are read, while they are being read.
    static let pollMillis = 20

    private let source: any RecordsSource
    /// The records being read, until the loop hands them to the model.
    private var reading: RecordsReading?

    init(source: any RecordsSource) {
        self.source = source
    }

    /// Whether records are being read: the loop is to look again within `pollMillis`.
    var isReading: Bool { reading != nil }

    /// Starts reading the records of `store` (at once none, without a store); a read under way answers this
    /// request too.
    func load(from store: Store?, packWords: @escaping @Sendable () -> PackWords) -> [AppEvent] {
        guard let store else { return [.recordsRead(.loaded(Records([], packWords: PackWords())))] }
        guard reading == nil else { return [] }
        let reading = RecordsReading()
        self.reading = reading
        let source = source
        Thread.detachNewThread {
            let content: RecordsScreen.Content
            do throws(StoreError) {
                content = .loaded(try source.records(in: store, packWords: packWords()))
            } catch {
                content = .failed(error.description)
            }
            reading.finish(content)
        }
        return []
    }

    /// The records for the model once the reading thread has them.
    func poll() -> [AppEvent] {
        guard let content = reading?.take() else { return [] }
        reading = nil
        return [.recordsRead(content)]
    }
}

/// The records being read on another thread, handed over to the loop's.
final class RecordsReading: Sendable {
    private let content = Mutex<RecordsScreen.Content?>(nil)

    func finish(_ content: RecordsScreen.Content) {
        self.content.withLock { $0 = content }
    }

    /// The records once read; nil until then.
    func take() -> RecordsScreen.Content? {
        content.withLock { $0 }
    }
}
