import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersTestSupport
import Testing
@testable import PappersHost

/// The game over the host, with in-process SSH clients on port 0: eight players join, are seated and start; the
/// describer plays a turn from their own terminal and every seat's screen follows; no word of the bowl reaches
/// another player's terminal during the turn; the describer drops and comes back to their seat; a client that
/// stops reading holds up nobody and is shown the newest frame when it reads again; a ninth player joining after
/// the start watches until the host seats them, then guesses with their team; a player who chooses no colours in
/// their menu is sent no colour from then on, and the others still are.
@Suite(.onItsOwnThread) struct HostGameTests {
    private static let english = TestClient.Session(environment: ["LANG": "en_GB.UTF-8"])

    /// A player joins asking for `team`.
    private static func join(_ room: RunningRoom, _ user: String, team: String) async throws -> TestClient {
        let client = try await TestClient.connect(port: room.port, user: user, passwords: [RunningHost.code])
        var session = english
        session.command = "join \(team)"
        try await client.start(session)
        return client
    }

    private static func shows(_ lines: [String], _ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The describer and guesser the host's status bar names (`Team 2 · cai → dan ·`).
    private static func turnPlayers(_ lines: [String]) -> (describer: String, guesser: String)? {
        for line in lines {
            guard let arrow = line.range(of: " → ") else { continue }
            let describer = line[..<arrow.lowerBound].split(separator: " ").last.map(String.init)
            let guesser = line[arrow.upperBound...].split(separator: " ").first.map(String.init)
            if let describer, let guesser { return (describer, guesser) }
        }
        return nil
    }

    /// Space, once the screen just shown takes it (Space and Enter wait a moment on a new screen of the game).
    private static func pressMainKey(_ client: TestClient) async {
        try? await Task.sleep(for: .milliseconds(GameSession.mainKeyGuardMillis + 100))
        client.send(" ")
    }

    /// The text of what a terminal was sent, its escape sequences taken out.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).replacing(/\u{1B}(\[[0-9;?]*[ -\/]*[@-~]|[()][0-9A-Za-z]|[@-_])/, with: " ")
    }

    /// The players of the eight-player games, alternately in Team 1 and Team 2.
    private static let eight = ["ana", "bru", "cai", "dan", "eva", "fer", "gil", "hug"]

    /// Four players in two teams (or `names`, alternately in each), started: the describer's name and every
    /// client by name, once every terminal shows the hand-off.
    private static func started(
        _ room: RunningRoom, _ names: [String] = ["ana", "bru", "cai", "dan"]
    ) async throws -> (describer: String, clients: [String: TestClient]) {
        var clients: [String: TestClient] = [:]
        for (index, name) in names.enumerated() {
            clients[name] = try await Self.join(room, name, team: index % 2 == 0 ? "Team 1" : "Team 2")
        }
        #expect(await eventually { Self.shows(room.hostLines, "Players (\(names.count))") }, "\(room.hostLines)")
        room.terminal.press(.enter)
        #expect(await eventually(timeout: 20) { Self.turnPlayers(room.hostLines) != nil }, "\(room.hostLines)")
        let describer = try #require(Self.turnPlayers(room.hostLines)?.describer)
        for client in clients.values {
            #expect(await eventually { Self.turnPlayers(client.screen.lines)?.describer == describer }, "\(client.screen.lines)")
        }
        return (describer, clients)
    }

    @Test func theDescriberDropsMidTurnTheTurnPausesAndTheyComeBackToTheirSeat() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        var (describer, clients) = try await Self.started(room)
        await Self.pressMainKey(try #require(clients[describer]))
        #expect(await eventually { Self.shows(clients[describer]!.screen.lines, "guessed!") })
        await clients[describer]!.close()
        #expect(await eventually { (try? room.journal().last) == .pause }, "\((try? room.journal()) ?? [])")
        let watcher = try #require(clients.first { $0.key != describer }?.value)
        #expect(await eventually { Self.shows(watcher.screen.lines, "PAUSED") }, "\(watcher.screen.lines)")

        let back = try await Self.join(room, describer, team: "Team 1")
        clients[describer] = back
        #expect(await eventually { Self.shows(back.screen.lines, "PAUSED") }, "\(back.screen.lines)")
        back.send(" ")
        #expect(await eventually { Self.shows(back.screen.lines, "guessed!") }, "the describer's seat again: \(back.screen.lines)")
        #expect(await eventually { (try? room.journal().last) == .resume })
        let bowl = try room.bowl()
        #expect(bowl.contains { word in back.screen.lines.contains { $0.contains(word) } }, "\(back.screen.lines)")
        print("reliability: host-describer-drops: 1 × describer's connection closed mid-turn, then back")
    }

