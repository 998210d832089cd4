/// Puts UTF-8 back together one byte at a time, across reads: a scalar when its last byte arrives, nothing for
/// a byte that cannot be UTF-8 (a stray continuation byte, an overlong form, a surrogate, beyond U+10FFFF), and
/// the bytes of a character cut short by a byte that cannot continue it are dropped.
struct UTF8Assembler: Sendable {
    private var value: UInt32 = 0
    private var remaining = 0
    /// The range the next byte must be in (narrower than 0x80...0xBF after E0, ED, F0 and F4).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Whether a character has begun and waits for more bytes.
    var isPending: Bool { remaining > 0 }

    /// Takes one byte; the scalar it completes, if any. An ASCII byte after an unfinished character drops that
    /// character and returns nil: the caller reads the byte itself.
    mutating func take(_ byte: UInt8) -> Unicode.Scalar? {
        if remaining > 0 {
            if byte >= lower && byte <= upper {
                value = value << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                lower = 0x80
                upper = 0xBF
                return remaining == 0 ? Unicode.Scalar(value) : nil
            }
            remaining = 0
            if byte < 0x80 { return nil }
        }
        switch byte {
        case 0x00...0x7F: return Unicode.Scalar(byte)
        case 0xC2...0xDF: begin(UInt32(byte & 0x1F), remaining: 1)
        case 0xE0: begin(0, remaining: 2, lower: 0xA0)
        case 0xED: begin(0x0D, remaining: 2, upper: 0x9F)
        case 0xE1...0xEF: begin(UInt32(byte & 0x0F), remaining: 2)
        case 0xF0: begin(0, remaining: 3, lower: 0x90)
        case 0xF4: begin(4, remaining: 3, upper: 0x8F)
        case 0xF1...0xF3: begin(UInt32(byte & 0x07), remaining: 3)
        default: break
        }
        return nil
    }

    private mutating func begin(_ bits: UInt32, remaining: Int, lower: UInt8 = 0x80, upper: UInt8 = 0xBF) {
        value = bits
        self.remaining = remaining
        self.lower = lower
        self.upper = upper
    }
}
