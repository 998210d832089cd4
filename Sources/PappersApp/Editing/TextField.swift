import PappersCanvas
import PappersText

/// A one-line text being typed: a name, or a word for the bowl.
///
/// Only characters that are safe to show are accepted, and the text never grows past `maximumColumns`.
public struct TextField: Equatable, Sendable {
    public private(set) var text: String
    public let maximumColumns: Int

    public init(_ text: String = "", maximumColumns: Int) {
        self.text = text
        self.maximumColumns = maximumColumns
    }

    /// What a key did to the field.
    public enum Outcome: Equatable, Sendable {
        case edited
        case submitted
        case cancelled
        /// The key means nothing here (and was not typed).
        case ignored
    }

    /// Applies a key: printable characters type, Backspace erases, Enter submits, Esc cancels.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            let candidate = text + String(character)
            guard UnsafeText.isSafe(candidate), TextWidth.columns(of: candidate) <= maximumColumns else {
                return .ignored
            }
            text = candidate
            return .edited
        case .backspace, .delete:
            if text.isEmpty { return .ignored }
            text.removeLast()
            return .edited
        case .enter: return .submitted
        case .escape: return .cancelled
        default: return .ignored
        }
    }
}
