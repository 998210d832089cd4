import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersSession
import PappersStore
import Testing

/// The question "the game is not saved" in the session's loop: `w` tries the data directory first. 1.1 wrote
/// the record elsewhere and said "the disk is full" although space had been freed meanwhile.
@Suite struct UnsavedQuestionSessionTests {
    @Test func writingElsewhereTriesTheDataDirectoryFirst() throws {
        let data = TemporaryDataDirectory()
        var session: Session!
        var asked = false
        let disk = TestDisk()
        var leaving: [Key] = [.escape, .up, .up, .enter]  // the menu's "Save and quit"
        let terminal = ScriptedTerminal { _ in
            if session.model.unsavedQuit != nil {
                asked = true
                // The disk has room again by now.
                return .init(event: .key(.character("w")), after: 500) { disk.mend() }
            }
            guard let game = session.model.session, !asked else { return nil }
            switch game.state.phase {
            case .handOff: return .press(" ", after: 1_300)
            case .turn where (game.state.turn?.guessed.count ?? 0) < 2:
                return .init(event: .key(.character(" ")), after: 1_300) {
                    if game.state.turn?.guessed.count == 1 { disk.fail(.diskFull, count: 1_000) }
                }
            default:
                return leaving.isEmpty ? nil : .key(leaving.removeFirst(), after: 300)
            }
        }
        session = SessionFixture.session(terminal, data: data, model: SessionLoopTests.playModel(), disk: disk)
        session.run(start: .newGame)
        #expect(asked, "the question came")
        #expect(data.recordsElsewhere().isEmpty, "no record written elsewhere")
        #expect(session.unsavedMessage == nil, "the data directory holds the game")
        let record = try #require(try Store.openForReading(data.directory).history().first)
        let stored = try Store.openForReading(data.directory).record(id: record.id)
        #expect(stored.journal.filter { $0.action == .guessed }.count == 2)
    }
}
