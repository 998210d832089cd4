import Foundation
import PappersEngine
import PappersText
import Testing
@testable import PappersStore

/// Settings, rosters and played words: what the data directory remembers between games.
@Suite struct KeptThingsTests {
    @Test func settingsAreSavedTheMomentTheyChange() throws {
        let folder = TemporaryFolder()
        do {
            let store = try Store.open(folder.dataDirectory)
            #expect(try store.settings().isEmpty)
            #expect(try store.setting("sound") == nil)
            try store.setSetting("sound", "bell")
            try store.setSetting("turn-seconds", "45")
            try store.setSetting("sound", "off")
            try store.setSetting("ui-lang", "ca")
            try store.setSetting("ui-lang", nil)
        }
        let store = try Store.openForReading(folder.dataDirectory)
        #expect(try store.settings() == ["sound": "off", "turn-seconds": "45"])
        #expect(try store.setting("sound") == "off")
    }

    @Test func theLastRosterAndAFewRecentDistinctOnes() throws {
        let store = try Store.inMemory()
        #expect(try store.lastRoster() == nil)
        let rosters = (1...7).map { n in
            [Team(name: "Team \(n)", players: ["A\(n)", "B\(n)"]), Team(name: "Other", players: ["C\(n)", "D\(n)"])]
        }
        for roster in rosters { try store.saveRoster(roster) }
        #expect(try store.lastRoster() == rosters[6])
        #expect(try store.recentRosters() == Array(rosters[2...6].reversed()))
        // Saving a kept roster again brings it to the front without a duplicate.
        try store.saveRoster(rosters[3])
        #expect(try store.recentRosters() == [rosters[3], rosters[6], rosters[5], rosters[4], rosters[2]])
        #expect(try store.recentRosters(limit: 2) == [rosters[3], rosters[6]])
        // A roster in another order is another roster.
        try store.saveRoster(rosters[3].reversed())
        #expect(try store.lastRoster() == rosters[3].reversed())
        #expect(try store.recentRosters().count == Store.rostersKept)
    }

    @Test func aRematchSeesTheWordsOfTheFirstGame() throws {
        let folder = TemporaryFolder()
        let first = Sample.game(seed: 100)
        var secondSetup = Sample.setup(seed: 101)
        secondSetup.words[0] = first.setup.words[0].uppercased()  // the same word, written otherwise
        do {
            let store = try Store.open(folder.dataDirectory)
            #expect(try store.playedWords().isEmpty)
            let id = try store.startGame(first.setup, packs: [], program: "1.0.0", at: Sample.date(100))
            for action in first.journal { try store.append(action, to: id) }
            try store.finish(game: id, state: first.state, at: Sample.date(100))
        }
        let store = try Store.open(folder.dataDirectory)
        let played = try store.playedWords()
        #expect(played.count == first.setup.words.count)
        for word in first.setup.words { #expect(played[WordKey.strict(word)] == 1) }

        let second = try store.startGame(secondSetup, packs: [], program: "1.0.0", at: Sample.date(101))
        #expect(second == 2)
        let after = try store.playedWords()
        #expect(after[WordKey.strict(first.setup.words[0])] == 2)
        #expect(after[WordKey.strict(first.setup.words[1])] == 1)
        for word in secondSetup.words { #expect(after[WordKey.strict(word)] == 2) }
    }

    @Test func markingPlayedKeepsTheLatestGame() throws {
        let store = try Store.inMemory()
        try store.markPlayed(["Gat", "gos"], game: 4)
        try store.markPlayed(["gat"], game: 2)
        try store.markPlayed(["GOS", "  peix "], game: 6)
        #expect(try store.playedWords() == ["gat": 4, "gos": 6, "peix": 6])
    }
}

/// What the data directory holds is the players' business alone.
@Suite struct PermissionTests {
    @Test func theDirectoryIs0700AndItsFiles0600() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        let store = try Store.open(directory)
        try store.lockForPlay()
        try Sample.record(seed: 1, in: store)
        #expect(permissions(directory.path) == 0o700)
        #expect(permissions(directory.databasePath) == 0o600)
        #expect(permissions(directory.databasePath + "-wal") == 0o600)
        #expect(permissions(directory.databasePath + "-shm") == 0o600)
        #expect(permissions(directory.lockPath) == 0o600)
    }

    @Test func anExistingDatabaseIsMade0600() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        do { _ = try Store.open(directory) }
        chmod(directory.databasePath, 0o644)
        _ = try Store.open(directory)
        #expect(permissions(directory.databasePath) == 0o600)
    }
}

