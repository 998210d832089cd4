import PappersApp
import PappersEngine
import PappersText

/// The records as lines of text for a given width: the counts and notes wrapped, then one table per section,
/// its first column (names, words, pack ids) cut with "…" to leave room for the figures.
struct RecordsLines {
    enum Kind: Equatable {
        case text, heading, columns, row, blank
    }

    private(set) var lines: [(text: String, kind: Kind)] = []
    let width: Int
    /// The widest the first column of a table grows.
    static let nameColumns = 28

    init(_ records: Records, width: Int, _ context: ScreenContext) {
        self.width = width
        let games = records.games
        wrap(context.text(.recordsGames, [
            "n": "\(games.read)", "finished": "\(games.finished)", "playing": "\(games.inProgress)",
            "abandoned": "\(games.abandoned)",
        ]))
        if games.unreadable > 0 { wrap(context.text(.recordsUnreadable, ["n": "\(games.unreadable)"])) }
        wrap(context.text(.recordsNote))
        wrap(context.text(.recordsPaceNote))
        let strings = context.strings
        func tenths(_ value: Int) -> String { strings.decimal(Tenths.text(value)) }
        func seconds(_ millis: Int) -> String { strings.seconds(tenthsOf: millis) + " s" }
        for mode in GameMode.allCases {
            let players = records.players.filter { $0.figures(mode).games > 0 }
            // In pairs a player scores as the guesser too: the words guessed have a column of their own.
            let columns: [StringKey] = mode == .teams
                ? [.recordsColumnGames, .recordsColumnWins, .recordsColumnWords, .recordsColumnPace]
                : [.recordsColumnGames, .recordsColumnWins, .recordsColumnWords, .recordsColumnWordsGuessed, .recordsColumnPace]
            table(
                context.text(mode == .teams ? .recordsPlayersTeams : .recordsPlayersPairs),
                columns.map { context.text($0) },
                players.map { player in
                    let figures = player.figures(mode)
                    return [player.name, "\(figures.games)", "\(figures.wins)", "\(figures.words)"]
                        + (mode == .pairs ? ["\(figures.guessed)"] : [])
                        + [figures.bestTurn.map { tenths($0.tenthsPerMinute) } ?? "–"]
                })
        }
        table(
            context.text(.recordsHardest), [context.text(.recordsColumnPasses), context.text(.recordsColumnLongest)],
            records.hardestWords.map { [$0.word, "\($0.passes)", $0.longestGuessMillis.map(seconds) ?? "–"] })
        table(
            context.text(.recordsFastest), [context.text(.recordsColumnTime)],
            records.fastestWords.compactMap { word in word.fastestGuess.map { [word.word, seconds($0.millis)] } })
        table(
            context.text(.recordsPacks),
            [.recordsColumnGames, .recordsColumnGuessed, .recordsColumnPerWord].map { context.text($0) },
            records.packs.map { pack in
                [pack.id, "\(pack.games)", "\(pack.guessed)", pack.millisPerWord.map { tenths(Tenths.of(millis: $0)) } ?? "–"]
            })
    }

    private mutating func wrap(_ text: String) {
        lines += Wrap.lines(text, width: width).map { ($0, .text) }
    }

    /// A heading, the columns' names, and a row per entry; nothing for no entries.
    private mutating func table(_ heading: String, _ columns: [String], _ rows: [[String]]) {
        guard !rows.isEmpty else { return }
        lines.append(("", .blank))
        lines.append((heading, .heading))
        let widths = columns.indices.map { column in
            ([columns[column]] + rows.map { $0[column + 1] }).map(TextWidth.columns(of:)).max() ?? 0
        }
        // The first column takes the room the figures leave, up to `nameColumns`, so that a row reads as one line.
        let first = min(Self.nameColumns, max(4, width - widths.reduce(0) { $0 + $1 + 1 }))
        func line(_ name: String, _ cells: [String]) -> String {
            var text = fitted(name, first)
            text += String(repeating: " ", count: max(0, first - TextWidth.columns(of: text)))
            for (cell, cellWidth) in zip(cells, widths) {
                text += String(repeating: " ", count: 1 + max(0, cellWidth - TextWidth.columns(of: cell))) + cell
            }
            return text
        }
        lines.append((line("", columns), .columns))
        lines += rows.map { (line($0[0], Array($0.dropFirst())), .row) }
    }

    private func fitted(_ text: String, _ columns: Int) -> String {
        guard TextWidth.columns(of: text) > columns else { return text }
        return String(TextWidth.prefix(of: text, fitting: columns - 1).text) + "…"
    }
}
