import PappersCanvas

/// Turns what the terminal pastes into one `Key.paste`, and Esc then Backspace into `Key.altBackspace`.
///
/// Pappers asks the terminal for bracketed paste (`ESC [ ? 2004 h`, switched off again on the way out): a
/// pasted text then arrives between `ESC [ 200 ~` and `ESC [ 201 ~`. Curses knows neither mark, so they come as
/// Esc and characters; this filter reads them, and everything between them becomes the text of one paste
/// (Enter as a line break, Tab as a tab; control keys are dropped), so that a pasted line break is never an Enter
/// that moves on. A paste may span several reads. Outside a paste, Esc and the characters that turned out not to
/// be a mark go through unchanged, in order, at the latest when the read ends (Esc pressed alone).
struct BracketedPasteFilter {
    private static let start: [Key] = [.escape, .character("["), .character("2"), .character("0"), .character("0"), .character("~")]
    private static let end: [Key] = [.escape, .character("["), .character("2"), .character("0"), .character("1"), .character("~")]
    /// A paste longer than this is cut: no name or word is this long, and memory stays small.
    static let maximumCharacters = 65_536

    /// Keys held back while they may still be the start of a mark (outside a paste) or its end (inside).
    private var held: [Key] = []
    /// The text pasted so far, while inside a paste.
    private var pasted: String?

    /// The keys of one read, pastes made whole.
    mutating func keys(_ keys: [Key]) -> [Key] {
        var kept: [Key] = []
        for key in keys { take(key, into: &kept) }
        if pasted == nil, !held.isEmpty {
            kept += held
            held = []
        }
        return kept
    }

    private mutating func take(_ key: Key, into kept: inout [Key]) {
        if key == .resize {
            kept.append(key)
            return
        }
        if pasted != nil {
            takePasted(key, into: &kept)
            return
        }
        if held == [.escape], key == .backspace {
            held = []
            kept.append(.altBackspace)
            return
        }
        let candidate = held + [key]
        if Self.start.starts(with: candidate) {
            held = candidate
            if candidate == Self.start {
                held = []
                pasted = ""
            }
            return
        }
        // Not a mark: what was held goes through, and this key is looked at afresh.
        let before = held
        held = []
        kept += before
        if !before.isEmpty { take(key, into: &kept) } else { kept.append(key) }
    }

    private mutating func takePasted(_ key: Key, into kept: inout [Key]) {
        let candidate = held + [key]
        if Self.end.starts(with: candidate) {
            held = candidate
            if candidate == Self.end {
                kept.append(.paste(pasted ?? ""))
                held = []
                pasted = nil
            }
            return
        }
        let before = held
        held = []
        for key in before.dropFirst() { append(key) }  // the Esc of a false end is dropped, its characters kept
        if !before.isEmpty, key == .escape { held = [.escape]; return }
        append(key)
    }

    private mutating func append(_ key: Key) {
        guard var text = pasted, text.count < Self.maximumCharacters else { return }
        switch key {
        case .character(let character): text.append(character)
        case .enter: text.append("\n")
        case .tab: text.append("\t")
        case .escape:
            held = [.escape]
            return
        default: return
        }
        pasted = text
    }
}
