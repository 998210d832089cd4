import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText
import PappersUI
import Testing
@testable import PappersSession

/// The network's events reach the model in order, each handled before the next is looked at; each distinct
/// view among the seats is rendered once per frame, and every seat is shown the grid of its own view.
@Suite struct HostedSeatsTests {
    /// A link whose events the test set, all in one batch; it keeps the grid each seat was shown last.
    private final class BatchLink: RoomLink {
        var batch: [RoomEvent] = []
        var shown: [UInt64: Grid] = [:]
        let wakeDescriptor: Int32 = -1
        func drain() -> [RoomEvent] { defer { batch = [] }; return batch }
        func show(_ grid: Grid, depth: ColourDepth, to seat: UInt64) { shown[seat] = grid }
        func close(_ seat: UInt64, farewell: String) {}
        func remember(_ seat: UInt64, name: String) {}
    }

    private static func guest(_ name: String, team: String, depth: ColourDepth = .palette256) -> RoomGuest {
        RoomGuest(name: name, team: team, size: Size(width: 80, height: 24), language: .en, depth: depth)
    }

    /// `players` (Ana and Bru in Team 1, Cai and Dan in Team 2 unless said) on seats 1, 2, …, started, and the
    /// game at its first hand-off at the table, every player's seat joined.
    private static func started(
        _ link: BatchLink, players: [RoomGuest] = [guest("Ana", team: "Team 1"), guest("Bru", team: "Team 1"),
                                                   guest("Cai", team: "Team 2"), guest("Dan", team: "Team 2")]
    ) -> (HostedSeats, AppModel) {
        var room = HostRoom(
            lobby: Lobby(code: "PAPER", port: 2222, addresses: ["127.0.0.1"], fingerprint: "SHA256:abc", teams: ["Team 1", "Team 2"]),
            hostSize: Size(width: 80, height: 24))
        for (index, player) in players.enumerated() { _ = room.update(.joined(seat: UInt64(index + 1), guest: player)) }
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
        let packWords = (0..<100).map { PackWord(text: "quokka \($0)", key: WordKey.strict("quokka \($0)"), isFamilyFriendly: true) }
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

    /// Eight players, four in each team (Fay at 24-bit colour when not `sameDepth`), started, the describer's
    /// first turn running at 5 s.
    private static func runningTurn(_ link: BatchLink, sameDepth: Bool = true) throws -> (HostedSeats, AppModel, describer: UInt64) {
        let names = ["Ana", "Bru", "Cai", "Dan", "Eli", "Fay", "Gus", "Hal"]
        let players = names.enumerated().map { index, name in
            guest(name, team: index % 2 == 0 ? "Team 1" : "Team 2", depth: name == "Fay" && !sameDepth ? .truecolor : .palette256)
        }
        let (hosted, started) = Self.started(link, players: players)
        var model = started
        guard case .handOff(let plan) = model.session?.state.stage else { throw Failure("no hand-off") }
        let describer = try #require((1...UInt64(names.count)).first {
            model.seats[GameRoom.seat($0)]?.role == .player(team: plan.team, player: plan.describer)
        })
        _ = model.update(.key(.enter, from: GameRoom.seat(describer)), at: 1_000)
        _ = model.update(.key(.enter, from: GameRoom.seat(describer)), at: 5_000)
        guard model.session?.state.isClockRunning == true else { throw Failure("the turn did not start") }
        return (hosted, model, describer)
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func theDescriberAndAGuesserNeverShareAGridAndEverySeatIsShownItsOwn() throws {
        let link = BatchLink()
        let (hosted, model, describer) = try Self.runningTurn(link)
        hosted.draw(model, at: 6_000)
        let guesser = try #require((1...8 as ClosedRange<UInt64>).first {
            model.seen(by: GameRoom.seat($0), at: 6_000)?.turnPart == .guesses
        })
        let describers = try #require(link.shown[describer])
        let guessers = try #require(link.shown[guesser])
        #expect(describers.text.contains("quokka"))
        #expect(!guessers.text.contains("quokka"))
        let renderer = ScreenRenderer(theme: Theme(depth: .palette256))
        for seat in 1...8 as ClosedRange<UInt64> {
            let ownGrid = link.shown[seat] == renderer.render(model, for: GameRoom.seat(seat), at: 6_000)
            #expect(ownGrid, "seat \(seat) was shown another grid than its own")
        }
    }

    /// The next second of a running turn: each view's last frame with its countdown drawn again, every seat shown
    /// the grid drawn whole; after a guess, drawn whole.
    @Test func aRunningTurnsNextSecondIsRedrawnFromTheLastFrames() throws {
        let link = BatchLink()
        var (hosted, model, describer) = try Self.runningTurn(link)
        hosted.draw(model, at: 6_000)
        #expect(hosted.gridsRendered == 3 && hosted.gridsRedrawn == 0)
        hosted.draw(model, at: 7_000)
        #expect(hosted.gridsRendered == 3 && hosted.gridsRedrawn == 3)
        let renderer = ScreenRenderer(theme: Theme(depth: .palette256))
        for seat in 1...8 as ClosedRange<UInt64> {
            #expect(link.shown[seat] == renderer.render(model, for: GameRoom.seat(seat), at: 7_000), "seat \(seat)")
        }
        _ = model.update(.key(.enter, from: GameRoom.seat(describer)), at: 7_500)
        hosted.draw(model, at: 7_500)
        #expect(hosted.gridsRendered == 3 && hosted.gridsRedrawn == 0)
    }

    @Test func eachDistinctViewIsRenderedOncePerFrame() throws {
        let link = BatchLink()
        let (hosted, model, _) = try Self.runningTurn(link)
        // The describer; the three guessers of their team; the four players of the other team.
        for now in [6_000, 7_000] {
            hosted.draw(model, at: now)
            #expect(hosted.gridsRendered == 3)
            #expect(link.shown.count == 8)
        }
        // Nothing changed and no screen is due to change: nothing is rendered nor shown, until the network brings
        // something (a terminal resized to the size it had is drawn whole again by the link).
        link.shown = [:]
        hosted.draw(model, at: 7_000)
        #expect(hosted.gridsRendered == 0 && link.shown.isEmpty)
        link.batch = [.resized(seat: 1, Size(width: 80, height: 24))]
        var resized = model
        hosted.drain({ resized }) { _ = resized.update($0, at: 7_000) }
        hosted.draw(resized, at: 7_000)
        #expect(hosted.gridsRendered == 3 && link.shown.count == 8)
        // A seat at another colour depth is another grid.
        let otherDepth = BatchLink()
        let (mixed, mixedModel, _) = try Self.runningTurn(otherDepth, sameDepth: false)
        mixed.draw(mixedModel, at: 6_000)
        #expect(mixed.gridsRendered == 4)
    }
}
