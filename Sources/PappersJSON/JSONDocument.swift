/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable {
    case object, array, string, number, `true`, `false`, null

    /// How a message names a value of this kind: "an object", "a string", "true".
    public var described: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true: "true"
        case .false: "false"
        case .null: "null"
        }
    }
}

/// One value of a document: a handle into the document's table of values, cheap to copy.
public struct JSONValue: Hashable, Sendable {
    /// The value's row in the document's table; the root is row 0.
    public let index: Int
}

/// One row of a document's table of values.
///
/// Values are stored flat, in the order they appear in the text, each container followed by its contents (the
/// layout simdjson calls a tape). Strings are not copied: a row points at their bytes in the source.
struct JSONNode: Sendable {
    /// Flags of a string row.
    static let escaped: UInt8 = 1
    /// The string holds something already reported by the reader (bad UTF-8, a lone surrogate, a raw control).
    static let flawed: UInt8 = 2
    /// The string is an object key that repeats an earlier key of the same object (already reported).
    static let duplicateKey: UInt8 = 4

    var kind: JSONKind
    var flags: UInt8
    /// Byte offset of the value's first byte: its `{`, `[`, opening quote, first digit or letter.
    var offset: Int32
    /// Strings: offset of the closing quote. Numbers: offset just past the last byte. Containers: the row just
    /// past the container's contents. Literals: unused.
    var end: Int32
    /// Containers: the number of elements, or of key and value pairs.
    var count: Int32
}

/// A parsed JSON text that remembers where every value came from.
///
/// Navigation goes through `JSONValue` handles. Strings are decoded on demand, so reading a document costs one
/// pass over its bytes and one table, whatever it holds.
public struct JSONDocument: Sendable {
    /// The text the document was read from, as UTF-8 bytes.
    public let bytes: [UInt8]
    let nodes: [JSONNode]

    init(bytes: [UInt8], nodes: [JSONNode]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(index: 0) }

    /// The kind of `value`.
    public func kind(of value: JSONValue) -> JSONKind { nodes[value.index].kind }

    /// The byte offset in `bytes` where `value` starts.
    public func offset(of value: JSONValue) -> Int { Int(nodes[value.index].offset) }

    /// The bytes a string, number or literal spans in `bytes`, quotes included; nil for objects and arrays.
    public func byteRange(of value: JSONValue) -> Range<Int>? {
        let node = nodes[value.index]
        switch node.kind {
        case .object, .array: return nil
        case .string: return Int(node.offset)..<Int(node.end) + 1
        default: return Int(node.offset)..<Int(node.end)
        }
    }

    /// The number of elements of an array, or of fields of an object; 0 for anything else.
    public func count(of value: JSONValue) -> Int {
        let node = nodes[value.index]
        return node.kind == .object || node.kind == .array ? Int(node.count) : 0
    }

    /// Whether a string holds bytes or escapes the reader already reported (invalid UTF-8, lone surrogates,
    /// raw control characters). Its decoded text holds U+FFFD in their place.
    public func isFlawed(_ value: JSONValue) -> Bool { nodes[value.index].flags & JSONNode.flawed != 0 }

    /// Whether an object key repeats an earlier key of its object (the reader reported it).
    public func isDuplicateKey(_ value: JSONValue) -> Bool { nodes[value.index].flags & JSONNode.duplicateKey != 0 }

    /// Calls `body` with the key and the value of each field of an object, in order.
    @inline(__always)
    public func forEachMember(of object: JSONValue, _ body: (_ key: JSONValue, _ value: JSONValue) throws -> Void) rethrows {
        let node = nodes[object.index]
        guard node.kind == .object else { return }
        var row = object.index + 1
        for _ in 0..<node.count {
            let value = row + 1
            try body(JSONValue(index: row), JSONValue(index: value))
            row = next(after: value)
        }
    }

    /// Calls `body` with the position (from 0) and the value of each element of an array, in order.
    @inline(__always)
    public func forEachElement(of array: JSONValue, _ body: (_ position: Int, _ element: JSONValue) throws -> Void) rethrows {
        let node = nodes[array.index]
        guard node.kind == .array else { return }
        var row = array.index + 1
        for position in 0..<Int(node.count) {
            try body(position, JSONValue(index: row))
            row = next(after: row)
        }
    }

