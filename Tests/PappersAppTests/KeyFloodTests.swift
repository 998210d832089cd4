import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// Tens of thousands of random keys, resizes and ticks on every screen: the model never traps, time never
/// runs backwards in the journal, and the journal always replays to the game on screen.
@Suite struct KeyFloodTests {
    private static let keys: [Key] = [
        .enter, .escape, .backspace, .delete, .tab, .backTab, .up, .down, .left, .right, .home, .end, .pageUp,
        .pageDown, .function(1), .function(5), .other(999), .c(" "), .c("q"), .c("n"), .c("s"), .c("c"), .c("x"),
        .c("u"), .c("p"), .c("v"), .c("r"), .c("a"), .c("t"), .c("o"), .c("?"), .c("h"), .c("j"), .c("k"), .c("l"),
        .c("y"), .c("é"), .c("·"), .c("東"), .c("🐘"), .c("\u{1B}"), .c("+"), .c("-"), .c("f"),
    ]

    @Test(arguments: 0..<6)
    func randomKeysNeverBreakTheApp(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed), stream: .players)
        var store = TestStore.home()
        var games: [UInt64: [TimedAction]] = [:]
        for _ in 0..<6_000 {
            let roll = random.next(below: 100)
            let commands: [AppCommand]
            if roll < 3 {
                commands = store.sendUnstated(.resize(Size(width: random.next(in: 1...200), height: random.next(in: 1...60))))
            } else if roll < 20 {
                commands = store.sendUnstated(.tick, after: random.next(in: 0...5_000))
            } else {
                let key = Self.keys[random.next(below: Self.keys.count)]
                commands = store.sendUnstated(.key(key), after: random.next(in: 0...1_500))
            }
            if store.model.isQuitting {
                store = TestStore(TestStore.home().model, at: store.now)
                games.removeAll()
            }
            for command in commands {
                if case .journal(let action) = command, let setup = store.model.session?.state.setup {
                    games[setup.seed, default: []].append(action)
                }
            }
            if let session = store.model.session {
                let journal = games[session.state.setup.seed] ?? []
                #expect(zip(journal, journal.dropFirst()).allSatisfy { $0.at <= $1.at })
            }
        }
        if let session = store.model.session, let journal = games[session.state.setup.seed] {
            #expect(try GameState.replaying(journal, setup: session.state.setup) == session.state)
        }
    }
}
