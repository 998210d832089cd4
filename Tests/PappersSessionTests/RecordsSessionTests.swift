import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
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

        let expected = Records(try Store.openForReading(data.directory).playedGames())
        #expect(expected.games.finished == 1)
        #expect(shown?.content == .loaded(expected))
        for player in expected.players { #expect(screenText.contains(player.name)) }
        #expect(screenText.contains("Players in teams"))
    }
}