    /// The row just past `row` and everything inside it.
    @inline(__always)
    private func next(after row: Int) -> Int {
        let node = nodes[row]
        return node.kind == .object || node.kind == .array ? Int(node.end) : row + 1
    }

    // MARK: Strings

    /// The text of a string value (nil for any other kind), with escapes decoded. Bytes that are not UTF-8 and
    /// lone surrogates become U+FFFD.
    public func string(_ value: JSONValue) -> String? {
        let node = nodes[value.index]
        guard node.kind == .string else { return nil }
        let start = Int(node.offset) + 1, end = Int(node.end)
        return bytes.withUnsafeBufferPointer { buffer in
            let content = UnsafeBufferPointer(rebasing: buffer[start..<end])
            if node.flags & JSONNode.escaped == 0 { return String(decoding: content, as: UTF8.self) }
            return String(decoding: Self.unescaped(content), as: UTF8.self)
        }
    }

    /// Whether a string value's text is exactly `text` (ASCII). Cheap for strings without escapes.
    public func string(_ value: JSONValue, is text: StaticString) -> Bool {
        let node = nodes[value.index]
        guard node.kind == .string else { return false }
        if node.flags & JSONNode.escaped != 0 { return string(value) == text.description }
        let start = Int(node.offset) + 1, length = Int(node.end) - start
        guard length == text.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let expected = text.utf8Start
            for index in 0..<length where buffer[start + index] != expected[index] { return false }
            return true
        }
    }

    /// Decodes the escapes of a string's content, which the reader has already checked.
    static func unescaped(_ content: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = 0
        let count = content.count
        while index < count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < count else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = content[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexQuad(content, at: index) else {
                    appendScalar(0xFFFD, to: &output)
                    continue
                }
                index += 4
                if (0xD800...0xDBFF).contains(unit), index + 1 < count, content[index] == UInt8(ascii: "\\"),
                   content[index + 1] == UInt8(ascii: "u"), let low = hexQuad(content, at: index + 2),
                   (0xDC00...0xDFFF).contains(low) {
                    index += 6
                    appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &output)
                } else if (0xD800...0xDFFF).contains(unit) {
                    appendScalar(0xFFFD, to: &output)
                } else {
                    appendScalar(unit, to: &output)
                }
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            default: appendScalar(0xFFFD, to: &output)
            }
        }
        return output
    }

    /// The value of four hexadecimal digits at `index`, or nil.
    static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(bytes[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    @inline(__always)
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    // MARK: Numbers

    /// The value of a number as a whole number, when it is one that fits an `Int` exactly (`2`, `2.0`, `20e-1`).
    public func integer(_ value: JSONValue) -> Int? {
        let node = nodes[value.index]
        guard node.kind == .number else { return nil }
        let start = Int(node.offset), end = Int(node.end)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = start
            let negative = buffer[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var magnitude = 0
            var isPlain = end - index <= 18
            while isPlain && index < end {
                let byte = buffer[index]
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { isPlain = false; break }
                magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0"))
                index += 1
            }
            if isPlain { return negative ? -magnitude : magnitude }
            guard let double = Double(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)),
                  double.rounded() == double, abs(double) < 9.0e15 else { return nil }
            return Int(double)
        }
    }

    /// A number's whole text as written (nil for any other kind).
    public func numberLiteral(_ value: JSONValue) -> String? {
        let node = nodes[value.index]
        guard node.kind == .number else { return nil }
        return String(decoding: bytes[Int(node.offset)..<Int(node.end)], as: UTF8.self)
    }

    /// A number's text as written, for messages (at most 24 characters).
    public func numberText(_ value: JSONValue) -> String? {
        let node = nodes[value.index]
        guard node.kind == .number else { return nil }
        let start = Int(node.offset), end = min(Int(node.end), Int(node.offset) + 24)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return end < Int(node.end) ? text + "…" : text
    }
}
