import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// Every schema version, from an empty directory and from each earlier version to the latest, with data.
@Suite struct MigrationTests {
    /// Rows written with the SQL of one migration's schema (never through the store, whose code follows the
    /// latest schema), and the check, through the store, that they survived every later migration.
    struct VersionSample: Sendable {
        let fill: @Sendable (Database) throws -> Void
        let check: @Sendable (Store) throws -> Void
    }

    /// One sample per migration. A new migration needs its own here; the test below fails until it has one.
    static let samples: [String: VersionSample] = [
        "v1": VersionSample(
            fill: { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('turn-seconds', '45')")
                try db.execute(sql: """
                    INSERT INTO roster (teams, used)
                    VALUES ('[{"name":"Reds","players":["Ada","Bo"]},{"name":"Blues","players":["Cy","Di"]}]', 1)
                    """)
                try db.execute(sql: "INSERT INTO played_word (key, game) VALUES ('otter', 1)")
                // The setup as version 1 wrote it, spelled out so that a later change of the encoders shows.
                try db.execute(
                    sql: """
                        INSERT INTO game (id, program, started_at, ended_at, status, setup, packs, result, heartbeat)
                        VALUES (1, '1.0.0', 1750000000250, NULL, 'in-progress', ?, '["en-animals"]', NULL, 61000)
                        """,
                    arguments: [v1Setup])
                let setup = try JSONDecoder().decode(GameSetup.self, from: Data(v1Setup.utf8))
                var journal: [TimedAction] = []
                _ = try Simulation.play(setup) { journal.append($0) }
                for (index, timed) in journal.prefix(40).enumerated() {
                    try db.execute(
                        sql: "INSERT INTO journal (game, seq, t, action, word) VALUES (1, ?, ?, ?, ?)",
                        arguments: [index + 1, timed.at, timed.action.name, timed.action.word])
                }
            },
            check: { store in
                #expect(try store.setting("turn-seconds") == "45")
                #expect(try store.lastRoster() == [
                    Team(name: "Reds", players: ["Ada", "Bo"]), Team(name: "Blues", players: ["Cy", "Di"]),
                ])
                #expect(try store.playedWords()["otter"] == 1)
                let record = try #require(try store.gameInProgress())
                #expect(record.id == 1)
                #expect(record.startedAt == Date(timeIntervalSince1970: 1_750_000_000.25))
                #expect(record.heartbeat == 61_000)
                #expect(record.setup.seed == 18_446_744_073_709_551_557)
                #expect(record.setup.rules.rounds.map(\.passing) == [.forbidden, .limited(3), .allowed])
                #expect(record.journal.count == 40)
                _ = try record.replayed()
            }),
    ]

    static let v1Setup = """
        {"rules":{"carryOver":true,"hideDelayMillis":2000,"passPenalty":1,"peekMillis":2000,\
        "rounds":[{"kind":"describe","passing":"forbidden"},{"kind":"one-word","passing":3},\
        {"kind":"mime","passing":"allowed"}],"turnMillis":30000},"seed":18446744073709551557,\
        "teams":[{"name":"Reds","players":["Ada","Bo"]},{"name":"Blues","players":["Cy","Di"]}],\
        "words":["otter","lighthouse","pàtria","umbrella","jazz","cactus","tractor","cello"]}
        """

    @Test func everyMigrationHasASample() {
        #expect(Set(Self.samples.keys) == Set(Schema.identifiers))
        #expect(Schema.identifiers == (1...Schema.identifiers.count).map { "v\($0)" })
    }

    @Test func anEmptyDirectoryGetsTheLatestSchema() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        let (applied, userVersion) = try store.queue.read { db in
            (try Schema.migrator.appliedMigrations(db), try Int.fetchOne(db, sql: "PRAGMA user_version"))
        }
        #expect(applied == Schema.identifiers)
        #expect(userVersion == Schema.version)
        #expect(try store.history().isEmpty)
    }

    /// For each version (none at all included), a database at that version holding every sample so far,
    /// opened by the store: migrated to the latest, every sample still there.
    @Test(arguments: 0..<Schema.identifiers.count)
    func everyEarlierVersionMigratesWithItsData(appliedCount: Int) throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        let earlier = Array(Schema.identifiers.prefix(appliedCount))
        do {
            let queue = try DatabaseQueue(path: directory.databasePath)
            if let last = earlier.last { try Schema.migrator.migrate(queue, upTo: last) }
            for identifier in earlier {
                try queue.write { db in try Self.samples[identifier]!.fill(db) }
            }
            try queue.close()
        }
        let store = try Store.open(directory)
        let applied = try store.queue.read { db in try Schema.migrator.appliedMigrations(db) }
        #expect(applied == Schema.identifiers)
        for identifier in earlier { try Self.samples[identifier]!.check(store) }
        // And the latest schema takes every sample too.
        try store.queue.write { db in
            for identifier in Schema.identifiers where !earlier.contains(identifier) {
                try Self.samples[identifier]!.fill(db)
            }
        }
        for identifier in Schema.identifiers { try Self.samples[identifier]!.check(store) }
    }

    @Test func reopeningMigratesNothingAndKeepsEverything() throws {
        let folder = TemporaryFolder()
        let id: Int
        do {
            let store = try Store.open(folder.dataDirectory)
            id = try Sample.record(seed: 9, in: store)
        }
        let store = try Store.open(folder.dataDirectory)
        #expect(try store.record(id: id).status == .finished)
    }
}
