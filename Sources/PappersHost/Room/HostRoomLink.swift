import PappersApp
import PappersCanvas
import PappersRemote

/// The host's server as the room's run loop sees it (`RoomLink`): each drained `HostEvent` becomes a
/// `RoomEvent` of its seat (a connection joins with its name, team, size, language from LANG and colour depth
/// from TERM; keys, sizes and the end follow), the wrong codes tried are reported when their count changed, and
/// a key a player proved with the code is remembered once the player has a name.
public final class HostRoomLink: RoomLink {
    public let server: HostServer
    private let rememberedKeys: RememberedKeys?
    private var provenKeys: [UInt64: ClientKey] = [:]
    private var wrongCodes = 0
    /// Why remembering a player's key failed last, if it did (the file could not be written).
    public private(set) var rememberingProblem: RememberedKeysProblem?

    public init(server: HostServer, rememberedKeys: RememberedKeys?) {
        self.server = server
        self.rememberedKeys = rememberedKeys
    }

    public var wakeDescriptor: Int32 { server.events.wakeDescriptor }

    public func drain() -> [RoomEvent] {
        var events = server.events.drain().map(event)
        let tried = server.wrongCodes
        if tried != wrongCodes {
            wrongCodes = tried
            events.append(.wrongCodes(tried))
        }
        return events
    }

    public func show(_ grid: Grid, depth: ColourDepth, to seat: UInt64) {
        server.show(grid, depth: depth, on: ConnectionID(seat))
    }

    public func close(_ seat: UInt64, farewell: String) {
        server.close(ConnectionID(seat), farewell: farewell)
    }

    public func remember(_ seat: UInt64, name: String) {
        guard let key = provenKeys.removeValue(forKey: seat), let rememberedKeys else { return }
        do {
            try rememberedKeys.remember(key, name: name)
        } catch {
            rememberingProblem = error
        }
    }

    private func event(_ entry: HostEventQueue.Entry) -> RoomEvent {
        let seat = entry.connection.rawValue
        switch entry.event {
        case .connected(let request):
            let name: String
            switch request.login {
            case .code(let provenKey):
                name = request.user
                provenKeys[seat] = provenKey
            case .key(_, let rememberedName):
                name = rememberedName
            }
            let team: String? = if case .join(let team) = request.command { team } else { nil }
            let depth = RemoteColourDepth.guess(
                term: request.terminal, colourTerm: request.environment["COLORTERM"], noColour: request.environment["NO_COLOR"])
            return .joined(seat: seat, guest: RoomGuest(
                name: name, team: team, size: request.size, language: UILanguage.from(environment: request.environment),
                depth: depth))
        case .keys(let keys):
            return .keys(seat: seat, keys)
        case .resized(let size):
            return .resized(seat: seat, size)
        case .disconnected:
            provenKeys[seat] = nil
            return .left(seat: seat)
        }
    }
}
