/// The few byte sequences the screen writer is made of: CSI, decimal numbers, the private modes.
enum ANSI {
    static let escape: UInt8 = 0x1B

    /// `ESC [`.
    static func appendCSI(to bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(UInt8(ascii: "["))
    }

    /// `number` in decimal ASCII (0 and up).
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        precondition(number >= 0)
        if number < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(number))
            return
        }
        var digits: [UInt8] = []
        var rest = number
        while rest > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes += digits.reversed()
    }

    /// The bytes of `number` in decimal: how long a sequence with it is.
    static func decimalLength(_ number: Int) -> Int {
        var length = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    /// `ESC [ ? mode h` (set) or `l` (reset): a DEC private mode.
    static func appendPrivateMode(_ mode: Int, on: Bool, to bytes: inout [UInt8]) {
        appendCSI(to: &bytes)
        bytes.append(UInt8(ascii: "?"))
        appendDecimal(mode, to: &bytes)
        bytes.append(on ? UInt8(ascii: "h") : UInt8(ascii: "l"))
    }

    /// `ESC [ n final`, with `n` left out when it is the sequence's default of 1 (or 0 for `omitting`).
    static func appendSequence(_ number: Int, final: UInt8, omitting: Int = 1, to bytes: inout [UInt8]) {
        appendCSI(to: &bytes)
        if number != omitting { appendDecimal(number, to: &bytes) }
        bytes.append(final)
    }
}
