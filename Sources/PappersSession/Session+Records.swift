import Foundation
import PappersApp
import PappersEngine
import PappersPacks
import PappersStore
import Synchronization

extension Session {
    /// Reads the records across games for the records screen on a thread of its own (at a hundred thousand
    /// games, or the first time after an upgrade when every game is replayed once, this takes a while): the
    /// screen says it is reading meanwhile, and every key works. The loop hands the records to the model once
    /// they are read (`deliverRecords`). Playing without saving, there are none.
    func loadRecords() {
        guard let store else {
            send(.recordsRead(.loaded(Records([], packWords: PackWords()))))
            return
        }
        guard recordsReading == nil else { return }  // the read under way answers this request too
        let reading = RecordsReading()
        recordsReading = reading
        let read = readRecords
        let (packWords, directory, packFiles) = (packWords, directory, packFiles)
        Thread.detachNewThread {
            let content: RecordsScreen.Content
            do throws(StoreError) {
                let words = packWords ?? Session.catalog(directory, packFiles: packFiles).packWords
                content = .loaded(try read(store, words))
            } catch {
                content = .failed(error.description)
            }
            reading.finish(content)
        }
    }

    /// Gives the model the records once the reading thread has them.
    func deliverRecords() {
        guard let content = recordsReading?.take() else { return }
        recordsReading = nil
        send(.recordsRead(content))
    }

    /// How often the loop looks whether the records are read, while they are being read.
    static let recordsPollMillis = 20
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
