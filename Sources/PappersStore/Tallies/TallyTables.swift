import GRDB

/// The tables of what the store derives from its records: `game_tally` (a `StoredTally` for each game that has
/// ended), `tally_text` (the texts they number) and an index of `game` that reading them scans instead of the
/// games' setups and results. Not part of the migrated schema (`Schema`): they hold
/// nothing that cannot be rebuilt, are made the first time a tally is written, and a program that does not
/// know them (1.1) still opens the database. The triggers made with them delete a game's tally whenever its
/// setup, packs, result or journal change, by Pappers or by hand, and every tally when a text they number
/// changes, so a tally never outlives what it was derived from.
enum TallyTables {
    static func exist(in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT count(*) = 3 FROM sqlite_master
            WHERE (type = 'table' AND name IN ('game_tally', 'tally_text')) OR (type = 'index' AND name = 'game_tally_listing')
            """) ?? false
    }

    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS game_tally (
                game INTEGER PRIMARY KEY NOT NULL,  -- game.id
                format INTEGER NOT NULL,            -- StoredTally.format
                listing BLOB NOT NULL,
                tally BLOB NOT NULL
            );
            CREATE TABLE IF NOT EXISTS tally_text (
                id INTEGER PRIMARY KEY NOT NULL,
                text TEXT NOT NULL UNIQUE
            );
            -- What reading the tallies needs of every game, without reading its setup and result.
            CREATE INDEX IF NOT EXISTS game_tally_listing ON game(id, status, started_at, ended_at);
            CREATE TRIGGER IF NOT EXISTS game_tally_game_changed AFTER UPDATE OF id, setup, packs, result ON game
                BEGIN DELETE FROM game_tally WHERE game IN (OLD.id, NEW.id); END;
            CREATE TRIGGER IF NOT EXISTS game_tally_game_deleted AFTER DELETE ON game
                BEGIN DELETE FROM game_tally WHERE game = OLD.id; END;
            CREATE TRIGGER IF NOT EXISTS game_tally_journal_added AFTER INSERT ON journal
                BEGIN DELETE FROM game_tally WHERE game = NEW.game; END;
            CREATE TRIGGER IF NOT EXISTS game_tally_journal_changed AFTER UPDATE ON journal
                BEGIN DELETE FROM game_tally WHERE game IN (OLD.game, NEW.game); END;
            CREATE TRIGGER IF NOT EXISTS game_tally_journal_deleted AFTER DELETE ON journal
                BEGIN DELETE FROM game_tally WHERE game = OLD.game; END;
            CREATE TRIGGER IF NOT EXISTS tally_text_changed AFTER UPDATE ON tally_text
                BEGIN DELETE FROM game_tally; END;
            CREATE TRIGGER IF NOT EXISTS tally_text_deleted AFTER DELETE ON tally_text
                BEGIN DELETE FROM game_tally; END;
            """)
    }

    /// The texts of `tally_text` by id (SQLite numbers them 1, 2, 3…; index 0 holds none), or nil when some are
    /// missing (rows deleted by hand): then no stored tally can be read.
    static func texts(in db: Database) throws -> [String]? {
        var texts = [""]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, text FROM tally_text ORDER BY id")
        while let row = try rows.next() {
            guard try row.decode(Int.self, atIndex: 0) == texts.count else { return nil }
            texts.append(try row.decode(atIndex: 1))
        }
        return texts
    }
}
