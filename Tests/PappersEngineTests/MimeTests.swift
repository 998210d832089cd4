import Testing
@testable import PappersEngine

@Suite struct MimeTests {
    /// A game whose only round is mime, so the first turn hides its words.
    private func mime(words: Int = 8) -> Table {
        Table.inTurn(words: words, rules: Rules(rounds: [RoundRules(kind: .mime)]))
    }

    @Test func theWordHidesTwoSecondsAfterItAppears() {
        let table = mime()
        #expect(table.state.isWordVisible(at: table.now))
        #expect(table.state.isWordVisible(at: table.now + 1_999))
        #expect(!table.state.isWordVisible(at: table.now + 2_000))
        #expect(table.state.nextChange(after: table.now) == table.now + 1_000)
        #expect(table.state.nextChange(after: table.now + 1_500) == table.now + 2_000)
    }

    @Test func eachNewWordGetsItsOwnTwoSecondsEvenWhenPassedQuickly() throws {
        var table = mime()
        try table.act(.pass, after: 1_500)
        #expect(table.state.isWordVisible(at: table.now + 1_999))
        try table.act(.pass, after: 300)
        try table.act(.guessed, after: 300)
        #expect(table.state.isWordVisible(at: table.now + 1_900))
        #expect(!table.state.isWordVisible(at: table.now + 2_000))
    }

    @Test func aPeekShowsTheWordForTwoMoreSeconds() throws {
        var table = mime()
        try table.act(.peek, after: 5_000)
        #expect(table.state.isWordVisible(at: table.now + 1_999))
        #expect(!table.state.isWordVisible(at: table.now + 2_000))
        #expect(table.state.nextChange(after: table.now + 1_500) == table.now + 2_000)
    }

    @Test func theHideTimerStopsWhileThePauseHidesTheWord() throws {
        var table = mime()
        try table.act(.pause, after: 1_000)
        #expect(!table.state.isWordVisible(at: table.now))
        try table.act(.resume, after: 30_000)
        #expect(table.state.isWordVisible(at: table.now + 999))
        #expect(!table.state.isWordVisible(at: table.now + 1_000))
    }

    @Test func otherRoundsNeverHideAndRefuseAPeek() {
        var table = Table.inTurn()
        #expect(table.state.isWordVisible(at: table.now + 50_000))
        #expect(table.refusal(of: .peek) == .wordAlwaysVisible)
    }
}
