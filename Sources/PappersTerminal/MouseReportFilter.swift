import CNcursesw
import PappersCanvas

/// Takes the terminal's mouse reports out of the keys read, so that a click is never a key press.
///
/// Pappers never asks for the mouse, but a terminal can be left reporting it (by a program that crashed with
/// tracking on) and bytes can be sent to it: a report arriving during a turn must not be read as Space
/// ("guessed") or any other key. Two forms exist, and curses hands over either as keys:
/// - X10 and normal tracking, `ESC [ M` then three bytes (button, column, row, each plus 32). When the terminal
///   description names `ESC [ M` (`kmous`, as xterm's does), curses reports it as `KEY_MOUSE` and leaves the
///   three bytes to follow as characters (it reads them only for a program that asked for the mouse);
///   otherwise Esc, `[` and `M` arrive as characters too.
/// - SGR (1006), `ESC [ <` then `button;column;row` and `M` (pressed) or `m` (released); `KEY_MOUSE` then the
///   digits when the description names `ESC [ <` (newer xterm descriptions).
///
/// The filter sees the keys of one read at a time (`keys(_:)`); an Esc or `ESC [` that ends a read is a key
/// and goes through (Esc pressed alone), while a report cut between two reads is still dropped whole.
struct MouseReportFilter {
    private enum State: Equatable {
        case idle
        /// Esc read, held back until the next key tells.
        case escape
        /// Esc and `[` read, held back.
        case controlSequence
        /// `KEY_MOUSE` read: X10 bytes or an SGR report follow.
        case mouseKey
        /// Inside an X10 report, with this many bytes still to drop.
        case x10(remaining: Int)
        /// Inside an SGR report, until `M` or `m`.
        case sgr
    }

    private var state = State.idle

    /// What `KeyDecoder` makes of curses' `KEY_MOUSE`.
    static let mouseKey = Key.other(KEY_MOUSE)

    /// The keys of one read with the mouse reports taken out.
    mutating func keys(_ keys: [Key]) -> [Key] {
        var kept: [Key] = []
        for key in keys { take(key, into: &kept) }
        switch state {
        case .escape: kept.append(.escape)
        case .controlSequence: kept += [.escape, .character("[")]
        default: break
        }
        if state == .escape || state == .controlSequence { state = .idle }
        return kept
    }

    private mutating func take(_ key: Key, into kept: inout [Key]) {
        // A resize is no byte of a report: it always goes through, and the report goes on after it.
        if key == .resize {
            kept.append(key)
            return
        }
        switch state {
        case .idle:
            if key == .escape {
                state = .escape
            } else if key == Self.mouseKey {
                state = .mouseKey
            } else {
                kept.append(key)
            }
        case .escape:
            if key == .character("[") {
                state = .controlSequence
            } else {
                kept.append(.escape)
                state = .idle
                take(key, into: &kept)
            }
        case .controlSequence:
            switch key {
            case .character("M"): state = .x10(remaining: 3)
            case .character("<"): state = .sgr
            default:
                kept += [.escape, .character("[")]
                state = .idle
                take(key, into: &kept)
            }
        case .mouseKey:
            // Terminals whose `kmous` is `ESC [ <` (xterm's newer descriptions) leave the SGR digits to follow.
            switch key {
            case .character("<"): state = .sgr
            case .character(let character) where character.isASCII && character.isNumber:
                state = .sgr
            default: state = .x10(remaining: 2)
            }
        case .x10(let remaining):
            state = remaining > 1 ? .x10(remaining: remaining - 1) : .idle
        case .sgr:
            switch key {
            case .character(let character) where character.isASCII && (character.isNumber || character == ";"):
                break
            case .character("M"), .character("m"):
                state = .idle
            default:
                // Not a report after all: what was read of it is dropped, this key is not.
                state = .idle
                take(key, into: &kept)
            }
        }
    }
}
