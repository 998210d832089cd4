/// Turns an `Encodable` value into a `JSON` value, object keys sorted by their Unicode scalars: the bytes
/// Foundation's `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes` for the values the
/// program keeps (rules, teams, results), without depending on it.
///
/// Only what those values hold is supported: strings, booleans, whole numbers, arrays, objects and nil.
/// A floating-point number is refused (`EncodingError.invalidValue`).
public enum JSONValueEncoder {
    public static func json<T: Encodable>(_ value: T) throws -> JSON {
        let root = EncodingBox()
        try value.encode(to: ValueEncoder(box: root, codingPath: []))
        return root.json
    }
}

/// A value being built: filled once by a single-value container, or grown by a keyed or unkeyed one.
private final class EncodingBox {
    enum Content {
        case empty
        case value(JSON)
        case object([String: EncodingBox])
        case array([EncodingBox])
    }

    var content: Content = .empty

    var json: JSON {
        switch content {
        case .empty: .object([])
        case .value(let value): value
        case .object(let fields):
            .object(fields.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
                .map { (key: $0, value: fields[$0]!.json) })
        case .array(let elements): .array(elements.map(\.json))
        }
    }

    func field(_ key: String) -> EncodingBox {
        var fields: [String: EncodingBox] = [:]
        if case .object(let existing) = content { fields = existing }
        let box = fields[key] ?? EncodingBox()
        fields[key] = box
        content = .object(fields)
        return box
    }

    func element() -> EncodingBox {
        var elements: [EncodingBox] = []
        if case .array(let existing) = content { elements = existing }
        let box = EncodingBox()
        elements.append(box)
        content = .array(elements)
        return box
    }

    func startObject() { if case .object = content {} else { content = .object([:]) } }
    func startArray() { if case .array = content {} else { content = .array([]) } }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) { intValue = index; stringValue = String(index) }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { return nil }
}

private struct ValueEncoder: Encoder {
    let box: EncodingBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.startObject()
        return KeyedEncodingContainer(KeyedContainer(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.startArray()
        return UnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(box: box, codingPath: codingPath) }
}


private func scalar<T: Encodable>(_ value: T, at codingPath: [any CodingKey]) throws -> JSON? {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as any BinaryInteger: return .number(String(describing: number))
    case is Double, is Float:
        throw EncodingError.invalidValue(
            value, EncodingError.Context(codingPath: codingPath, debugDescription: "floating-point numbers are not written"))
    default: return nil
    }
}

private func encode<T: Encodable>(_ value: T, into box: EncodingBox, at codingPath: [any CodingKey]) throws {
    if let json = try scalar(value, at: codingPath) {
        box.content = .value(json)
    } else {
        try value.encode(to: ValueEncoder(box: box, codingPath: codingPath))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: EncodingBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { box.field(key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try PappersJSON.encode(value, into: box.field(key.stringValue), at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let inner = box.field(key.stringValue)
        inner.startObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: inner, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let inner = box.field(key.stringValue)
        inner.startArray()
        return UnkeyedContainer(box: inner, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(box: box.field("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(box: box.field(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: EncodingBox
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let elements) = box.content { return elements.count }
        return 0
    }

    mutating func encodeNil() throws { box.element().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = IndexKey(count)
        try PappersJSON.encode(value, into: box.element(), at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = IndexKey(count)
        let inner = box.element()
        inner.startObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: inner, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = IndexKey(count)
        let inner = box.element()
        inner.startArray()
        return UnkeyedContainer(box: inner, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let key = IndexKey(count)
        return ValueEncoder(box: box.element(), codingPath: codingPath + [key])
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let box: EncodingBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { try PappersJSON.encode(value, into: box, at: codingPath) }
}