/// An existing data directory is used as it is when it is the user's own, or refused when others can write to it.
@Suite struct ExistingDirectoryTests {
    /// 1.1 narrowed such a folder to 0700: it was the user's, not Pappers'.
    @Test(arguments: [0o755, 0o750, 0o701])
    func anEmptyFolderOfTheUserKeepsItsMode(mode: Int) throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: false)
        chmod(directory.path, mode_t(mode))
        _ = try Store.open(directory)
        #expect(permissions(directory.path) == mode)
        #expect(permissions(directory.databasePath) == 0o600)
    }

    @Test func aSharedStickyDirectoryIsRefusedAndLeftAlone() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: false)
        chmod(directory.path, 0o1777)
        #expect { _ = try Store.open(directory) } throws: { error in
            "\(error)".contains("cannot be kept private: it is a shared folder")
        }
        #expect(permissions(directory.path) == 0o777)
        #expect(!FileManager.default.fileExists(atPath: directory.databasePath))
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a folder away"))
    func aDirectoryOfAnotherUserIsRefused() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: false)
        chmod(directory.path, 0o755)
        try #require(chown(directory.path, 65534, 65534) == 0)
        #expect { _ = try Store.open(directory) } throws: { error in
            "\(error)".contains("it belongs to another user (uid 65534)")
        }
        #expect(permissions(directory.path) == 0o755)
        #expect(!FileManager.default.fileExists(atPath: directory.databasePath))
    }
}

/// A database edited by hand is held to the rules a game is recorded by: no unsafe or untrimmed names.
@Suite struct EditedDatabaseTests {
    @Test func aGameWhoseSetupWasEditedIsRefusedWithAnInertMessage() throws {
        let store = try Store.inMemory()
        let id = try Sample.record(seed: 4, in: store)
        try store.queue.write { db in
            try db.execute(sql: "UPDATE game SET setup = replace(setup, '\"Reds\"', '\"R\\u001b]0;pwned\\u0007\"')")
        }
        #expect { _ = try store.record(id: id) } throws: { error in
            let text = "\(error)"
            return text.contains("the setup of game \(id) is not valid") && UnsafeText.isSafe(text)
        }
    }

    /// One check for every read: the listings, the games in progress and the records count such a game as
    /// unreadable, with the reason, and read the others (1.1 trapped in the listings, and the records refused
    /// every game).
    @Test(arguments: [
        ("json_set(setup, '$.words', json('[]'))", "the bowl is empty"),
        ("json_set(setup, '$.rules.rounds', json('[]'))", "rounds, not 0"),
        ("json_set(setup, '$.teams', json('[]'))", "teams, not 0"),
        ("json_set(setup, '$.teams[0].players', json('[]'))", "has 0 players"),
        ("json_set(setup, '$.teams[0].name', ' Reds')", "has spaces at an end"),
        ("json_set(setup, '$.teams[1].players[0]', 'ada')", "two players are called \"ada\""),
    ])
    func aGameWhoseSetupFailsTheChecksIsUnreadableAndTheOthersAreRead(edit: String, reason: String) throws {
        let store = try Store.inMemory()
        let ids = try [4, 5, 6].map { try Sample.record(seed: $0, in: store) }
        try store.queue.write { db in
            try db.execute(sql: "UPDATE game SET setup = \(edit), status = 'in-progress', result = NULL, ended_at = NULL WHERE id = ?",
                           arguments: [ids[1]])
        }
        let history = try store.history()
        #expect(history.map(\.id) == ids.reversed())
        #expect(history.filter { $0.problem == nil }.count == 2)
        #expect(history[1].problem?.contains("the setup of game \(ids[1]) is not valid") == true)
        #expect(history[1].problem?.contains(reason) == true, "\(history[1].problem ?? "")")
        #expect(try store.gamesInProgress().map(\.id) == [ids[1]])
        let played = try store.playedGames()
        #expect(played.games.map(\.id) == [ids[0], ids[2]])
        #expect(played.unreadable.map(\.id) == [ids[1]])
        let records = Records(played, packWords: PackWords())
        #expect(records.games.finished == 2 && records.games.unreadable == 1)
        #expect(records.unreadableGames.first?.reason.contains(reason) == true)
        #expect(try store.records(packWords: PackWords()) == records, "the tallies count it as unreadable too")
        #expect { _ = try store.record(id: ids[1]) } throws: { error in
            guard case .invalidSetup(let game, _) = error as? StoreError else { return false }
            return game == ids[1]
        }
    }

    @Test func aRosterWhoseNamesWereEditedIsLeftOut() throws {
        let store = try Store.inMemory()
        try store.saveRoster(Sample.teams)
        try store.saveRoster([Team(name: "Greens", players: ["Ed", "Flo"]), Team(name: "Golds", players: ["Gus", "Hal"])])
        try store.queue.write { db in
            try db.execute(sql: "UPDATE roster SET teams = replace(teams, '\"Greens\"', '\"G\\u202ereens\"')")
        }
        #expect(try store.recentRosters() == [Sample.teams])
        #expect(try store.lastRoster() == Sample.teams)
    }
}
