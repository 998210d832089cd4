import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersSession
import PappersStore
import Testing

/// The records screen in the session's loop: r at home reads the records from the store the games were saved
/// in, and shows them.
@Suite struct RecordsSessionTests {
    @Test func aGameJustPlayedIsInTheRecords() throws {
        let data = TemporaryDataDirectory()
        var session: Session!
        var shown: RecordsScreen?
        var screenText = ""
        // Space every 1.3 s through the game, then r at home, then q once the records are on screen.
        let terminal = ScriptedTerminal { _ in
            switch session.model.screen {
            case .game: return .press(" ", after: 1_300)
            case .home: return shown == nil ? .press("r") : .press("q")
            case .records(let records) where records.content != .loading:
                shown = records
                return .key(.escape)
            default: return .key(.escape)
            }
        }
        terminal.onDraw = { _ in
            if case .records(let records) = session.model.screen, records.content != .loading { screenText = terminal.text }
        }
        session = SessionFixture.session(terminal, data: data, model: SessionLoopTests.playModel())
        session.run(start: .newGame)

        // Each word for the built-in pack it came from: the session reads the records with the packs it read.
        let games = try Store.openForReading(data.directory).playedGames()
        let expected = Records(games, packWords: PackCatalog.load(userFolder: nil).packWords)
        #expect(expected.packs.map(\.words).reduce(0, +) == games.games.first?.setup.words.count)
        #expect(expected.games.finished == 1)
        #expect(shown?.content == .loaded(expected))
        for player in expected.players { #expect(screenText.contains(player.name)) }
        #expect(screenText.contains("Players in teams"))
    }

    /// The records are read on a thread of their own: while they are read (here held until the keys are in), the
    /// screen says so and each key reaches the model at once, and the screen when it changes it (help opens over
    /// the records and closes again); the records show once read.
    @Test func readingTheRecordsHoldsNoKey() throws {
        let data = TemporaryDataDirectory()
        let loopThread = pthread_self()
        let source = HeldRecords()
        var session: Session!
        var held = true
        var keysWhileReading: [Key] = []
        var framesAtEachKey: [Int] = []
        var shown: RecordsScreen.Content?
        let keys: [Key] = [.down, .character("j"), .pageDown, .up, .home, .end, .character("k"), .character("?"), .escape]
        let terminal = ScriptedTerminal { terminal in
            switch session.model.screen {
            case .home: return shown == nil ? .press("r") : .press("q")
            case .records(let records) where records.content == .loading:
                if held, keysWhileReading.count < keys.count {
                    framesAtEachKey.append(terminal.frames)
                    let helpShown = keysWhileReading.last == .character("?")
                    #expect(terminal.text.contains("Reading the records…") != helpShown, "\(terminal.text)")
                    #expect((session.model.help != nil) == helpShown)
                    keysWhileReading.append(keys[keysWhileReading.count])
                    return .key(keysWhileReading.last!, after: 50)
                }
                if held {
                    held = false
                    source.letGo()
                }
                // Real time for the reading thread to finish: the scripted clock moves only when asked.
                return ScriptedTerminal.Step(event: .timeout, after: 20, before: { usleep(2_000) })
            case .records(let records):
                shown = records.content
                return .key(.escape)
            default: return .key(.escape)
            }
        }
        session = SessionFixture.session(terminal, data: data, model: SessionFixture.model(
            preferences: SessionLoopTests.preferences(), size: Size(width: 80, height: 24)), records: source)
        session.run(start: .home)

        #expect(keysWhileReading == keys, "every key came while the records were being read")
        // Keys that change nothing on the loading screen draw nothing; the help, opened and closed, draws.
        let help = try #require(keys.firstIndex(of: .character("?")))
        #expect(framesAtEachKey[help + 1] > framesAtEachKey[help], "the help drawn while the records were read")
        #expect(shown == .loaded(Records([], packWords: PackWords())))
        let reader = try #require(source.threads.first)
        #expect(source.threads.count == 1)
        #expect(pthread_equal(reader, loopThread) == 0, "read on a thread other than the loop's")
    }
}
