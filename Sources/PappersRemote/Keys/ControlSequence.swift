import PappersCanvas

/// What a finished escape sequence from a terminal's keyboard means: xterm's, VT220's and the Linux console's
/// forms, with or without a modifier (which is read and dropped).
enum ControlSequence: Equatable {
    case key(Key)
    /// `ESC [ 200 ~`: a bracketed paste begins.
    case pasteStart
    /// `ESC [ 201 ~`: it ends.
    case pasteEnd

    /// The meaning of `ESC [` + `parameters` + `final`; nil for what no screen takes (Insert, F13 and up,
    /// mouse and focus reports, anything with a private marker such as `<`, `>` or `?`).
    static func key(_ parameters: [UInt8], final: UInt8) -> ControlSequence? {
        guard let numbers = numbers(parameters) else { return nil }
        switch final {
        case UInt8(ascii: "A"): return .key(.up)
        case UInt8(ascii: "B"): return .key(.down)
        case UInt8(ascii: "C"): return .key(.right)
        case UInt8(ascii: "D"): return .key(.left)
        case UInt8(ascii: "H"): return .key(.home)
        case UInt8(ascii: "F"): return .key(.end)
        case UInt8(ascii: "Z"): return .key(.backTab)
        // F1 to F4 with a modifier, as xterm sends them: ESC [ 1 ; 2 P.
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .key(.function(Int(final - UInt8(ascii: "P")) + 1))
        case UInt8(ascii: "~"): return tilde(numbers)
        default: return nil
        }
    }

    /// `ESC [ n ~` (and `ESC [ n ; modifier ~`): the VT220 editing and function keys; xterm's
    /// `ESC [ 27 ; modifier ; code ~` (modifyOtherKeys) for a modified Enter, Tab, Esc, Backspace or character.
    private static func tilde(_ numbers: [Int?]) -> ControlSequence? {
        guard let first = numbers.first ?? nil else { return nil }
        switch first {
        case 1, 7: return .key(.home)
        case 4, 8: return .key(.end)
        case 3: return .key(.delete)
        case 5: return .key(.pageUp)
        case 6: return .key(.pageDown)
        case 11...15: return .key(.function(first - 10))
        case 17...21: return .key(.function(first - 11))
        case 23, 24: return .key(.function(first - 12))
        case 200: return .pasteStart
        case 201: return .pasteEnd
        case 27:
            guard numbers.count == 3, let code = numbers[2] else { return nil }
            return otherKey(code)
        default: return nil
        }
    }

    private static func otherKey(_ code: Int) -> ControlSequence? {
        switch code {
        case 13: return .key(.enter)
        case 9: return .key(.tab)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 0x20..<0x7F: return .key(.character(Character(Unicode.Scalar(UInt8(code)))))
        default: return nil
        }
    }

    /// The meaning of `ESC O` + `parameters` + `final`: the cursor keys and F1 to F4 in application mode, and
    /// the keypad's Enter and characters.
    static func singleShiftKey(_ parameters: [UInt8], final: UInt8) -> Key? {
        guard numbers(parameters) != nil else { return nil }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "X"): return .character("=")
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            let keypad = Array("*+,-./0123456789")
            return .character(keypad[Int(final - UInt8(ascii: "j"))])
        default: return nil
        }
    }

    /// The numbers of a parameter string (`1;5` is [1, 5], `;5` is [nil, 5]); nil when it holds anything but
    /// digits and semicolons (a private marker, an intermediate byte), or a number too long to be one.
    private static func numbers(_ parameters: [UInt8]) -> [Int?]? {
        var numbers: [Int?] = []
        var current: Int?
        for byte in parameters {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= 99_999 else { return nil }
                current = value
            case UInt8(ascii: ";"):
                numbers.append(current)
                current = nil
            default:
                return nil
            }
        }
        if !parameters.isEmpty { numbers.append(current) }
        return numbers
    }
}
