/// Breaks text at spaces into the fewest lines that fit a width, then evens the lines out.
enum LineBreaking {
    /// The lines of `words` (of the given `widths`, `separator` columns apart on a line) in at most `maxLines`
    /// lines of at most `columns`, or nil when a word is wider than `columns` or more lines are needed.
    ///
    /// The count is the fewest possible (a greedy fill finds it); among the breaks into that many lines, the
    /// one whose widest line is narrowest wins ("LA CASA / DE PAPEL" rather than "LA CASA DE / PAPEL"), and
    /// on a tie the one that puts more on the earlier lines ("BRUSH YOUR / TEETH" rather than
    /// "BRUSH / YOUR TEETH").
    static func lines(
        _ words: [String], widths: [Int], separator: Int, columns: Int, maxLines: Int
    ) -> [[String]]? {
        if words.isEmpty { return [] }
        guard maxLines > 0, widths.allSatisfy({ $0 <= columns }) else { return nil }
        // The width of words i..<j on one line.
        var prefix = [0]
        for width in widths { prefix.append(prefix.last! + width) }
        func width(_ i: Int, _ j: Int) -> Int { prefix[j] - prefix[i] + (j - i - 1) * separator }

        var count = 1
        var start = 0
        for end in 1...words.count where width(start, end) > columns {
            count += 1
            start = end - 1
        }
        guard count <= maxLines else { return nil }

        // best[k][j]: the narrowest widest line for the first j words in k lines, and where its last line starts.
        typealias Step = (widest: Int, start: Int)
        let n = words.count
        var best = [[Step?]](repeating: [Step?](repeating: nil, count: n + 1), count: count + 1)
        best[0][0] = (0, 0)
        for k in 1...count {
            for j in 1...n {
                // Trying the latest start first, and keeping it on ties, puts more on the earlier lines.
                for i in stride(from: j - 1, through: 0, by: -1) {
                    let line = width(i, j)
                    if line > columns { break }
                    guard let previous = best[k - 1][i] else { continue }
                    let widest = max(previous.widest, line)
                    if let current = best[k][j], current.widest <= widest { continue }
                    best[k][j] = (widest, i)
                }
            }
        }
        var lines: [[String]] = []
        var end = n
        for k in stride(from: count, through: 1, by: -1) {
            guard let step = best[k][end] else { return nil }
            lines.insert(Array(words[step.start..<end]), at: 0)
            end = step.start
        }
        return lines
    }
}
