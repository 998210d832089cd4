import NIOConcurrencyHelpers
import NIOCore
import NIOSSH

/// Lets a player in with the room code as the password, or with a public key the host remembered.
///
/// NIOSSH checks a public key's signature before it asks, so every key seen here is one the client holds. A key
/// the host does not know is refused, and kept: if the same connection then gives the right code, the login
/// reports it (`Login.code(provenKey:)`) so the host may remember it. A wrong code is answered after
/// `wrongCodeDelayMillis`, and the connection is closed at the `maxAuthAttempts`-th.
final class CodeAuthenticator: NIOSSHServerUserAuthenticationDelegate {
    private let code: RoomCode
    private let remembered: RememberedKeys
    private let state: ConnectionState
    private let wrongCodes: NIOLockedValueBox<Int>
    private let maxAttempts: Int
    private let wrongCodeDelayMillis: Int64

    init(
        code: RoomCode, remembered: RememberedKeys, state: ConnectionState, wrongCodes: NIOLockedValueBox<Int>,
        maxAttempts: Int, wrongCodeDelayMillis: Int64
    ) {
        self.code = code
        self.remembered = remembered
        self.state = state
        self.wrongCodes = wrongCodes
        self.maxAttempts = maxAttempts
        self.wrongCodeDelayMillis = wrongCodeDelayMillis
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { [.password, .publicKey] }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        switch request.request {
        case .password(let password):
            if code.matches(password.password) {
                succeed(user: request.username, login: .code(provenKey: state.provenKey), responsePromise)
                return
            }
            state.wrongCodes += 1
            wrongCodes.withLockedValue { $0 += 1 }
            let last = state.wrongCodes >= maxAttempts
            let channel = state.channel
            responsePromise.futureResult.whenComplete { _ in
                // The failure goes out first; then a connection out of attempts is closed.
                if last { channel.eventLoop.execute { channel.close(promise: nil) } }
            }
            channel.eventLoop.scheduleTask(in: .milliseconds(wrongCodeDelayMillis)) {
                responsePromise.succeed(.failure)
            }
        case .publicKey(let publicKey):
            let key = ClientKey(publicKey.publicKey)
            if let name = remembered.name(of: key) {
                succeed(user: request.username, login: .key(key, name: name), responsePromise)
            } else {
                state.provenKey = key
                responsePromise.succeed(.failure)
            }
        default:
            responsePromise.succeed(.failure)
        }
    }

    private func succeed(user: String, login: Login, _ promise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        state.user = InertText.name(user)
        state.login = login
        promise.succeed(.success)
    }
}
