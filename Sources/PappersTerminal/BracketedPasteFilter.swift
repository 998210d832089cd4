import PappersCanvas

/// Turns what the terminal pastes into one `Key.paste`, and Esc then Backspace into `Key.altBackspace`.
///
/// Pappers asks the terminal for bracketed paste (`ESC [ ? 2004 h`, switched off again on the way out): a
/// pasted text then arrives between `ESC [ 200 ~` and `ESC [ 201 ~`. Curses knows neither mark, so they come as
/// Esc and characters; this filter reads them, and everything between them becomes the text of one paste
/// (Enter as a line break, Tab as a tab; control keys are dropped), so that a pasted line break is never an Enter
/// that moves on. A paste may span several reads. Outside a paste, Esc and the characters that turned out not to
/// be a mark go through unchanged, in order, at the latest when the read ends (Esc pressed alone).
///
/// A paste ends at its end mark, or `quietMillis` after its last byte (a paste whose end mark never comes, or
/// whose mark was swallowed by a broken UTF-8 sequence before it, would otherwise take every key typed after
/// it): `deadline` says when, and `expire(at:)` ends it. Its text keeps at most `maximumBytes` bytes of UTF-8;
/// the rest, up to its end, is read and dropped, at a constant cost a key. A control sequence inside a paste
/// (CSI such as `ESC [ 31 m`, OSC such as `ESC ] 0 ; title BEL`, DCS, APC, PM, SOS, and two-character escapes) is
/// dropped whole, never left as `[31m` in a name.
struct BracketedPasteFilter {
    private static let start: [Key] = [.escape, .character("["), .character("2"), .character("0"), .character("0"), .character("~")]
    /// The end mark's parameters, as a CSI sequence ending in `~`.
    private static let endParameters = "201"
    /// A paste's text is cut after this many bytes of UTF-8: no name or word is this long, and memory stays small.
    static let maximumBytes = 65_536
    /// A paste ends this long after its last byte, end mark or not: a second, as the bytes of a long paste can
    /// pause that long on a busy machine (the terminal's writer held up), and the rest, end mark and all, would
    /// come as typed keys (its Esc leaving a name, its letters commands). The host waits as long over the network.
    static let quietMillis = 1_000
    /// Parameters longer than this belong to no sequence a terminal sends: the sequence is dropped as it goes.
    private static let maximumParameters = 16

    /// Where a control sequence inside a paste stands.
    private enum Sequence {
        /// Plain text.
        case none
        /// After Esc.
        case escape
        /// After Esc and intermediate characters (`ESC ( B`): the final character ends it.
        case escapeIntermediate
        /// After `ESC [`: parameters and intermediates so far, until a final character.
        case csi(String)
        /// Inside an OSC, DCS, APC, PM or SOS string: until BEL (OSC) or ST (`ESC \`).
        case string
        /// Esc inside such a string: `\` ends it, anything else ends it and starts a new sequence.
        case stringEscape
    }

    /// A paste being read.
    private struct Paste {
        var text = ""
        var bytes = 0
        var sequence = Sequence.none
        /// When its last key came.
        var lastKey: Int
    }

    /// Keys held back while they may still be the start of a mark (outside a paste).
    private var held: [Key] = []
    /// The paste being read, if any.
    private var paste: Paste?

    /// When the paste being read ends unless more of it comes; nil outside a paste.
    var deadline: Int? { paste.map { $0.lastKey + Self.quietMillis } }

    /// The keys of one read at `now` (monotonic milliseconds), pastes made whole.
    mutating func keys(_ keys: [Key], at now: Int) -> [Key] {
        var kept: [Key] = []
        for key in keys { take(key, at: now, into: &kept) }
        if paste == nil, !held.isEmpty {
            kept += held
            held = []
        }
        return kept
    }

    /// Ends the paste being read when nothing came for `quietMillis`: its text so far, as one paste.
    mutating func expire(at now: Int) -> [Key] {
        guard let paste, now >= paste.lastKey + Self.quietMillis else { return [] }
        self.paste = nil
        return [.paste(paste.text)]
    }

    private mutating func take(_ key: Key, at now: Int, into kept: inout [Key]) {
        if key == .resize {
            kept.append(key)
            return
        }
        if paste != nil {
            paste?.lastKey = now
            if takePasted(key) {
                kept.append(.paste(paste?.text ?? ""))
                paste = nil
            }
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
                paste = Paste(lastKey: now)
            }
            return
        }
        // Not a mark: what was held goes through, and this key is looked at afresh.
        let before = held
        held = []
        kept += before
        if !before.isEmpty { take(key, at: now, into: &kept) } else { kept.append(key) }
    }

    /// Takes one key of the paste; true when it ends the paste (the end mark).
    private mutating func takePasted(_ key: Key) -> Bool {
        // Taken out while it changes, so that its text has one owner and grows in place (a copy a key is what
        // made 1.1's pastes quadratic).
        guard var paste = self.paste.take() else { return false }
        defer { self.paste = paste }
        // A key that ends a sequence without belonging to it is taken again as the start of what follows.
        var again = true
        while again {
            again = false
            switch paste.sequence {
            case .none:
                switch key {
                case .escape: paste.sequence = .escape
                case .character(let character): Self.append(character, to: &paste)
                case .enter: Self.append("\n", to: &paste)
                case .tab: Self.append("\t", to: &paste)
                default: break  // control keys, and keys curses decoded from sequences (arrows…)
                }
            case .escape:
                switch key {
                case .character("["): paste.sequence = .csi("")
                case .character("]"), .character("P"), .character("_"), .character("^"), .character("X"):
                    paste.sequence = .string
                case .character(let character) where Self.isIntermediate(character): paste.sequence = .escapeIntermediate
                case .escape: break
                case .character: paste.sequence = .none  // a two-character escape, dropped
                default:
                    paste.sequence = .none
                    again = true
                }
            case .escapeIntermediate:
                if case .character(let character) = key, Self.isIntermediate(character) { break }
                paste.sequence = key == .escape ? .escape : .none
            case .csi(let parameters):
                guard case .character(let character) = key, let scalar = character.unicodeScalars.first,
                      character.unicodeScalars.count == 1, (0x20...0x7E).contains(scalar.value) else {
                    paste.sequence = .none
                    again = true
                    break
                }
                if (0x40...0x7E).contains(scalar.value) {
                    paste.sequence = .none
                    if character == "~" && parameters == Self.endParameters { return true }
                } else if parameters.count < Self.maximumParameters {
                    paste.sequence = .csi(parameters + String(character))
                }
            case .string:
                switch key {
                case .escape: paste.sequence = .stringEscape
                case .other(0x07), .other(0x9C): paste.sequence = .none  // BEL, or ST as one character
                default: break
                }
            case .stringEscape:
                paste.sequence = .escape
                if key == .character("\\") { paste.sequence = .none } else { again = true }
            }
        }
        return false
    }

    /// Adds `character` to the paste's text while it holds fewer than `maximumBytes` bytes.
    private static func append(_ character: Character, to paste: inout Paste) {
        let size = character.utf8.count
        guard paste.bytes + size <= maximumBytes else { return }
        paste.text.append(character)
        paste.bytes += size
    }

    /// The intermediate characters of an escape sequence (`ESC ( B`, `ESC # 8`): space to `/`.
    private static func isIntermediate(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x20...0x2F).contains(scalar.value)
    }
}
