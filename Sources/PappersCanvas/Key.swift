/// A key press, decoded once by the terminal layer so that nothing else knows about curses key codes.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable character, accents included.
    case character(Character)
    case enter
    case escape
    case backspace
    case delete
    case tab
    case backTab
    case up, down, left, right
    case home, end, pageUp, pageDown
    /// F1 to F12.
    case function(Int)
    /// A control key that edits a line, by its lower-case letter: Ctrl-A (`"a"`), Ctrl-E, Ctrl-U, Ctrl-W, Ctrl-K,
    /// Ctrl-B, Ctrl-F, Ctrl-D. Other control characters stay `.other`.
    case control(Character)
    /// Alt-Backspace (Esc then Backspace in one read): erases the word before the cursor.
    case altBackspace
    /// Text the terminal pasted between the bracketed-paste marks (`ESC [ 200 ~` … `ESC [ 201 ~`), line breaks
    /// as `"\n"`: one event, so that a pasted line break is not an Enter.
    case paste(String)
    /// The terminal changed size; the new size is read from the terminal.
    case resize
    /// Any other key, by its curses code, ignored by the screens.
    case other(Int32)

    public static let space = Key.character(" ")

    /// The character typed, if the key is one.
    public var character: Character? {
        if case .character(let character) = self { return character }
        return nil
    }
}
