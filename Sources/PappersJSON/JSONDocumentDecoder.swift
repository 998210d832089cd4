/// Decodes `Decodable` values from a document the strict reader made, so that what the program keeps as JSON
/// (records, rosters, results) goes through the same reader as packs, and every error knows where it is.
///
/// It accepts what Foundation's `JSONDecoder` accepted for the same types: unknown fields are ignored, a
/// repeated key takes its first value, optional fields may be missing or null, a whole number may be written
/// as `2.0` or `2e0` (a number that is not a whole number the field can hold is refused), and a string is
/// refused for bytes that are not UTF-8 or a bad escape only when a field reads it (a key, when its object is
/// read).
public enum JSONDocumentDecoder {
    /// The value of type `T` at `value` (the root by default). `issues` are the reader's, to name what is wrong
    /// with a string the type reads (a string no field reads may be flawed, as `JSONDecoder` let it be).
    public static func decode<T: Decodable>(
        _ type: T.Type, from document: JSONDocument, at value: JSONValue? = nil, issues: [JSONIssue] = []
    ) throws(JSONDecodingError) -> T {
        let start = value ?? document.root
        do {
            return try T(from: DocumentDecoder(document: document, value: start, codingPath: []))
        } catch let error as FlawedString {
            let issue = issues.first { ($0.kind == .flawedString || $0.kind == .flawedKey) && $0.offset >= error.offset }
            throw JSONDecodingError(
                .flawedText(issue?.message ?? "the string is not valid text"), path: error.codingPath,
                offset: issue?.offset ?? error.offset)
        } catch let error as NumberOutOfRange {
            throw JSONDecodingError(
                .notAWholeNumber(error.text, range: error.range), path: error.codingPath, offset: error.offset)
        } catch let error as DecodingError {
            throw JSONDecodingError(error, in: document)
        } catch {
            throw JSONDecodingError(.invalid(String(describing: error)), path: [], offset: document.offset(of: start))
        }
    }
}

/// Why a value could not be decoded, where in the document, and the field's path.
public struct JSONDecodingError: Error, Sendable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        /// A field the type needs is not in its object.
        case missingField(String)
        /// The value is of another kind: "a string", "an integer", "true or false", "an array", "an object".
        case expected(String)
        /// The value is null where the type needs one.
        case expectedFoundNull(String)
        /// A number that is not a whole number in `range` (its text as written, shortened).
        case notAWholeNumber(String, range: String)
        /// The type itself refused the value (an unknown action, a status that does not exist).
        case invalid(String)
        /// A string the type reads holds what the reader reported (bytes that are not UTF-8, a bad escape).
        case flawedText(String)
    }

    public let problem: Problem
    /// The field's path as `setup.teams[1].players`; empty for the document itself.
    public let path: String
    /// The byte offset of the value (or of the object missing a field).
    public let offset: Int

    init(_ problem: Problem, path: [any CodingKey], offset: Int) {
        self.problem = problem
        self.path = Self.path(path)
        self.offset = offset
    }

    /// One line: `setup.seed: expected an integer`, `the field "t" is missing in journal[0]`. Not inert: the path
    /// and the type's words quote the document, so a caller shows it through `UnsafeText.inert`.
    public var description: String {
        let place = path.isEmpty ? "the document" : path
        switch problem {
        case .missingField(let key): return "the field \"\(key)\" is missing" + (path.isEmpty ? "" : " in \(path)")
        case .expected(let kind): return "\(place): expected \(kind)"
        case .expectedFoundNull(let kind): return "\(place): expected \(kind), found null"
        case .notAWholeNumber(let text, let range): return "\(place): \(text) is not a whole number from \(range)"
        case .invalid(let text): return "\(place): \(text)"
        case .flawedText(let text): return "not valid JSON: \(text)"
        }
    }

    init(_ error: DecodingError, in document: JSONDocument) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(.missingField(key.stringValue), path: context.codingPath, offset: Self.offset(of: context.codingPath, in: document))
        case .typeMismatch(let type, let context):
            self.init(.expected(Self.name(of: type)), path: context.codingPath, offset: Self.offset(of: context.codingPath, in: document))
        case .valueNotFound(let type, let context):
            self.init(
                .expectedFoundNull(Self.name(of: type)), path: context.codingPath,
                offset: Self.offset(of: context.codingPath, in: document))
        case .dataCorrupted(let context):
            self.init(.invalid(context.debugDescription), path: context.codingPath, offset: Self.offset(of: context.codingPath, in: document))
        @unknown default:
            self.init(.invalid(String(describing: error)), path: [], offset: 0)
        }
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    /// Where the value at `codingPath` starts: as far down the path as the document goes.
    static func offset(of codingPath: [any CodingKey], in document: JSONDocument) -> Int {
        var value = document.root
        for key in codingPath {
            var next: JSONValue?
            if let index = key.intValue, document.kind(of: value) == .array {
                document.forEachElement(of: value) { position, element in
                    if position == index && next == nil { next = element }
                }
            } else if document.kind(of: value) == .object {
                document.forEachMember(of: value) { name, member in
                    if next == nil, document.string(name) == key.stringValue { next = member }
                }
            }
            guard let found = next else { break }
            value = found
        }
        return document.offset(of: value)
    }

    static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is any FixedWidthInteger.Type: "an integer"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "a \(type)"
        }
    }
}

