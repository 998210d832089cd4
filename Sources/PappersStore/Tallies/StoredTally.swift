import PappersEngine

/// What the store keeps of a game that has ended, beside its record and derived from it: the tally the records
/// across games add up (`GameTally`, from a replay of its journal) and its line of `history` (`Listing`, from
/// its setup and result). Texts are numbers of the database's `tally_text` table.
///
/// Kept in the `game_tally` table (`TallyTables`), written when the game ends and rebuilt from the record when
/// missing, damaged or written in another `format`; triggers delete it whenever its game's setup, packs, result
/// or journal change, so it never disagrees with a replay.
struct StoredTally: Equatable, Sendable {
    /// What `history` lists of a game besides its id, times and status.
    struct Listing: Equatable, Sendable {
        struct Team: Equatable, Sendable {
            var name: Int
            var score: Int?
        }

        var seed: UInt64
        var words: Int
        var teams: [Team]
        var winners: [Int]
    }

    /// The layout of the bytes and what they mean; a tally of another format is rebuilt. Raise it whenever the
    /// bytes or the figures change (`TallyFormatTests` pins what the current one writes).
    static let format = 3

    var listing: Listing
    var tally: GameTally

    // MARK: Bytes

    func listingBytes() -> [UInt8] {
        var writer = TallyWriter()
        writer.unsigned(listing.seed)
        writer.int(listing.words)
        writer.count(listing.teams.count)
        for team in listing.teams {
            writer.count(team.name)
            writer.optional(team.score)
        }
        writer.count(listing.winners.count)
        for winner in listing.winners { writer.count(winner) }
        return writer.bytes
    }

    func tallyBytes() -> [UInt8] {
        var writer = TallyWriter()
        writer.bool(tally.mode == .pairs)
        writer.bool(tally.replays)
        writer.count(tally.packs.count)
        for pack in tally.packs { writer.count(pack) }
        writer.count(tally.players.count)
        for player in tally.players {
            writer.count(player.name)
            writer.bool(player.won)
            for figure in [
                player.turns, player.words, player.describingMillis, player.guessed, player.bestTurnWords,
                player.bestTurnMillis,
            ] {
                writer.int(figure)
            }
        }
        writer.count(tally.words.count)
        for word in tally.words {
            writer.count(word.text)
            writer.int(word.passes)
            writer.int(word.guessed)
            writer.optional(word.longestGuessMillis)
            writer.optional(word.fastestGuessMillis)
            writer.int(word.onScreenMillis)
        }
        return writer.bytes
    }

    /// The listing in `bytes`, whose texts are numbers below `texts`.
    static func listing(_ bytes: UnsafeRawBufferPointer, texts: Int) throws(TallyReader.Damaged) -> Listing {
        var reader = TallyReader(bytes)
        let seed = try reader.unsigned()
        let words = try reader.int()
        var teams: [Listing.Team] = []
        for _ in 0..<(try reader.count()) {
            teams.append(Listing.Team(name: try reader.text(below: texts), score: try reader.optional()))
        }
        var winners: [Int] = []
        for _ in 0..<(try reader.count()) { winners.append(try reader.text(below: texts)) }
        guard reader.isAtEnd else { throw TallyReader.Damaged() }
        return Listing(seed: seed, words: words, teams: teams, winners: winners)
    }

    /// The tally in `bytes`, whose texts are numbers below `texts`.
    static func tally(_ bytes: UnsafeRawBufferPointer, texts: Int) throws(TallyReader.Damaged) -> GameTally {
        var reader = TallyReader(bytes)
        let mode: GameMode = try reader.bool() ? .pairs : .teams
        let replays = try reader.bool()
        var packs: [Int] = []
        for _ in 0..<(try reader.count()) { packs.append(try reader.text(below: texts)) }
        var players: [GameTally.Player] = []
        for _ in 0..<(try reader.count()) {
            players.append(GameTally.Player(
                name: try reader.text(below: texts), won: try reader.bool(), turns: try reader.int(),
                words: try reader.int(), describingMillis: try reader.int(), guessed: try reader.int(),
                bestTurnWords: try reader.int(),
                bestTurnMillis: try reader.int()))
        }
        var words: [GameTally.Word] = []
        let count = try reader.count()
        words.reserveCapacity(count)
        for _ in 0..<count {
            words.append(GameTally.Word(
                text: try reader.text(below: texts), passes: try reader.int(), guessed: try reader.int(),
                longestGuessMillis: try reader.optional(), fastestGuessMillis: try reader.optional(),
                onScreenMillis: try reader.int()))
        }
        guard reader.isAtEnd else { throw TallyReader.Damaged() }
        return GameTally(mode: mode, replays: replays, players: players, words: words, packs: packs)
    }

    /// Every text number the tally holds.
    var numbers: [Int] {
        listing.teams.map(\.name) + listing.winners + tally.packs + tally.players.map(\.name) + tally.words.map(\.text)
    }

    /// The same tally with every text renumbered by `number`.
    func renumbered(_ number: (Int) -> Int) -> StoredTally {
        var copy = self
        copy.listing.teams = listing.teams.map { Listing.Team(name: number($0.name), score: $0.score) }
        copy.listing.winners = listing.winners.map(number)
        copy.tally.packs = tally.packs.map(number)
        for index in copy.tally.players.indices { copy.tally.players[index].name = number(tally.players[index].name) }
        for index in copy.tally.words.indices { copy.tally.words[index].text = number(tally.words[index].text) }
        return copy
    }
}
