import NIOCore

/// One client's connection as its handlers share it, on its event loop only: who it is, how far it got, and
/// the time limit until its seat starts.
final class ConnectionState {
    let id: ConnectionID
    let address: String
    let channel: Channel
    /// The SSH user name of the login that succeeded, cleaned.
    var user = ""
    /// How it logged in, once it has.
    var login: Login?
    /// The last public key the client proved it holds (a signed request for a key the host does not know).
    var provenKey: ClientKey?
    var wrongCodes = 0
    /// Whether a session channel has been opened (one per connection).
    var hasSession = false
    /// Closes the connection if its seat has not started in time.
    var setupDeadline: Scheduled<Void>?
    /// Called when the connection can be written again: NIOSSH's channels do not follow their connection's
    /// writability (only their SSH window), so the seat waits for both.
    var whenWritable: (() -> Void)?

    init(id: ConnectionID, address: String, channel: Channel) {
        self.id = id
        self.address = address
        self.channel = channel
    }

    /// The seat started: the time limit no longer applies.
    func seatStarted() {
        setupDeadline?.cancel()
        setupDeadline = nil
    }
}
