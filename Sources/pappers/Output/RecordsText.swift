import PappersEngine
import PappersText

/// `pappers stats`: the records across games as tables for people, 80 columns wide at most (a name or word
/// longer than its column is cut with "…").
enum RecordsText {
    /// The widest a name or a word may be in its column.
    static let nameColumns = 20
    /// How many games left out are named with their reason.
    static let unreadableShown = 5

    static func lines(_ records: Records, directory: String) -> [String] {
        let games = records.games
        var lines = [
            "Records of \(count(games.read, "game")): \(games.finished) finished, \(games.inProgress) in progress, "
                + "\(games.abandoned) abandoned.",
            "Data directory: \(directory)",
            "Wins count finished games only; games, turns and words count every game.",
            "Names that differ only in case or accents are one player.",
        ]
        if games.unreadable > 0 {
            lines.append("Left out: \(count(games.unreadable, "game")) that cannot be read:")
            lines += records.unreadableGames.prefix(unreadableShown).map { "  \($0.reason)" }
            if games.unreadable > unreadableShown { lines.append("  and \(games.unreadable - unreadableShown) more") }
        }
        for mode in GameMode.allCases {
            let players = records.players.filter { $0.figures(mode).games > 0 }
            guard !players.isEmpty else { continue }
            lines.append("")
            // In pairs a player scores as the guesser too: the words guessed have a column of their own.
            let guessed = mode == .pairs ? ["GUESSED"] : []
            lines += table(
                ["PLAYERS IN \(mode.rawValue.uppercased())", "GAMES", "WINS", "TURNS", "WORDS"] + guessed
                    + ["S/WORD", "BEST TURN"],
                players.map { player in
                    let figures = player.figures(mode)
                    return [player.name, "\(figures.games)", "\(figures.wins)", "\(figures.turns)", "\(figures.words)"]
                        + (mode == .pairs ? ["\(figures.guessed)"] : [])
                        + [figures.words > 0 ? tenths(Tenths.of(millis: figures.describingMillis / figures.words)) : "-",
                           figures.bestTurn.map { "\(tenths($0.tenthsPerMinute))/min (game \($0.game))" } ?? "-"]
                })
        }
        if !records.hardestWords.isEmpty {
            lines.append("")
            lines += table(
                ["HARDEST WORDS", "GAMES", "GUESSED", "PASSES", "LONGEST TO GUESS"],
                records.hardestWords.map { word in
                    [word.word, "\(word.games)", "\(word.guessed)", "\(word.passes)", word.longestGuessMillis.map(seconds) ?? "-"]
                })
        }
        if !records.fastestWords.isEmpty {
            lines.append("")
            lines += table(
                ["FASTEST WORDS", "FASTEST GUESS", "GAME"],
                records.fastestWords.compactMap { word in
                    word.fastestGuess.map { [word.word, seconds($0.millis), "\($0.game)"] }
                })
        }
        if !records.packs.isEmpty {
            lines.append("")
            lines += table(
                ["PACKS", "GAMES", "WORDS", "GUESSED", "PASSES", "S/WORD"],
                records.packs.map { pack in
                    [pack.id, "\(pack.games)", "\(pack.words)", "\(pack.guessed)", "\(pack.passes)",
                     pack.millisPerWord.map { tenths(Tenths.of(millis: $0)) } ?? "-"]
                })
        }
        return lines
    }

    /// `9.3` for 93 tenths.
    static func tenths(_ value: Int) -> String { Tenths.text(value) }

    /// `12.3 s` for 12 345 ms, rounded as every time Pappers shows (`Tenths`).
    static func seconds(_ millis: Int) -> String { tenths(Tenths.of(millis: millis)) + " s" }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    /// The first column (names, words, ids) to the left and cut to `nameColumns`; the others to the right.
    private static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        let cells = [header] + rows.map { row in [fitted(CombiningMarks.capped(UnsafeText.inert(row[0])))] + row.dropFirst() }
        let widths = header.indices.map { column in cells.map { TextWidth.columns(of: $0[column]) }.max() ?? 0 }
        return cells.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - TextWidth.columns(of: cell))
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    private static func fitted(_ text: String) -> String {
        guard TextWidth.columns(of: text) > nameColumns else { return text }
        return String(TextWidth.prefix(of: text, fitting: nameColumns - 1).text) + "…"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
