import PappersApp
import PappersEngine
import PappersStore

extension Session {
    /// Reads the records across games for the records screen: every game of the store replayed (a few
    /// milliseconds for a hundred games). Playing without saving, there are none.
    func loadRecords() {
        guard let store else {
            send(.recordsRead(.loaded(Records([]))))
            return
        }
        do {
            send(.recordsRead(.loaded(Records(try store.playedGames()))))
        } catch {
            send(.recordsRead(.failed(error.description)))
        }
    }
}
