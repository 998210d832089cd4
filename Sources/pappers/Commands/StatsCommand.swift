import ArgumentParser
import PappersEngine
import PappersPacks
import PappersStore

/// `pappers stats`: the records across the games of the data directory.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Records across games: players, the hardest and fastest words, packs.",
        discussion: """
            Every figure comes from replaying the games' journals (the tally of each game that has ended is kept \
            in the database, so each is replayed once). Per player (in teams and in pairs apart): \
            games, wins, turns, words described, seconds per word and the fastest turn in words a minute (turns \
            of 10 seconds or more). Per word: the hardest (most passes, then the longest to guess in one round) \
            and the fastest guessed. Per pack: games, and its words' figures (words, guesses, passes), each word \
            counted for the pack it came from: the first of its game's packs that holds it.

            Players are the same person when their names match with case and accents folded: "Ana", "ana" and \
            "ÀNA" are one player. Wins count finished games only; games in progress and abandoned ones count \
            for games, turns and words. It works while a game is running.

            Example:
              pappers stats
              pappers stats --json
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print one JSON document: {\"games\": {...}, \"players\": [...], \"words\": {...}, \"packs\": [...]}.")
    var json = false

    func run() throws {
        let (store, directory) = try RecordAccess.open(global, checkingEveryPage: false)
        let records: Records
        do {
            records = try store.records(packWords: PackCatalog.load(userFolder: directory.packsFolder).packWords)
        } catch {
            throw RecordAccess.failure(error, in: directory)
        }
        var output = OutputBuffer()
        if json {
            try output.line(RecordsJSON.text(records))
        } else if records.isEmpty && records.games.unreadable == 0 {
            try output.line("No games yet in \(directory.path), so no records. Start one with `pappers play`.")
        } else {
            for line in RecordsText.lines(records, directory: directory.path) { try output.line(line) }
        }
        try output.flush()
    }
}
