import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersSession
import PappersStore
import Testing

/// The session's events wait their turn: what a command brings back is handled once every command of the
/// update that asked for it has been carried out. 1.1 handed it to the model at once, in the middle of the
/// update's commands: starting a game, the model heard the game's id and the words played before the game's
/// first action was in the store.
@Suite struct SessionQueueTests {
    /// What the store and the model held at one write of the session.
    struct Write {
        /// The actions of game 1 in the store; nil before the game is in.
        var stored: Int?
        var modelKnowsTheID: Bool
        var modelKnowsThePlayedWords: Bool
    }

    @Test func aNewGamesResultsWaitForTheJournal() throws {
        let data = TemporaryDataDirectory()
        let disk = TestDisk()
        var session: Session!
        var writes: [Write] = []
        disk.beforeWrite = {
            let stored = (try? Store.openForReading(data.directory).record(id: 1))?.journal.count
            writes.append(Write(
                stored: stored, modelKnowsTheID: session.model.session?.recordID != nil,
                modelKnowsThePlayedWords: session.model.words?.lastPlayed.isEmpty == false))
        }
        // One update starts the game: remember the roster, record the game (whose id and the words it marks as
        // played come back), journal its first action. Then the terminal hangs up.
        session = SessionFixture.session(ScriptedTerminal(script: []), data: data, model: SessionLoopTests.playModel(), disk: disk)
        session.run(start: .newGame)

        let firstAction = try #require(writes.first { $0.stored == 0 }, "the game's first action was written")
        #expect(!firstAction.modelKnowsTheID, "the id came back before the first action was written, and waited")
        #expect(!firstAction.modelKnowsThePlayedWords, "so did the words played")
        #expect(session.model.session?.recordID == 1, "then the model heard of both")
        #expect(session.model.words?.lastPlayed.count == SessionLoopTests.preferences().words)
        #expect(try Store.openForReading(data.directory).record(id: 1).journal.map(\.action) == [.startGame])
    }
}
