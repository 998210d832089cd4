import NIOConcurrencyHelpers

/// The public keys the host lets in without the room code: players who logged in with the code and a key
/// before, whose key the host chose to remember. Shared between the run loop (which remembers and forgets)
/// and the host's threads (which ask).
public final class RememberedKeys: Sendable {
    private let keys: NIOLockedValueBox<Set<ClientKey>>

    public init(_ keys: some Sequence<ClientKey> = []) {
        self.keys = NIOLockedValueBox(Set(keys))
    }

    public func remember(_ key: ClientKey) { keys.withLockedValue { _ = $0.insert(key) } }

    public func forget(_ key: ClientKey) { keys.withLockedValue { _ = $0.remove(key) } }

    public func contains(_ key: ClientKey) -> Bool { keys.withLockedValue { $0.contains(key) } }

    /// Every key remembered now.
    public var all: Set<ClientKey> { keys.withLockedValue { $0 } }
}
