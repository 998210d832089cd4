/// Checks and decodes single UTF-8 sequences in raw bytes, by the table of well-formed sequences in the Unicode
/// Standard (chapter 3, table 3-7): no overlong forms, no surrogates, nothing above U+10FFFF.
package enum UTF8Sequence {
    /// The length (2 to 4) of the well-formed sequence that starts at `index`, or 0 when there is none there.
    /// ASCII bytes are not sequences here: callers handle them first.
    @inline(__always)
    package static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let available = bytes.count - index
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            offset < available && bytes[index + offset] >= low && bytes[index + offset] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// The scalar of a well-formed sequence of `length` bytes at `index`.
    package static func decode(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Unicode.Scalar {
        var value = UInt32(bytes[index]) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
