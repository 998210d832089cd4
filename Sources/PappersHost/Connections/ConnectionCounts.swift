import NIOConcurrencyHelpers

/// Counts the connections open, in all and per address, and numbers the ones let in.
final class ConnectionCounts: Sendable {
    /// Why a connection was turned away, in the words the client is sent.
    enum Refusal: Error, Equatable {
        case full(Int)
        case tooManyFromAddress(Int)

        var message: String {
            switch self {
            case .full(let limit): "pappers: the room is full (\(limit) connections); try again later.\r\n"
            case .tooManyFromAddress(let limit): "pappers: \(limit) connections from your address already; try again later.\r\n"
            }
        }
    }

    private struct State {
        var total = 0
        var perAddress: [String: Int] = [:]
        var lastID: UInt64 = 0
    }

    let limit: Int
    let perAddressLimit: Int
    private let state = NIOLockedValueBox(State())

    init(limit: Int, perAddressLimit: Int) {
        self.limit = limit
        self.perAddressLimit = perAddressLimit
    }

    /// A number for a new connection from `address`, counted until `release`; or why it is refused.
    func admit(_ address: String) -> Result<ConnectionID, Refusal> {
        state.withLockedValue { state in
            if state.total >= limit { return .failure(.full(limit)) }
            if state.perAddress[address, default: 0] >= perAddressLimit {
                return .failure(.tooManyFromAddress(perAddressLimit))
            }
            state.total += 1
            state.perAddress[address, default: 0] += 1
            state.lastID += 1
            return .success(ConnectionID(state.lastID))
        }
    }

    func release(_ address: String) {
        state.withLockedValue { state in
            state.total -= 1
            let left = state.perAddress[address, default: 1] - 1
            state.perAddress[address] = left > 0 ? left : nil
        }
    }

    var open: Int { state.withLockedValue { $0.total } }
}