/// A string that holds something the reader reported, read by the type.
struct FlawedString: Error {
    let offset: Int
    let codingPath: [any CodingKey]
}

/// A number that is not a whole number the decoded type can hold.
struct NumberOutOfRange: Error {
    let text: String
    let range: String
    let codingPath: [any CodingKey]
    let offset: Int
}

struct IndexCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) { intValue = index; stringValue = String(index) }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { nil }
}

extension JSONDocument {
    /// The value of a number as a whole number of type `T`, as `JSONDecoder` reads one: its digits when it has
    /// no fraction or exponent, else the number it stands for when that is whole and fits (`2.0`, `1e3`).
    public func wholeNumber<T: FixedWidthInteger>(_ value: JSONValue, as type: T.Type) -> T? {
        guard let text = numberLiteral(value) else { return nil }
        if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            if let exact = T(text) { return exact }
            return text == "-0" ? 0 : nil
        }
        guard let double = Double(text), double.isFinite, double.rounded() == double else { return nil }
        return T(exactly: double)
    }
}

private struct DocumentDecoder: Decoder {
    let document: JSONDocument
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try expect(.object, [String: Any].self)
        var fields: [String: JSONValue] = [:]
        var order: [String] = []
        var flawedKey: JSONValue?
        document.forEachMember(of: value) { key, member in
            if flawedKey == nil, document.isFlawed(key) { flawedKey = key }
            let name = document.string(key) ?? ""
            if fields[name] == nil {
                fields[name] = member
                order.append(name)
            }
        }
        if let flawedKey { throw FlawedString(offset: document.offset(of: flawedKey), codingPath: codingPath) }
        return KeyedDecodingContainer(
            KeyedContainer<Key>(document: document, fields: fields, order: order, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try expect(.array, [Any].self)
        var elements: [JSONValue] = []
        document.forEachElement(of: value) { _, element in elements.append(element) }
        return UnkeyedContainer(document: document, elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    private func expect(_ kind: JSONKind, _ type: Any.Type) throws {
        let found = document.kind(of: value)
        guard found != kind else { return }
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected \(kind.described), found \(found.described)")
        throw found == .null ? DecodingError.valueNotFound(type, context) : DecodingError.typeMismatch(type, context)
    }
}

extension DocumentDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { document.kind(of: value) == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch document.kind(of: value) {
        case .true: return true
        case .false: return false
        default: throw mismatch(type)
        }
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = document.string(value) else { throw mismatch(type) }
        if document.isFlawed(value) { throw FlawedString(offset: document.offset(of: value), codingPath: codingPath) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let text = document.numberLiteral(value), let number = Double(text) else { throw mismatch(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard document.kind(of: value) == .number else { throw mismatch(type) }
        guard let number = document.wholeNumber(value, as: type) else {
            throw NumberOutOfRange(
                text: document.numberText(value) ?? "", range: "\(T.min) to \(T.max)", codingPath: codingPath,
                offset: document.offset(of: value))
        }
        return number
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        let found = document.kind(of: value)
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected \(JSONDecodingError.name(of: type)), found \(found.described)")
        return found == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: JSONDocument
    let fields: [String: JSONValue]
    let order: [String]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { order.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    private func decoder(for key: Key) throws -> DocumentDecoder {
        guard let value = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no field \"\(key.stringValue)\""))
        }
        return DocumentDecoder(document: document, value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decode(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let value = fields["super"] else {
            throw DecodingError.keyNotFound(
                IndexCodingKey(0), DecodingError.Context(codingPath: codingPath, debugDescription: "no field \"super\""))
        }
        return DocumentDecoder(document: document, value: value, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let document: JSONDocument
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(document: JSONDocument, elements: [JSONValue], codingPath: [any CodingKey]) {
        self.document = document
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private func decoder(_ type: Any.Type) throws -> DocumentDecoder {
        let key = IndexCodingKey(currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "the array has no more elements"))
        }
        return DocumentDecoder(document: document, value: elements[currentIndex], codingPath: codingPath + [key])
    }

    mutating func decodeNil() throws -> Bool {
        let isNull = try decoder(Never.self).decodeNil()
        if isNull { currentIndex += 1 }
        return isNull
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder(type).decode(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder([String: Any].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder([Any].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let inner = try decoder(Any.self)
        currentIndex += 1
        return inner
    }
}
