/// SSH's wire encoding (RFC 4251 §5), for the key formats: 32-bit big-endian lengths before strings.
struct SSHWireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func uint32(_ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    mutating func string(_ value: [UInt8]) {
        uint32(UInt32(value.count))
        bytes += value
    }

    mutating func string(_ value: String) { string(Array(value.utf8)) }

    mutating func raw(_ value: [UInt8]) { bytes += value }
}

/// Reads what `SSHWireWriter` writes; every read checks that the bytes are there.
struct SSHWireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }

    mutating func uint32() -> UInt32? {
        guard remaining >= 4 else { return nil }
        defer { offset += 4 }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func string() -> [UInt8]? {
        guard let length = uint32(), Int(length) <= remaining else { return nil }
        defer { offset += Int(length) }
        return Array(bytes[offset..<offset + Int(length)])
    }

    mutating func raw(_ count: Int) -> [UInt8]? {
        guard count <= remaining else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }
}
