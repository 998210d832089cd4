import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersSession
import PappersStore
import Testing

/// The session's loop run in-process: a scripted terminal, the real store in a temporary data directory.
@Suite struct SessionLoopTests {
    static func preferences() -> Preferences {
        var preferences = Preferences()
        preferences.words = 5
        preferences.wordLanguage = "en"
        preferences.playerWords = 0
        return preferences
    }

    /// A model that starts a game at once (`pappers play --seed 7`).
    static func playModel() -> AppModel {
        var model = SessionFixture.model(preferences: preferences(), size: Size(width: 80, height: 24))
        _ = model.update(.playOptionsGiven(PlayOptions(preferences: preferences(), roster: nil, seed: 7)), at: 0)
        return model
    }

    @Test func aWholeGameIsSavedBeforeEachScreenShowsIt() throws {
        let data = TemporaryDataDirectory()
        var session: Session!
        // The players press Space every 1.3 s (the main action of every game screen), then q at home.
        let terminal = ScriptedTerminal { _ in
            session.model.session == nil ? .press("q") : .press(" ", after: 1_300)
        }
        var checked = 0
        var differing: [String] = []
        terminal.onDraw = { _ in
            guard let game = session.model.session, let id = game.recordID else { return }
            do {
                let stored = try Store.openForReading(data.directory).record(id: id).replayed()
                if stored != game.state { differing.append("\(game.state.phase) at \(terminal.now)") }
                checked += 1
            } catch {
                differing.append("\(error)")
            }
        }
        let sounds = RecordedSounds()
        session = SessionFixture.session(terminal, data: data, model: Self.playModel(), sounds: sounds)
        session.run(start: .newGame)

        #expect(differing.isEmpty, "every screen of the game shows what the store would bring back")
        #expect(checked > 20)
        let store = try Store.openForReading(data.directory)
        let games = try store.history()
        #expect(games.count == 1)
        let record = try store.record(id: try #require(games.first).id)
        #expect(record.status == .finished)
        let final = try record.verified()
        #expect(final.phase == .finished)
        #expect(sounds.played.contains { $0.0 == .guessed })
        #expect(session.unsavedMessage == nil)
    }

    @Test func aGameKilledMidTurnComesBackWithTheTimeItHad() throws {
        let data = TemporaryDataDirectory()
        var killed: TemporaryDataDirectory?
        var timeLeftAtKill = 0
        var session: Session!
        // Start the turn, guess two words, let 3.5 s pass (the heartbeat writes the time down), then the
        // process dies: the disk is copied as it is at that instant.
        let terminal = ScriptedTerminal { terminal in
            guard let game = session.model.session else { return nil }
            switch game.state.phase {
            case .handOff: return .press(" ", after: 1_300)
            case .turn where (game.state.turn?.guessed.count ?? 0) < 2: return .press(" ", after: 1_300)
            default:
                return .init(event: .signal(.hangup), after: 3_500) {
                    timeLeftAtKill = session.model.session?.state.timeLeft(at: terminal.now) ?? -1
                    killed = try? data.copyAsKilled()
                }
            }
        }
        session = SessionFixture.session(terminal, data: data, model: Self.playModel())
        session.run(start: .newGame)
        let copy = try #require(killed)

        var resumed: GameState?
        var again: Session!
        let second = ScriptedTerminal { _ in
            guard let game = again.model.session else { return .press("q") }
            if resumed == nil { resumed = game.state }
            return .press(" ", after: 1_300)
        }
        again = SessionFixture.session(second, data: copy, model: SessionFixture.model(
            preferences: Self.preferences(), size: Size(width: 80, height: 24)))
        again.run(start: .continueGame(id: nil))

        let state = try #require(resumed)
        #expect(state.phase == .turn)
        #expect(state.turn?.guessed.count == 2)
        #expect(state.turn?.countdown.isRunning == false, "the turn comes back paused")
        let left = try #require(state.timeLeft(at: 0))
        #expect(left >= timeLeftAtKill && left <= timeLeftAtKill + 1_000, "\(left) ms left, \(timeLeftAtKill) at the kill")
        let store = try Store.openForReading(copy.directory)
        let record = try store.record(id: try #require(try store.history().first).id)
        #expect(record.status == .finished)
        _ = try record.verified()
    }

    /// Each key is one action of the game, at the instant it came, however many times the countdown woke the
    /// loop between them (each event of the terminal is one event for the model: `SessionPartsTests`).
    @Test func eachTerminalEventReachesTheModelOnce() throws {
        let data = TemporaryDataDirectory()
        let terminal = ScriptedTerminal(script: [
            .press(" ", after: 1_300),  // the turn starts
            .press(" ", after: 2_500),  // a guess, after two idle seconds
            .press("s", after: 700),  // a pass
            .press("p", after: 3_000),  // pause
        ])
        let session = SessionFixture.session(terminal, data: data, model: Self.playModel())
        session.run(start: .newGame)

        #expect(terminal.events.filter { $0 == .timeout }.count > 0)
        let store = try Store.openForReading(data.directory)
        let journal = try store.record(id: try #require(try store.history().first).id).journal
        #expect(journal.map(\.action) == [.startGame, .startTurn, .guessed, .pass, .pause])
        #expect(journal.map(\.at) == [0, 1_300, 3_800, 4_500, 7_500])
    }
}

/// The on-screen replay's loop, in-process: a record the session saved, played back with scripted time.
@Suite struct ReplayLoopTests {
    @Test func aSavedGamePlaysBackToItsEndAndWaitsForQ() throws {
        let data = TemporaryDataDirectory()
        var session: Session!
        let terminal = ScriptedTerminal { _ in
            session.model.session == nil ? .press("q") : .press(" ", after: 1_300)
        }
        session = SessionFixture.session(terminal, data: data, model: SessionLoopTests.playModel())
        session.run(start: .newGame)
        let store = try Store.openForReading(data.directory)
        let record = try store.record(id: try #require(try store.history().first).id)

        let screen = ScriptedTerminal(script: [.press("q", after: 100_000_000)])
        let sounds = RecordedSounds()
        let model = SessionFixture.model(preferences: Preferences(), size: screen.size)
        let player = ReplayPlayer(
            model: model, setup: record.setup, journal: record.journal, recordID: record.id, packs: record.packs, speed: 1)
        let loop = ReplayLoop(terminal: screen, player: player, sounds: sounds, clock: { [unowned screen] in screen.now })
        var endedAt: Int?
        screen.onDraw = { _ in if endedAt == nil, loop.player.isAtEnd { endedAt = screen.now } }
        loop.run()

        #expect(loop.player.model.session?.state == (try record.replayed()))
        let span = try #require(record.journal.last).at - record.journal[0].at
        let ended = try #require(endedAt)
        #expect(ended > 0 && ended <= span, "the replay takes the game's own time or less (\(ended) of \(span) ms)")
        let guesses = record.journal.filter { $0.action == .guessed }.count
        #expect(sounds.played.filter { $0.0 == .guessed }.count == guesses, "a bell for each guess at speed 1")
        #expect(sounds.played.allSatisfy { $0.1 == .bell })
        #expect(screen.text.contains("end of the replay"))
    }
}

/// A game whose last run could not save: its record went next to the data directory. Continuing it offers the
/// record (1.1 went on from the database's part, saying "The game was saved"); t takes it in.
@Suite struct RecordFoundSessionTests {
    /// A data directory holding a game in progress in its first turn, and the record of more of it next to the
    /// data directory (where `writeRecordElsewhere` puts it); the game's id and the longer journal.
    static func gameWithRecordElsewhere(
        _ data: TemporaryDataDirectory, startedAt seconds: TimeInterval
    ) throws -> (id: Int, journal: [TimedAction], file: String) {
        let setup = GameSetup(
            teams: [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dani"])],
            rules: Rules(), words: (1...10).map { "word \($0)" }, seed: 5)
        var full: [TimedAction] = []
        _ = try Simulation.play(setup) { full.append($0) }
        let start = try #require(full.firstIndex { $0.action == .startTurn })
        let core = Array(full.prefix(start + 2)), further = Array(full.prefix(start + 6))
        let date = Date(timeIntervalSince1970: seconds)
        let id: Int
        do {
            let store = try Store.openToPlay(data.directory)
            id = try store.startGame(setup, packs: [], program: "tests", at: date)
            for action in core { try store.append(action, to: id) }
            // Continued once from the database and saved and quit: a pause at the end.
            try store.append(TimedAction(.pause, at: core.last!.at + 1), to: id)
        }
        let record = GameRecord(
            id: id, program: "tests", startedAt: date, endedAt: nil, status: .inProgress, setup: setup, packs: [],
            journal: further, result: nil, heartbeat: nil)
        let file = data.folder + "/pappers-game-\(id)-20990101-000000.json"
        try record.exportedJSON().write(toFile: file, atomically: true, encoding: .utf8)
        return (id, further, file)
    }

    @Test func continuingOffersTheRecordAndTakesItIn() throws {
        let data = TemporaryDataDirectory()
        let (id, further, file) = try Self.gameWithRecordElsewhere(data, startedAt: 1_790_000_000)
        var session: Session!
        var offered: RecordFound?
        var notice: Notice.Kind?
        let terminal = ScriptedTerminal { _ in
            if let found = session.model.recordFound {
                offered = found
                return .press("t")
            }
            if let game = session.model.session { notice = notice ?? game.notice?.kind }
            return nil
        }
        session = SessionFixture.session(terminal, data: data, model: SessionFixture.model(
            preferences: Preferences(), size: Size(width: 80, height: 24)))
        session.run(start: .continueGame(id: id))
        #expect(offered == RecordFound(path: file, gameID: id, actions: 4))
        #expect(notice == .welcomeBack)
        let journal = try Store.openForReading(data.directory).record(id: id).journal
        #expect(Array(journal.prefix(further.count)) == further, "the game goes on from the record's last action")
    }

    @Test func continuingWithoutTheRecordSaysSo() throws {
        let data = TemporaryDataDirectory()
        let (id, further, _) = try Self.gameWithRecordElsewhere(data, startedAt: 1_790_000_123)
        var session: Session!
        var notice: Notice.Kind?
        let terminal = ScriptedTerminal { _ in
            if session.model.recordFound != nil { return .press("c") }
            if let game = session.model.session { notice = notice ?? game.notice?.kind }
            return nil
        }
        session = SessionFixture.session(terminal, data: data, model: SessionFixture.model(
            preferences: Preferences(), size: Size(width: 80, height: 24)))
        session.run(start: .continueGame(id: id))
        #expect(notice == .welcomeBackWithoutRecord, "never \"the game was saved\" with more of it elsewhere")
        let journal = try Store.openForReading(data.directory).record(id: id).journal
        #expect(journal.count < further.count)
    }
}
