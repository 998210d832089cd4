/// Keys cut into footer rows of `width` columns, in order, so that none is dropped (as `Footer.draw` does with
/// what does not fit its one row): a screen with many keys gives its footer more rows.
enum FooterLines {
    static func split(_ hints: [KeyHint], width: Int) -> [[KeyHint]] {
        var lines: [[KeyHint]] = []
        var line: [KeyHint] = []
        var used = 0
        for hint in hints {
            let alone = 1 + hint.key.count + 1 + hint.action.count
            let extra = line.isEmpty ? alone : alone + 2
            if !line.isEmpty, used + extra > width {
                lines.append(line)
                line = [hint]
                used = alone
            } else {
                line.append(hint)
                used += extra
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
