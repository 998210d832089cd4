import PappersEngine
import Testing

/// In pairs a player scores as the describer and as the one guesser: the records count both, and their sum
/// is the player's score; and every time shown is rounded by the one rule of `Tenths`.
@Suite struct RecordsInPairsTests {
    @Test func aPairsPlayersWordsDescribedAndGuessedMakeTheirScore() throws {
        let setup = GameSetup(players: ["Ana", "Bru", "Carla", "Dani", "Eva"], rules: Rules(),
                              words: (1...40).map { "word \($0)" }, seed: 12)
        var journal: [TimedAction] = []
        let state = try Simulation.play(setup) { journal.append($0) }
        let records = Records([PlayedGame(id: 1, status: .finished, setup: setup, journal: journal, packs: ["en-x"])], packWords: PackWords())
        for (seat, team) in setup.teams.enumerated() {
            let figures = try #require(records.players.first { $0.name == team.name }).pairs
            let score = state.standings.first { $0.team == seat }!.total
            #expect(figures.words + figures.guessed == score, "\(team.name): described and guessed make the score")
            #expect(figures.guessed > 0, "\(team.name) guessed some words")
        }
    }

    @Test func timesAreRoundedHalfUpToTheTenth() {
        #expect(Tenths.of(millis: 50) == 1, "0.05 s is 0.1 s, not 0.0 s")
        #expect(Tenths.of(millis: 49) == 0)
        #expect(Tenths.of(millis: 1_450) == 15)
        #expect(Tenths.of(millis: 37_950) == 380)
        #expect(Tenths.text(93) == "9.3" && Tenths.text(380) == "38.0")
    }
}
