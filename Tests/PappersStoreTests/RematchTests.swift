import Foundation
import PappersEngine
import PappersPacks
import PappersStore
import Testing

/// A rematch on the same data directory draws words the first game did not play, while the packs allow it.
@Suite struct RematchTests {
    private func directory() throws -> DataDirectory {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rematch-\(UUID().uuidString.prefix(8))").path
        return DataDirectory(path: path)
    }

    private let teams = [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d"])]

    /// Draws a bowl as a new game does and records the game (which marks its words played).
    private func playGame(_ store: Store, seed: UInt64, words: Int, catalog: PackCatalog) throws -> [String] {
        let filter = WordFilter(language: "en")
        let draw = BowlDraw.draw(words, from: catalog.packs, filter: filter, lastPlayed: try store.playedWords(), seed: seed)
        let setup = GameSetup(teams: teams, rules: Rules(), words: draw.texts, seed: seed)
        let id = try store.startGame(setup, packs: [], program: "tests", at: Date())
        let state = try Simulation.play(setup) { try? store.append($0, to: id) }
        try store.finish(game: id, state: state, at: Date())
        return draw.texts
    }

    @Test func twoGamesInARowDrawDisjointBowls() throws {
        let data = try directory()
        defer { try? FileManager.default.removeItem(atPath: data.path) }
        let catalog = PackCatalog.load(builtIn: true, userFolder: nil)
        let store = try Store.open(data)
        let first = try playGame(store, seed: 1, words: 40, catalog: catalog)
        let second = try playGame(store, seed: 1, words: 40, catalog: catalog)
        #expect(Set(first).isDisjoint(with: second), "a rematch, even with the same seed, gets fresh words")
        let reopened = try Store.open(data)
        let third = try playGame(reopened, seed: 2, words: 40, catalog: catalog)
        #expect(Set(third).isDisjoint(with: first + second), "the history survives reopening the database")
    }

    @Test func whenFreshWordsRunOutTheLongestUnplayedComeBackFirst() throws {
        let data = try directory()
        defer { try? FileManager.default.removeItem(atPath: data.path) }
        let header = PackHeader(id: "en-tiny", name: "Tiny", language: "en", version: "1")
        let source = PackSource.file(path: "/tests/en-tiny.json")
        let words = (1...12).map { PackWord(text: "w\($0)", key: "w\($0)") }
        var catalog = PackCatalog()
        catalog.add(PackLoad(source: source, result: .success(WordPack(header: header, words: words, source: source))))
        let store = try Store.open(data)
        let first = try playGame(store, seed: 5, words: 8, catalog: catalog)
        let second = try playGame(store, seed: 6, words: 8, catalog: catalog)
        let unplayedBySecond = Set(words.map(\.text)).subtracting(second)
        #expect(Set(second).isSuperset(of: Set(words.map(\.text)).subtracting(first)), "the four fresh words first")
        #expect(unplayedBySecond.isSubset(of: first), "then the oldest played")
    }
}
