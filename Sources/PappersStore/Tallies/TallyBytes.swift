/// The bytes of a stored tally: unsigned numbers as LEB128 varints (7 bits a byte, low first), signed ones
/// zigzag-folded first, an optional number as its value plus one (0 for none). Small, and read without
/// allocating.
struct TallyWriter {
    private(set) var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func int(_ value: Int) {
        unsigned(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))))
    }

    mutating func optional(_ value: Int?) {
        if let value { unsigned(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))) &+ 1) } else { unsigned(0) }
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A count, or a text's number: never negative.
    mutating func count(_ value: Int) { unsigned(UInt64(value)) }
}

/// Reads what a `TallyWriter` wrote; every read past the end or out of range throws, so that a damaged tally is
/// rebuilt, never trusted.
struct TallyReader {
    struct Damaged: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func unsigned() throws(Damaged) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Damaged() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(Damaged) -> Int {
        let folded = try unsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: (folded >> 1) ^ (0 &- (folded & 1))))
    }

    mutating func optional() throws(Damaged) -> Int? {
        let folded = try unsigned()
        guard folded > 0 else { return nil }
        let value = folded - 1
        return Int(truncatingIfNeeded: Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
    }

    mutating func bool() throws(Damaged) -> Bool {
        switch try unsigned() {
        case 0: false
        case 1: true
        default: throw Damaged()
        }
    }

    /// A count of items that each take at least one byte: never more than the bytes left.
    mutating func count() throws(Damaged) -> Int {
        let value = try unsigned()
        guard value <= UInt64(bytes.count - position) else { throw Damaged() }
        return Int(value)
    }

    /// A text's number: one of the `texts` known.
    mutating func text(below texts: Int) throws(Damaged) -> Int {
        let value = try unsigned()
        guard value < UInt64(texts) else { throw Damaged() }
        return Int(value)
    }
}
