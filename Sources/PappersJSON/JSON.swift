/// A JSON value to write. Objects keep their fields in the order given, so the same value always gives the
/// same bytes (`JSON.text(layout:)`); numbers are kept as the digits they are written with.
///
/// Reading goes the other way through `JSONReader` and `JSONDocument`, which remember where each value was.
public indirect enum JSON: Sendable {
    case object([(key: String, value: JSON)])
    case array([JSON])
    case string(String)
    /// A number as its JSON text: build it with `JSON.number(_:)`.
    case number(String)
    case bool(Bool)
    case null

    /// A whole number.
    public static func number(_ value: some BinaryInteger) -> JSON { .number(String(value)) }

    /// A whole number (the common case, without the generic conversion's cost).
    public static func number(_ value: Int) -> JSON { .number(value.description) }

    /// A whole number, such as a seed.
    public static func number(_ value: UInt64) -> JSON { .number(value.description) }

    /// `value`, or null when there is none.
    public static func optional(_ value: JSON?) -> JSON { value ?? .null }

    /// Whether the value is a string, number, boolean, null, or an object holding only such values (at any
    /// depth): what fits on one line of an indented document.
    public var isFlat: Bool {
        switch self {
        case .object(let fields): fields.allSatisfy { $0.value.isFlat }
        case .array: false
        default: true
        }
    }

    /// Whether the value is an empty object or array.
    var isEmptyContainer: Bool {
        switch self {
        case .object(let fields): fields.isEmpty
        case .array(let elements): elements.isEmpty
        default: false
        }
    }
}
