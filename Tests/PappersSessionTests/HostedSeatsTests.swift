import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText
import Testing
@testable import PappersSession

/// The network's events reach the model in order, each handled before the next is looked at.
@Suite struct HostedSeatsTests {
    /// A link whose events the test set, all in one batch.
    private final class BatchLink: RoomLink {
        var batch: [RoomEvent] = []
        let wakeDescriptor: Int32 = -1
        func drain() -> [RoomEvent] { defer { batch = [] }; return batch }
        func show(_ grid: Grid, depth: ColourDepth, to seat: UInt64) {}
        func close(_ seat: UInt64, farewell: String) {}
        func remember(_ seat: UInt64, name: String) {}
    }

    private static func guest(_ name: String, team: String) -> RoomGuest {
        RoomGuest(name: name, team: team, size: Size(width: 80, height: 24), language: .en, depth: .palette256)
    }

    /// Ana and Bru in Team 1, Cai and Dan in Team 2, started, and the game at its first hand-off at the table,
    /// every player's seat joined.
    private static func started(_ link: BatchLink) -> (HostedSeats, AppModel) {
        var room = HostRoom(
            lobby: Lobby(code: "PAPER", port: 2222, addresses: ["127.0.0.1"], fingerprint: "SHA256:abc", teams: ["Team 1", "Team 2"]),
            hostSize: Size(width: 80, height: 24))
        for (seat, name) in [(1, "Ana"), (2, "Bru"), (3, "Cai"), (4, "Dan")] {
            _ = room.update(.joined(seat: UInt64(seat), guest: guest(name, team: seat <= 2 ? "Team 1" : "Team 2")))
        }
        _ = room.update(.hostKey(.enter))
        let seating = room.started!
        let hosted = HostedSeats(link: link, room: GameRoom(room: room, seating: seating), language: .en)
        var model = AppModel(
            preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 7, laptopRole: .table)
        _ = model.update(.playOptionsGiven(seating.playOptions(Preferences())), at: 0)
        _ = model.update(.wordsLoaded(words()), at: 0)
        _ = model.update(.newGameRequested, at: 0)
        for event in hosted.joining { _ = model.update(event, at: 0) }
        return (hosted, model)
    }

    private static func words() -> WordSupply {
        var catalog = PackCatalog()
        let header = PackHeader(id: "en-a", name: "A", language: "en", version: "1")
        let source = PackSource.file(path: "/tests/en-a.json")
        let packWords = (0..<100).map { PackWord(text: "word \($0)", key: WordKey.strict("word \($0)"), isFamilyFriendly: true) }
        catalog.add(PackLoad(source: source, result: .success(WordPack(header: header, words: packWords, source: source))))
        return WordSupply(catalog: catalog)
    }

    @Test func aKeyReadWithItsSeatsJoinIsTheSeatsKey() {
        let link = BatchLink()
        let (hosted, started) = Self.started(link)
        var model = started
        guard case .game = model.screen else {
            Issue.record("no game")
            return
        }
        // Bru drops and comes back on a new connection, Ctrl-C in the same read as the join: the seat's menu.
        link.batch = [.left(seat: 2)]
        hosted.drain({ model }) { _ = model.update($0, at: 1_000) }
        link.batch = [.joined(seat: 9, guest: Self.guest("Bru", team: "Team 1")), .keys(seat: 9, [.control("c")])]
        hosted.drain({ model }) { _ = model.update($0, at: 2_000) }
        guard case .game(let own) = model.seats[GameRoom.seat(9)]?.screen else {
            Issue.record("Bru's new seat shows no game")
            return
        }
        #expect(own.menu?.items == [.resume, .colours, .leaveRoom])
    }
}
