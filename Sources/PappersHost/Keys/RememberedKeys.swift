import NIOConcurrencyHelpers

/// The players the host lets in without the room code, each by a public key and the name they played under:
/// players who logged in with the code and a key before, whose key the host chose to remember. Shared between
/// the run loop (which remembers and forgets) and the host's threads (which ask); kept in a file of the data
/// directory when made with one, rewritten whole at every change.
public final class RememberedKeys: Sendable {
    /// The most players remembered: past it, the one remembered first is forgotten.
    public static let limit = 1_000

    private let players: NIOLockedValueBox<[ClientKey: RememberedPlayer]>
    private let file: RememberedKeysFile?

    /// Players remembered only while the host runs.
    public init(_ players: [ClientKey: String] = [:]) {
        self.players = NIOLockedValueBox(Self.numbered(players.sorted { $0.value < $1.value }))
        file = nil
    }

    /// The players `file` keeps (none when it does not exist yet); every change is written back to it.
    public init(file: RememberedKeysFile) throws(RememberedKeysProblem) {
        players = NIOLockedValueBox(Self.numbered(try file.read()))
        self.file = file
    }

    /// Lets the holder of `key` back in as `name` (a name the game checked), replacing what it was remembered as.
    public func remember(_ key: ClientKey, name: String) throws(RememberedKeysProblem) {
        let kept = players.withLockedValue { players in
            let order = (players.values.map(\.order).max() ?? 0) + 1
            players[key] = RememberedPlayer(name: InertText.name(name), order: order)
            while players.count > Self.limit, let oldest = players.min(by: { $0.value.order < $1.value.order }) {
                players[oldest.key] = nil
            }
            return players
        }
        try save(kept)
    }

    public func forget(_ key: ClientKey) throws(RememberedKeysProblem) {
        try save(players.withLockedValue { players in
            players[key] = nil
            return players
        })
    }

    /// The name `key`'s holder was remembered as; nil for a key the host does not know.
    public func name(of key: ClientKey) -> String? { players.withLockedValue { $0[key]?.name } }

    /// Every player remembered now, by key.
    public var all: [ClientKey: String] { players.withLockedValue { $0.mapValues(\.name) } }

    private func save(_ players: [ClientKey: RememberedPlayer]) throws(RememberedKeysProblem) {
        guard let file else { return }
        try file.write(players.sorted { $0.value.order < $1.value.order }.map { ($0.key, $0.value.name) })
    }

    private static func numbered(_ players: [(key: ClientKey, value: String)]) -> [ClientKey: RememberedPlayer] {
        var numbered: [ClientKey: RememberedPlayer] = [:]
        for (order, player) in players.suffix(limit).enumerated() {
            numbered[player.key] = RememberedPlayer(name: player.value, order: order)
        }
        return numbered
    }
}

/// A remembered player's name, and when they were remembered (to forget the oldest first).
private struct RememberedPlayer: Sendable {
    var name: String
    var order: Int
}
