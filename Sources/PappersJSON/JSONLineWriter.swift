import PappersText

/// Compact JSON written straight as UTF-8 bytes, a value at a time: the very text `JSON.compactText` gives for
/// the same value, without building the value first. For lines written by the thousand (`simulate --json`
/// writes one a game), where building the value was a quarter of the allocations of a simulated game.
///
/// Values and keys are written in the order they come; a comma goes before each one that follows another in
/// its container. Writing a well-formed value is the caller's part: a key before each value of an object.
public struct JSONLineWriter {
    /// The text written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows another in its container.
    private var follows = false

    public init(capacity: Int = 512) { bytes.reserveCapacity(capacity) }

    /// The text written, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The key of the object's next value.
    public mutating func key(_ key: String) {
        separate()
        JSONString.append(key, toBytes: &bytes)
        bytes.append(UInt8(ascii: ":"))
        follows = false
    }

    public mutating func string(_ text: String) {
        separate()
        JSONString.append(text, toBytes: &bytes)
        follows = true
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        follows = true
    }

    /// An array of strings.
    public mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    /// An integer in decimal digits, as `description` writes it.
    public mutating func number(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
        follows = true
    }

    public mutating func number(_ value: UInt64) {
        separate()
        appendDigits(value)
        follows = true
    }

    private mutating func appendDigits(_ value: UInt) { appendDigits(UInt64(value)) }

    private mutating func appendDigits(_ value: UInt64) {
        var value = value
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt64.max has 20 digits
        var count = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[23 - count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            bytes.append(contentsOf: digits[(24 - count)...])
        }
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        follows = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        follows = true
    }

    private mutating func separate() {
        if follows { bytes.append(UInt8(ascii: ",")) }
    }
}
