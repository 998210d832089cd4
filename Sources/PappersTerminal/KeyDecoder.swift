import CNcursesw
import PappersCanvas

/// Turns what `wget_wch` read into a `Key`, once, so that nothing above this module knows a curses key code.
///
/// `wget_wch` reports either a character (status `OK`) or a function key (status `KEY_CODE_YES`). Characters
/// arrive already decoded from UTF-8, so an accent typed on the keyboard is one `Key.character`.
enum KeyDecoder {
    /// The key for one result of `wget_wch`.
    static func decode(_ value: UInt32, isFunctionKey: Bool) -> Key {
        isFunctionKey ? functionKey(Int32(truncatingIfNeeded: value)) : character(value)
    }

    /// A character code: Enter, Tab, Escape and Backspace are control characters, and the line editor's Ctrl-A,
    /// Ctrl-B, Ctrl-D, Ctrl-E, Ctrl-F, Ctrl-K, Ctrl-U and Ctrl-W are `.control`; other controls and
    /// characters that show nothing are `.other`; everything else is a `.character`.
    static func character(_ value: UInt32) -> Key {
        switch value {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x1B: return .escape
        case 0x7F, 0x08: return .backspace
        case 0x01, 0x02, 0x04, 0x05, 0x06, 0x0B, 0x15, 0x17:
            return .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))  // Ctrl-A is 0x01: "a"
        case 0..<0x20, 0x80..<0xA0: return .other(Int32(value))
        default: break
        }
        guard let scalar = Unicode.Scalar(value) else { return .other(Int32(bitPattern: value)) }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return .other(Int32(bitPattern: value))
        default:
            return .character(Character(scalar))
        }
    }

    /// A curses function-key code (`KEY_UP`, `KEY_F0 + n`, `KEY_RESIZE`, …).
    static func functionKey(_ code: Int32) -> Key {
        switch code {
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        // The keypad's corners, and the VT220 Find and Select keys some terminals send for Home and End.
        case KEY_HOME, KEY_A1, KEY_FIND: return .home
        case KEY_END, KEY_C1, KEY_SELECT: return .end
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_RESIZE: return .resize
        case (KEY_F0 + 1)...(KEY_F0 + 12): return .function(Int(code - KEY_F0))
        default: return .other(code)
        }
    }
}
