/// The text of a bracketed paste while it arrives: at most `limit` bytes of UTF-8, the rest dropped, in time
/// linear in what is pasted.
struct PasteCollector: Sendable {
    let limit: Int
    private var bytes: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a scalar, unless it would take the text past the limit.
    mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard bytes.count + UTF8.width(scalar) <= limit else { return }
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(0xC0 | UInt8(value >> 6))
            bytes.append(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(0xE0 | UInt8(value >> 12))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        default:
            bytes.append(0xF0 | UInt8(value >> 18))
            bytes.append(0x80 | UInt8(value >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
