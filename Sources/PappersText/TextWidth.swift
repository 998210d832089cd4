/// How many terminal columns text takes, as a wide-character terminal shows it.
///
/// Combining marks take none, East Asian wide and full-width characters and emoji take two, everything else
/// one. The tables follow Unicode's East Asian Width property for the ranges that matter in practice; text
/// that `UnsafeText` refuses (controls, format characters) never reaches a screen, so its width is moot.
public enum TextWidth {
    /// The columns of a whole string.
    public static func columns(of text: String) -> Int {
        var text = text
        let ascii = text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        if ascii { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    public static func columns(of text: some StringProtocol) -> Int { columns(of: String(text)) }

    /// The columns of one character (a grapheme cluster): 0, 1 or 2.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII { return first.value >= 0x20 && first.value != 0x7F ? 1 : 0 }
        var width = columns(of: first)
        if width == 1, scalars.count > 1 {
            // An emoji presentation selector, or a flag made of two regional indicators, widens the cluster.
            if scalars.contains("\u{FE0F}") && first.properties.isEmoji { width = 2 }
            if isRegionalIndicator(first) { width = 2 }
        }
        if width == 0 {
            width = scalars.dropFirst().map(columns(of:)).max() ?? 0
        }
        return width
    }

    /// The columns of one scalar on its own.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The longest prefix of `text` that fits in `columns`, with its width.
    public static func prefix(of text: String, fitting columns: Int) -> (text: Substring, columns: Int) {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = self.columns(of: text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return (text[..<end], used)
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
