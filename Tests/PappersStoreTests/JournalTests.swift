import Foundation
import PappersEngine
import Testing
@testable import PappersStore

@Suite struct JournalTests {
    @Test func aWholeGameIsJournaledAndReplaysToTheSameState() throws {
        let folder = TemporaryFolder()
        let game = Sample.game(seed: 2024, words: 30)
        #expect(game.journal.count > 150)
        let id: Int
        do {
            let store = try Store.open(folder.dataDirectory)
            id = try store.startGame(game.setup, packs: ["en-food", "en-animals"], program: "1.0.0", at: Sample.date(1))
            for action in game.journal { try store.append(action, to: id) }
        }
        let store = try Store.open(folder.dataDirectory)
        let record = try store.record(id: id)
        #expect(record.journal == game.journal)
        #expect(record.setup == game.setup)
        #expect(record.packs == ["en-food", "en-animals"])
        #expect(record.status == .inProgress)
        #expect(try record.replayed() == game.state)
    }

    @Test func everyAppendIsCommittedBeforeItReturns() throws {
        let folder = TemporaryFolder()
        let game = Sample.game(seed: 7, words: 6)
        let store = try Store.open(folder.dataDirectory)
        try store.lockForPlay()
        let id = try store.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(7))
        for (index, action) in game.journal.enumerated() {
            try store.append(action, to: id)
            // Another connection, as another process would open it (history while a game runs).
            let other = try Store.openForReading(folder.dataDirectory)
            let seen = try other.record(id: id).journal
            #expect(seen.count == index + 1)
            #expect(seen.last == action)
        }
    }

    @Test func everyWriteIsFollowedByASyncOfTheLogToTheDisk() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        let sync = try #require(store.diskSync)
        sync.wait()
        let before = sync.count
        let game = Sample.game(seed: 31)
        let id = try store.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(31))
        sync.wait()
        #expect(sync.count == before + 1)
        for action in game.journal { try store.append(action, to: id) }
        sync.wait()
        // Requests made while a sync waits to start share it: at least one sync, never more than one a write.
        #expect(sync.count > before + 1)
        #expect(sync.count <= before + 1 + game.journal.count)
        let count = sync.count
        try store.setSetting("sound", "off")
        sync.wait()
        #expect(sync.count == count + 1)
        #expect(try Store.inMemory().diskSync == nil)
        #expect(try Store.openForReading(folder.dataDirectory).diskSync == nil)
    }

    @Test func resumeFindsTheNewestGameInProgressWithItsHeartbeat() throws {
        let store = try Store.inMemory()
        #expect(try store.gameInProgress() == nil)
        let first = Sample.game(seed: 1)
        let second = Sample.game(seed: 2)
        let older = try store.startGame(first.setup, packs: [], program: "1.0.0", at: Sample.date(1))
        let newer = try store.startGame(second.setup, packs: [], program: "1.0.0", at: Sample.date(2))
        #expect(newer > older)
        for action in second.journal.prefix(25) { try store.append(action, to: newer) }
        let lastAction = second.journal[24].at
        try store.recordClock(lastAction + 2_400, game: newer)

        let resumed = try #require(try store.gameInProgress())
        #expect(resumed.id == newer)
        #expect(resumed.heartbeat == lastAction + 2_400)
        #expect(resumed.lastKnownMillis == lastAction + 2_400)
        var state = try resumed.replayed()
        for action in second.journal.dropFirst(25) { try state.apply(action) }
        #expect(state == second.state)

        try store.finish(game: newer, state: second.state, at: Sample.date(3))
        #expect(try store.gameInProgress()?.id == older)
        try store.abandon(game: older, state: nil, at: Sample.date(4))
        #expect(try store.gameInProgress() == nil)
    }

    @Test func aGameOverTakesNoMoreActions() throws {
        let store = try Store.inMemory()
        let id = try Sample.record(seed: 3, in: store)
        #expect(throws: StoreError.gameOver(id, .finished)) { try store.append(TimedAction(.tick, at: 1), to: id) }
        #expect(throws: StoreError.gameOver(id, .finished)) { try store.recordClock(5, game: id) }
        #expect(throws: StoreError.gameOver(id, .finished)) {
            try store.abandon(game: id, state: nil, at: Sample.date(0))
        }
        #expect(throws: StoreError.noSuchGame(99)) { try store.append(TimedAction(.tick, at: 1), to: 99) }
        #expect(throws: StoreError.noSuchGame(99)) { try store.record(id: 99) }
        #expect(try store.record(id: id).journal.count == Sample.game(seed: 3).journal.count)
    }

    @Test func finishingNeedsAFinishedStateOfTheSameGame() throws {
        let store = try Store.inMemory()
        let game = Sample.game(seed: 5)
        let other = Sample.game(seed: 6)
        let id = try store.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(5))
        for action in game.journal { try store.append(action, to: id) }
        #expect(throws: StoreError.self) {
            try store.finish(game: id, state: GameState(setup: game.setup), at: Sample.date(5))
        }
        #expect(throws: StoreError.self) { try store.finish(game: id, state: other.state, at: Sample.date(5)) }
        try store.finish(game: id, state: game.state, at: Sample.date(6))
        let record = try store.record(id: id)
        #expect(record.status == .finished)
        #expect(record.endedAt == Sample.date(6))
        #expect(record.result == GameResult(state: game.state, journal: game.journal))
        #expect(try record.verified() == game.state)
    }

    @Test func anAbandonedGameKeepsWhereItStood() throws {
        let store = try Store.inMemory()
        let game = Sample.game(seed: 8)
        let id = try store.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(8))
        var state = GameState(setup: game.setup)
        for action in game.journal.prefix(30) {
            try state.apply(action)
            try store.append(action, to: id)
        }
        let quit = TimedAction(.abandon, at: state.clock + 500)
        try state.apply(quit)
        try store.append(quit, to: id)
        try store.abandon(game: id, state: state, at: Sample.date(9))
        let record = try store.record(id: id)
        #expect(record.status == .abandoned)
        #expect(record.result?.summary.phase == .abandoned)
        #expect(try record.verified() == state)
    }

    @Test func anInvalidSetupIsNotRecorded() throws {
        let store = try Store.inMemory()
        var setup = Sample.setup(seed: 1)
        setup.words[2] = "bad\u{1B}[2Jword"
        #expect(throws: StoreError.self) { try store.startGame(setup, packs: [], program: "1.0.0", at: Sample.date(1)) }
        setup = Sample.setup(seed: 1)
        setup.teams[0].name = "  Reds  "
        #expect(throws: StoreError.self) { try store.startGame(setup, packs: [], program: "1.0.0", at: Sample.date(1)) }
        #expect(throws: StoreError.self) {
            try store.startGame(Sample.setup(seed: 1), packs: ["\u{202E}evil"], program: "1.0.0", at: Sample.date(1))
        }
        #expect(try store.history().isEmpty)
    }

    @Test func theHistoryListsGamesNewestFirst() throws {
        let store = try Store.inMemory()
        let finished = try Sample.record(seed: 10, in: store)
        let abandoned = try store.startGame(Sample.setup(seed: 11), packs: [], program: "1.0.0", at: Sample.date(11))
        try store.abandon(game: abandoned, state: nil, at: Sample.date(12))
        let running = Sample.game(seed: 12)
        let inProgress = try store.startGame(running.setup, packs: [], program: "1.0.0", at: Sample.date(12))
        var state = GameState(setup: running.setup)
        for action in running.journal.prefix(60) {
            try state.apply(action)
            try store.append(action, to: inProgress)
        }

        let history = try store.history()
        #expect(history.map(\.id) == [inProgress, abandoned, finished])
        #expect(history.map(\.status) == [.inProgress, .abandoned, .finished])
        #expect(history.map(\.seed) == [12, 11, 10])
        #expect(history[0].teams.map(\.score) == state.scores.map { $0.reduce(0, +) })
        #expect(history[1].teams.map(\.score) == [nil, nil])
        let final = Sample.game(seed: 10).state
        #expect(history[2].teams.map(\.score) == final.scores.map { $0.reduce(0, +) })
        #expect(history[2].winners == GameSummary(final).winners)
        #expect(history[2].teams.map(\.name) == ["Reds", "Blues"])
        #expect(history[2].startedAt == Sample.date(10))
        #expect(try store.history(limit: 2).map(\.id) == [inProgress, abandoned])
    }
}
