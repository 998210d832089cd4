import PappersCanvas
import PappersText

/// A one-line text being typed: a name, or a word for the bowl, with a cursor and the keys a terminal user's
/// fingers know.
///
/// Only characters that are safe to show are accepted, and the text never grows past `maximumColumns`.
///
/// A field may open on a *placeholder*: a default name ("Team 1", "Player 3") shown dimmed, which the first
/// typed character replaces and Backspace empties; Enter keeps it; a cursor key makes it ordinary text. A
/// field may also open with its text *selected* (a name remembered from an earlier game): the same keys, the
/// text shown as selected instead of dimmed, so that typing over "Ana" gives "Marta", not "AnaMarta".
///
/// Keys: characters type at the cursor; ←/→ (Ctrl-B/Ctrl-F) move by a character, Home/End (Ctrl-A/Ctrl-E) to
/// either end; Backspace and Delete (Ctrl-D) erase before and under the cursor; Ctrl-U erases everything before
/// the cursor, Ctrl-K everything after it; Ctrl-W and Alt-Backspace erase the word before the cursor; Enter
/// submits, Esc cancels. A paste (`Key.paste`) types its text with line breaks and tabs made spaces.
public struct TextField: Equatable, Sendable {
    public private(set) var text: String
    public let maximumColumns: Int
    /// Where the cursor stands, in characters from the start (0 ... text.count).
    public private(set) var cursor: Int
    /// Whether `text` is still an untouched placeholder.
    public private(set) var isPlaceholder: Bool
    /// Whether the whole `text` is still selected: the first typed character replaces it.
    public private(set) var isSelected: Bool

    public init(_ text: String = "", maximumColumns: Int, placeholder: Bool = false, selected: Bool = false) {
        self.text = text
        self.maximumColumns = maximumColumns
        self.isPlaceholder = placeholder && !text.isEmpty
        self.isSelected = !isPlaceholder && selected && !text.isEmpty
        cursor = isPlaceholder ? 0 : text.count
    }

    /// Whether the first typed character replaces the whole text (a placeholder, or a selected text).
    private var replaces: Bool { isPlaceholder || isSelected }

    /// What a key did to the field.
    public enum Outcome: Equatable, Sendable {
        case edited
        case submitted
        case cancelled
        /// The key means nothing here (and was not typed).
        case ignored
    }

    /// Applies a key (see the type's comment for the keys).
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character): return insert(String(character))
        case .paste(let pasted): return insert(Self.oneLine(pasted))
        case .enter: return .submitted
        case .escape: return .cancelled
        case .backspace:
            if replaces { return clear() }
            guard cursor > 0 else { return .ignored }
            return erase(cursor - 1..<cursor)
        case .delete, .control("d"):
            if replaces { return clear() }
            guard cursor < text.count else { return .ignored }
            return erase(cursor..<cursor + 1)
        case .control("u"):
            if replaces { return clear() }
            return erase(0..<cursor)
        case .control("k"):
            if replaces { return clear() }
            return erase(cursor..<text.count)
        case .control("w"), .altBackspace:
            if replaces { return clear() }
            return erase(wordStart()..<cursor)
        case .left, .control("b"): return move(to: cursor - 1)
        case .right, .control("f"): return move(to: cursor + 1)
        case .home, .control("a"): return move(to: 0)
        case .end, .control("e"): return move(to: text.count)
        default: return .ignored
        }
    }

    /// `text` with every line break and tab a space, and runs of spaces made one, trimmed: what a one-line field
    /// takes from a paste.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    private mutating func insert(_ typed: String) -> Outcome {
        guard !typed.isEmpty else { return .ignored }
        let base = replaces ? "" : text
        let index = base.index(base.startIndex, offsetBy: replaces ? 0 : min(cursor, base.count))
        let before = String(base[..<index]) + typed
        let candidate = before + String(base[index...])
        guard UnsafeText.isSafe(candidate), TextWidth.columns(of: candidate) <= maximumColumns else {
            return .ignored
        }
        text = candidate
        // Counted on the joined text: a combining accent typed after a letter makes one character with it.
        cursor = min(before.count, candidate.count)
        isPlaceholder = false
        isSelected = false
        return .edited
    }

    private mutating func clear() -> Outcome {
        text = ""
        cursor = 0
        isPlaceholder = false
        isSelected = false
        return .edited
    }

    private mutating func erase(_ range: Range<Int>) -> Outcome {
        let range = max(0, min(range.lowerBound, text.count))..<max(0, min(range.upperBound, text.count))
        guard !range.isEmpty else { return .ignored }
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(text.startIndex, offsetBy: range.upperBound)
        text.removeSubrange(lower..<upper)
        cursor = range.lowerBound
        return .edited
    }

    private mutating func move(to position: Int) -> Outcome {
        let wasPlaceholder = replaces
        isPlaceholder = false
        isSelected = false
        let target = max(0, min(text.count, position))
        guard target != cursor || wasPlaceholder else { return .ignored }
        cursor = target
        return .edited
    }

    /// The start of the word before the cursor: spaces before the cursor, then the letters before them.
    private func wordStart() -> Int {
        let characters = Array(text)
        var position = cursor
        while position > 0, characters[position - 1].isWhitespace { position -= 1 }
        while position > 0, !characters[position - 1].isWhitespace { position -= 1 }
        return position
    }
}

extension Key {
    /// Whether the key edits the text of a field (typing, erasing, moving the cursor, a paste), rather than
    /// leaving it (Enter, Tab, Esc) or commanding a screen.
    var edits: Bool {
        switch self {
        case .character, .paste, .backspace, .delete, .altBackspace, .control, .left, .right, .home, .end: true
        default: false
        }
    }
}
