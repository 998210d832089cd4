import GRDB

/// The database's tables, as a list of migrations.
///
/// Migrations are named `v1`, `v2`, … in order. A migration that has shipped is never edited: a change is a
/// new migration at the end. Each one also sets `PRAGMA user_version` to its number, so that a program that
/// reads a newer database can tell without knowing GRDB's bookkeeping table.
enum Schema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE setting (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                ) WITHOUT ROWID;

                -- Each distinct roster once (as JSON), with the order it was last used in.
                CREATE TABLE roster (
                    teams TEXT PRIMARY KEY NOT NULL,
                    used INTEGER NOT NULL
                ) WITHOUT ROWID;

                -- Every word ever played, by WordKey.strict, with the id of the last game that played it.
                CREATE TABLE played_word (
                    key TEXT PRIMARY KEY NOT NULL,
                    game INTEGER NOT NULL
                ) WITHOUT ROWID;

                -- AUTOINCREMENT: an id is never given twice, so a larger id is always a later game.
                CREATE TABLE game (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    program TEXT NOT NULL,
                    started_at INTEGER NOT NULL,  -- milliseconds since 1970, UTC
                    ended_at INTEGER,
                    status TEXT NOT NULL CHECK (status IN ('in-progress', 'finished', 'abandoned')),
                    setup TEXT NOT NULL,          -- GameSetup as JSON
                    packs TEXT NOT NULL,          -- [String] as JSON
                    result TEXT,                  -- GameResult as JSON, once the game is over
                    heartbeat INTEGER             -- the last known game time, in milliseconds
                );
                CREATE INDEX game_in_progress ON game(id) WHERE status = 'in-progress';

                CREATE TABLE journal (
                    game INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
                    seq INTEGER NOT NULL,         -- 1, 2, 3, … within the game
                    t INTEGER NOT NULL,           -- monotonic game time, in milliseconds
                    action TEXT NOT NULL,         -- Action.name
                    word INTEGER,                 -- Action.word
                    PRIMARY KEY (game, seq)
                ) WITHOUT ROWID;

                PRAGMA user_version = 1;
                """)
        }
        return migrator
    }()

    /// The migrations this program knows, in order.
    static var identifiers: [String] { migrator.migrations }

    /// The `user_version` of a database at the latest schema.
    static var version: Int { identifiers.count }
}
