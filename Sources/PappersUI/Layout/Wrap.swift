import PappersText

/// Breaks text into lines of at most `width` columns at spaces; a word longer than a line is cut.
/// Newlines in the text start new paragraphs.
enum Wrap {
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if TextWidth.columns(of: candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                var rest = String(word)
                while TextWidth.columns(of: rest) > width {
                    let head = TextWidth.prefix(of: rest, fitting: width).text
                    lines.append(String(head))
                    rest = String(rest.dropFirst(head.count))
                }
                line = rest
            }
            lines.append(line)
        }
        return lines
    }
}
