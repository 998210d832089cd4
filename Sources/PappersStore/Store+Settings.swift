import GRDB
import PappersEngine
import PappersJSON
import PappersText

// MARK: Settings

extension Store {
    /// The value saved under `key`, if any.
    public func setting(_ key: String) throws(StoreError) -> String? {
        try reading { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) }
    }

    /// Every saved setting.
    public func settings() throws(StoreError) -> [String: String] {
        try reading { db in
            var all: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") { all[try row.decode(atIndex: 0)] = try row.decode(atIndex: 1) }
            return all
        }
    }

    /// Saves `value` under `key` at once (nil removes the setting).
    public func setSetting(_ key: String, _ value: String?) throws(StoreError) {
        try writingOneStatement { db in
            if let value {
                try db.execute(
                    sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [key, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
            }
        }
    }
}

// MARK: Rosters

extension Store {
    /// How many distinct rosters are kept.
    public static let rostersKept = 5

    /// Remembers `teams` as the last roster. Saving a roster already kept moves it to the front; only the
    /// `rostersKept` most recent distinct rosters are kept.
    public func saveRoster(_ teams: [Team]) throws(StoreError) {
        let json = try Self.encode(teams)
        try writing { db in
            try db.execute(
                sql: """
                    INSERT INTO roster (teams, used) VALUES (?, (SELECT coalesce(max(used), 0) + 1 FROM roster))
                    ON CONFLICT(teams) DO UPDATE SET used = excluded.used
                    """,
                arguments: [json])
            try db.execute(
                sql: "DELETE FROM roster WHERE teams NOT IN (SELECT teams FROM roster ORDER BY used DESC LIMIT ?)",
                arguments: [Self.rostersKept])
        }
    }

    /// The roster saved last, if any.
    public func lastRoster() throws(StoreError) -> [Team]? {
        try recentRosters(limit: 1).first
    }

    /// The most recent distinct rosters, the last one first: rosters of teams, and pairs lists kept as their
    /// seats (one team of one per player, named after the player). A roster that could not start a game (a
    /// database edited by hand: unsafe or untrimmed names, too few players) is left out.
    public func recentRosters(limit: Int = Store.rostersKept) throws(StoreError) -> [[Team]] {
        let rows = try reading { db in try String.fetchAll(db, sql: "SELECT teams FROM roster ORDER BY used DESC") }
        var rosters: [[Team]] = []
        for json in rows where rosters.count < limit {
            let teams = try Self.decode([Team].self, from: json, what: "a saved roster")
            let seats = !teams.isEmpty && teams.allSatisfy { $0.players == [$0.name] }
            let check = GameSetup(teams: teams, rules: Rules(), words: ["-"], seed: 0, mode: seats ? .pairs : .teams)
                .validated()
            if case .success(let clean) = check, clean.teams == teams { rosters.append(teams) }
        }
        return rosters
    }
}

// MARK: Played words

extension Store {
    /// Every word this data directory has played, by `WordKey.strict` of its text, with the id of the last
    /// game that played it (a larger id is a more recent game): what the bowl draw avoids.
    public func playedWords() throws(StoreError) -> [String: Int] {
        try reading { db in
            var played: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, game FROM played_word") { played[try row.decode(atIndex: 0)] = try row.decode(atIndex: 1) }
            return played
        }
    }

    /// Records that game `game` played `words`. `startGame` does this for the bowl by itself.
    public func markPlayed(_ words: [String], game: Int) throws(StoreError) {
        try writing { db in try Self.markPlayed(words, game: game, in: db) }
    }

    static func markPlayed(_ words: [String], game: Int, in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO played_word (key, game) VALUES (?, ?)
                ON CONFLICT(key) DO UPDATE SET game = max(game, excluded.game)
                """)
        for word in words { try statement.execute(arguments: [WordKey.strict(word), game]) }
    }
}

// MARK: JSON columns

extension Store {
    /// `value` as the database keeps it: JSON with sorted keys, on one line with no spaces.
    static func encode<T: Encodable>(_ value: T) throws(StoreError) -> String {
        do {
            return try JSONValueEncoder.json(value).compactText
        } catch {
            throw .io("cannot encode \(T.self): \(error)")
        }
    }

    /// A value the database keeps as JSON, read by the strict reader; `what` names it in the error.
    static func decode<T: Decodable>(_ type: T.Type, from json: String, what: String) throws(StoreError) -> T {
        let (document, issues) = try document(json, what: what)
        return try decode(type, from: document, issues: issues, what: what)
    }

    /// The JSON document of a column, read by the strict reader; `what` names it in the error.
    static func document(_ json: String, what: String) throws(StoreError) -> (JSONDocument, [JSONIssue]) {
        do {
            return try RecordJSON.read(Array(json.utf8), problem: "\(what) in the database cannot be read")
        } catch {
            throw .malformed(error.message)
        }
    }

    /// The setup of stored game `game`, read from its column and held to the rules of a record's setup
    /// (`GameSetup.problemsAsKept`, as `import` holds it): no stored setup reaches the engine unchecked.
    static func keptSetup(_ json: String, game: Int) throws(StoreError) -> GameSetup {
        let setup = try decode(GameSetup.self, from: json, what: "the setup of game \(game)")
        if let problems = setup.problemsAsKept { throw .invalidSetup(game: game, problems) }
        return setup
    }

    /// A value decoded from a document `document(_:what:)` read.
    static func decode<T: Decodable>(
        _ type: T.Type, from document: JSONDocument, issues: [JSONIssue], what: String
    ) throws(StoreError) -> T {
        let problem = "\(what) in the database cannot be read"
        do {
            return try JSONDocumentDecoder.decode(type, from: document, issues: issues)
        } catch {
            throw .malformed("\(problem): \(RecordJSON.describe(error, in: document))")
        }
    }
}
