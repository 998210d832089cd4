import PappersText

/// What can be wrong with the text of one word, whether it comes from a pack or from a player.
public enum WordTextProblem: Equatable, Sendable, CustomStringConvertible {
    /// Nothing at all.
    case empty
    /// Only spaces.
    case blank
    /// A character that could act on the terminal or hide itself.
    case unsafe(UnsafeText.Problem)
    /// Wider than `PackFormat.maxWordColumns` terminal columns.
    case tooWide(columns: Int)
    /// Longer than `PackFormat.maxWordCharacters` characters (code points).
    case tooLong(characters: Int)

    /// What is wrong, to follow the word's name: "is empty; expected a word or short phrase".
    public var description: String {
        switch self {
        case .empty: "is empty; expected a word or short phrase"
        case .blank: "holds only spaces; expected a word or short phrase"
        case .unsafe(let problem): "holds \(problem); expected printable text"
        case .tooWide(let columns): "is \(columns) columns wide; expected at most \(PackFormat.maxWordColumns)"
        case .tooLong(let characters):
            "is \(characters) characters long; expected at most \(PackFormat.maxWordCharacters)"
        }
    }
}

/// The rules every word follows: checked the same way in packs and for words typed by players.
public enum WordText {
    /// The first problem of `text`, or nil when it can be played. The width is that of the text without the
    /// spaces at its ends; the length, as the schema counts it, that of the text as written.
    public static func problem(in text: String) -> WordTextProblem? {
        if text.isEmpty { return .empty }
        if let unsafe = UnsafeText.firstProblem(in: text) { return .unsafe(unsafe) }
        let word = trimmed(text)
        if word.isEmpty { return .blank }
        let columns = TextWidth.columns(of: word)
        if columns > PackFormat.maxWordColumns { return .tooWide(columns: columns) }
        let characters = text.unicodeScalars.count
        if characters > PackFormat.maxWordCharacters { return .tooLong(characters: characters) }
        return nil
    }

    /// `text` without the spaces (any Unicode white space) at its ends.
    public static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return text
        }
        guard let start = text.firstIndex(where: { !$0.isWhitespace }),
              let end = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[start...end])
    }
}
