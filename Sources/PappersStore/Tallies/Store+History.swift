import GRDB
import PappersEngine

extension Store {
    /// The games of this data directory, newest first (at most `limit` of them). A game in progress shows its
    /// scores so far.
    ///
    /// A game that has ended is listed from its tally (`StoredTally.Listing`); one without a tally of this
    /// format has it rebuilt (and kept when the database can be written), and a game in progress is listed
    /// from its setup and a replay.
    public func history(limit: Int? = nil) throws(StoreError) -> [GameListing] {
        var listings: [GameListing?] = []
        var times: [Int: (started: Int64, ended: Int64?)] = [:]
        let stored = try reading { db in
            try Self.readTallies(db, column: "listing", descending: true, limit: limit) { row, id, status, bytes, texts throws(TallyReader.Damaged) in
                let listing = try StoredTally.listing(bytes, texts: texts.count)
                guard let started: Int64 = try? row.decode(atIndex: 4), let ended = try? row.decode(Int64?.self, atIndex: 5) else {
                    throw TallyReader.Damaged()
                }
                listings.append(GameListing(id: id, status: GameStatus(status), startedAt: started, endedAt: ended, listing, texts: texts))
            } missing: { row, id in
                listings.append(nil)
                times[id] = (try row.decode(atIndex: 4), try row.decode(atIndex: 5))
            }
        }
        guard !stored.missing.isEmpty else { return listings.map { $0! } }
        var found: [Int: GameListing] = [:]
        let ended = stored.missing.filter { $0.status != .inProgress }
        var texts = TextTable(stored.texts)
        let statuses = Dictionary(uniqueKeysWithValues: ended.map { ($0.id, $0.status) })
        try rebuildTallies(ended, texts: &texts) { game, texts in
            let time = times[game.id]!
            found[game.id] = GameListing(
                id: game.id, status: GameStatus(game.status), startedAt: time.started, endedAt: time.ended,
                game.stored.listing, texts: texts.texts)
        } unreadable: { game in
            let time = times[game.id]!
            found[game.id] = GameListing(
                unreadable: game.id, startedAt: Timestamp.date(millis: time.started),
                endedAt: time.ended.map(Timestamp.date(millis:)), status: GameStatus(statuses[game.id]!),
                problem: game.reason)
        }
        let playing = stored.missing.filter { $0.status == .inProgress }.map { String($0.id) }.joined(separator: ",")
        if !playing.isEmpty {
            for listing in try self.listings(sql: "SELECT * FROM game WHERE id IN (\(playing))", arguments: []) {
                found[listing.id] = listing
            }
        }
        var next = stored.missing.makeIterator()
        return listings.map { listing in listing ?? found[next.next()!.id]! }
    }
}

extension GameListing {
    init(
        id: Int, status: GameStatus, startedAt: Int64, endedAt: Int64?, _ listing: StoredTally.Listing, texts: [String]
    ) {
        self.init(
            id: id, startedAt: Timestamp.date(millis: startedAt), endedAt: endedAt.map(Timestamp.date(millis:)),
            status: status, seed: listing.seed, words: listing.words,
            teams: listing.teams.map { TeamScore(name: texts[$0.name], score: $0.score) },
            winners: listing.winners.map { texts[$0] })
    }
}

extension GameStatus {
    init(_ status: PlayedGame.Status) {
        switch status {
        case .finished: self = .finished
        case .inProgress: self = .inProgress
        case .abandoned: self = .abandoned
        }
    }
}
