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
        wrap(context.text(.recordsGames(n: games.read, finished: games.finished, playing: games.inProgress, abandoned: games.abandoned)))
        if games.unreadable > 0 { wrap(context.text(.recordsUnreadable(n: games.unreadable))) }
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

    /// A heading, the columns' names (spelled out, on two lines where a name has two words or more), and a
    /// row per entry; nothing for no entries. Where the columns do not fit the width with room for names, each
    /// entry is its name on a line and its figures, each with its column's name, wrapped under it.
    private mutating func table(_ heading: String, _ columns: [String], _ rows: [[String]]) {
        guard !rows.isEmpty else { return }
        lines.append(("", .blank))
        lines.append((heading, .heading))
        let headers = columns.map(Self.twoLines)
        let widths = columns.indices.map { column in
            (headers[column] + rows.map { $0[column + 1] }).map(TextWidth.columns(of:)).max() ?? 0
        }
        let figures = widths.reduce(0) { $0 + $1 + 1 }
        guard width - figures >= Self.shortestNames else {
            for row in rows {
                lines.append((fitted(row[0], width), .row))
                let pairs = zip(columns, row.dropFirst()).map { "\($0) \($1)" }.joined(separator: " · ")
                lines += Wrap.lines(pairs, width: max(1, width - 2)).map { ("  " + $0, .text) }
            }
            return
        }
        // The first column takes the room the figures leave, up to `nameColumns`, so that a row reads as one line.
        let first = min(Self.nameColumns, width - figures)
        func line(_ name: String, _ cells: [String]) -> String {
            var text = fitted(name, first)
            text += String(repeating: " ", count: max(0, first - TextWidth.columns(of: text)))
            for (cell, cellWidth) in zip(cells, widths) {
                text += String(repeating: " ", count: 1 + max(0, cellWidth - TextWidth.columns(of: cell))) + cell
            }
            return text
        }
        let headerRows = headers.map(\.count).max() ?? 1
        for row in 0..<headerRows {
            // A one-line name stands on the lower line, over its figures.
            let cells = headers.map { header in
                let offset = headerRows - header.count
                return row >= offset ? header[row - offset] : ""
            }
            lines.append((line("", cells), .columns))
        }
        lines += rows.map { (line($0[0], Array($0.dropFirst())), .row) }
    }

    /// Names narrower than this make a table's rows stacked instead.
    static let shortestNames = 8

    /// A column's name on one line, or on two split at the space nearest its middle.
    static func twoLines(_ name: String) -> [String] {
        let spaces = name.indices.filter { name[$0] == " " }
        guard let middle = spaces.min(by: {
            abs(name.distance(from: name.startIndex, to: $0) * 2 - name.count)
                < abs(name.distance(from: name.startIndex, to: $1) * 2 - name.count)
        }) else { return [name] }
        return [String(name[..<middle]), String(name[name.index(after: middle)...])]
    }

    private func fitted(_ text: String, _ columns: Int) -> String {
        guard TextWidth.columns(of: text) > columns else { return text }
        return String(TextWidth.prefix(of: text, fitting: columns - 1).text) + "…"
    }
}