    @Test func aClientThatStopsReadingHoldsUpNobodyAndIsShownTheNewestFrameAfter() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        let (describer, clients) = try await Self.started(room)
        let (name, slow) = try #require(clients.first { $0.key != describer })
        try await slow.reading(false)
        let describing = try #require(clients[describer])
        await Self.pressMainKey(describing)
        #expect(await eventually { Self.shows(describing.screen.lines, "guessed!") })
        for _ in 0..<3 {
            describing.send(" ")
            try await Task.sleep(for: .milliseconds(150))
        }
        for (other, client) in clients where other != name {
            #expect(await eventually { Self.shows(client.screen.lines, "3 this turn") }, "\(other): \(client.screen.lines)")
        }
        #expect(!Self.shows(slow.screen.lines, "3 this turn"))
        try await slow.reading(true)
        #expect(await eventually { Self.shows(slow.screen.lines, "3 this turn") }, "\(slow.screen.lines)")
        print("reliability: host-slow-client: 1 × client that stops reading (a guesser's during a turn)")
    }

    @Test func eightPlayersStartPlayATurnFromTheDescribersTerminalAndNoOtherSeesTheWord() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        let (describer, clients) = try await Self.started(room, Self.eight)
        let guesser = try #require(Self.turnPlayers(room.hostLines)?.guesser)
        let sentBefore = clients.mapValues(\.output.count)

        let describing = try #require(clients[describer])
        await Self.pressMainKey(describing)
        #expect(await eventually { Self.shows(describing.screen.lines, "guessed!") }, "\(describing.screen.lines)")
        describing.send(" ")
        for (name, client) in clients {
            #expect(await eventually { Self.shows(client.screen.lines, "1 this turn") }, "\(name): \(client.screen.lines)")
        }
        #expect(await eventually { Self.shows(room.hostLines, "1 this turn") })
        // Seats of one view (the describer's team's guessers, the other team) share each frame's diff.
        let diffs = room.running.host.frameDiffs
        #expect(diffs.shared > 0 && diffs.computed > 0, "\(diffs)")

        let bowl = try room.bowl()
        #expect(bowl.count == 12)
        for (name, client) in clients where name != describer {
            let sent = Self.text(client.output[sentBefore[name, default: 0]...])
            let seen = bowl.filter { sent.contains($0) }
            #expect(seen.isEmpty, "\(name) (\(name == guesser ? "guessing" : "watching")) was sent \(seen)")
        }
        let table = room.hostLines.joined(separator: "\n")
        #expect(!bowl.contains { table.contains($0) }, "the host's terminal is the table: \(room.hostLines)")
        let described = Self.text(describing.output[sentBefore[describer, default: 0]...])
        #expect(bowl.contains { described.contains($0) }, "the describer's terminal shows the word")
    }

    @Test func aNinthPlayerJoiningAfterTheStartWatchesUntilTheHostSeatsThemThenGuesses() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        let (describer, clients) = try await Self.started(room, Self.eight)
        #expect(!Self.shows(room.hostLines, "seat a watcher"))

        let late = try await TestClient.connect(port: room.port, user: "ivo", passwords: [RunningHost.code])
        try await late.start(Self.english)
        #expect(await eventually { Self.turnPlayers(late.screen.lines)?.describer == describer }, "\(late.screen.lines)")
        #expect(await eventually { Self.shows(room.hostLines, "w seat a watcher") }, "\(room.hostLines)")
        room.terminal.press(.character("w"))
        #expect(await eventually { Self.shows(room.hostLines, "▶ ivo") }, "\(room.hostLines)")
        // Into the describer's team, whose turn comes next.
        let team = try #require(Self.eight.firstIndex(of: describer)) % 2
        if team == 1 { room.terminal.press(.right) }
        #expect(await eventually { Self.shows(room.hostLines, "Team: ◀ Team \(team + 1) ▶") }, "\(room.hostLines)")
        room.terminal.press(.enter)
        #expect(await eventually { (try? room.journal().last) == .seatPlayer(team: team) }, "\((try? room.journal()) ?? [])")
        #expect(await eventually { !Self.shows(room.hostLines, "seat a watcher") }, "\(room.hostLines)")

        #expect(!Self.shows(late.screen.lines, "GUESS"))
        await Self.pressMainKey(try #require(clients[describer]))
        #expect(await eventually { Self.shows(late.screen.lines, "GUESS") }, "ivo guesses with their team: \(late.screen.lines)")
    }

    /// The SGR sequences in `bytes` that set a colour (foreground or background, any depth).
    private static func colours(_ bytes: ArraySlice<UInt8>) -> [String] {
        String(decoding: bytes, as: UTF8.self).matches(of: /\u{1B}\[([0-9;]*)m/).map { String($0.1) }.filter { sgr in
            sgr.split(separator: ";").contains { ["38", "48"].contains($0) || ($0.count == 2 && "3489".contains($0.first!) && $0 != "39" && $0 != "49") }
        }
    }

    @Test func aPlayerWhoChoosesNoColoursIsSentNoneFromThenOn() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        let (describer, clients) = try await Self.started(room)
        let (name, plain) = try #require(clients.first { $0.key != describer })
        #expect(!Self.colours(plain.output[...]).isEmpty, "xterm-256color is drawn in colour at first")
        plain.send([0x03])
        #expect(await eventually { Self.shows(plain.screen.lines, "Colours: automatic (256 colours)") }, "\(plain.screen.lines)")
        plain.send("\u{1B}[B")
        for depth in ["24-bit", "256 colours", "8 colours", "none"] {
            plain.send("\r")
            #expect(await eventually { Self.shows(plain.screen.lines, "Colours: \(depth)") }, "\(plain.screen.lines)")
        }
        plain.send("\u{1B}")
        #expect(await eventually { !Self.shows(plain.screen.lines, "Colours:") }, "\(plain.screen.lines)")
        // A new window size redraws the whole screen: without colour for this player, in colour for another.
        let other = try #require(clients.first { $0.key != name && $0.key != describer }?.value)
        let (chosen, before) = (plain.output.count, other.output.count)
        for client in [plain, other] { client.resize(columns: 70, rows: 22) }
        #expect(await eventually { plain.output.count - chosen > 500 && other.output.count - before > 500 })
        #expect(Self.colours(plain.output[chosen...]).isEmpty,
                "\(Self.colours(plain.output[chosen...]).prefix(5))")
        #expect(!Self.colours(other.output[before...]).isEmpty, "another player is still sent colours")
    }
}
