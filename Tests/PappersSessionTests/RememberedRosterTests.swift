import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersSession
import PappersStore
import PappersUI
import Testing

/// Every way into a game remembers its roster: `pappers play --team`, the teams screen, `continue`; a
/// `pappers play` without teams takes the last one; the earlier teams are kept once each, the newest first.
@Suite struct RememberedRosterTests {
    static let reds = [Team(name: "Reds", players: ["Ann", "Bob"]), Team(name: "Blues", players: ["Cat", "Dan"])]
    static let greens = [Team(name: "Greens", players: ["Ed", "Flo"]), Team(name: "Golds", players: ["Gus", "Hal"])]

    /// A model as the program builds it from the data directory: the last roster on the teams screen.
    static func model(_ data: TemporaryDataDirectory) throws -> AppModel {
        let rosters = try Store.openForReading(data.directory).recentRosters()
        return AppModel(
            preferences: SessionLoopTests.preferences(), roster: rosters.first, recentRosters: rosters,
            size: Size(width: 80, height: 24), environmentLanguage: .en, names: Strings(.en).defaultNames, entropy: 5)
    }

    /// `pappers play` (with `--team` when `roster` is given), hung up at the first hand-off; the game's id and
    /// teams.
    static func play(_ roster: [Team]?, _ data: TemporaryDataDirectory) throws -> (id: Int, teams: [Team]) {
        var model = try model(data)
        _ = model.update(.playOptionsGiven(PlayOptions(preferences: SessionLoopTests.preferences(), roster: roster, seed: 7)), at: 0)
        let session = SessionFixture.session(ScriptedTerminal(script: []), data: data, model: model)
        session.run(start: .newGame)
        let game = try #require(session.model.session)
        let id = try #require(try Store.openForReading(data.directory).history(limit: 1).first).id
        return (id, game.state.setup.teams)
    }

    static func recent(_ data: TemporaryDataDirectory) throws -> [[Team]] {
        try Store.openForReading(data.directory).recentRosters()
    }

    @Test func everyGameStartedRemembersItsRosterOnceNewestFirst() throws {
        let data = TemporaryDataDirectory()
        _ = try Self.play(Self.reds, data)
        #expect(try Self.recent(data) == [Self.reds], "play --team remembers the teams")

        let greensGame = try Self.play(Self.greens, data)
        #expect(try Self.recent(data) == [Self.greens, Self.reds])

        _ = try Self.play(Self.reds, data)
        #expect(try Self.recent(data) == [Self.reds, Self.greens], "a roster played again moves to the front, once")

        let continued = SessionFixture.session(ScriptedTerminal(script: []), data: data, model: try Self.model(data))
        continued.run(start: .continueGame(id: greensGame.id))
        #expect(continued.model.session?.state.setup.teams == Self.greens)
        #expect(continued.model.recentRosters == [Self.greens, Self.reds])
        #expect(try Self.recent(data) == [Self.greens, Self.reds], "continue remembers the game's teams")

        let plain = try Self.play(nil, data)
        #expect(plain.teams == Self.greens, "play without --team takes the last teams")
        #expect(try Self.recent(data) == [Self.greens, Self.reds])
    }
}
