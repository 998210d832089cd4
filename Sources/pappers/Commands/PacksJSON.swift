import PappersText

/// A JSON value written with its object keys in the order given, for output whose bytes must not change
/// between runs.
indirect enum JSONOutput {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// The value as JSON text, indented by two spaces; arrays of scalars and small objects stay on one line.
    func rendered(indent: Int = 0) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        let outer = String(repeating: " ", count: indent)
        switch self {
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            if fields.allSatisfy({ $0.1.isScalar }) {
                return "{" + fields.map { "\(JSONString.quoted($0.0)): \($0.1.rendered())" }.joined(separator: ", ") + "}"
            }
            return "{\n" + fields.map { "\(inner)\(JSONString.quoted($0.0)): \($0.1.rendered(indent: indent + 2))" }
                .joined(separator: ",\n") + "\n\(outer)}"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            return "[\n" + elements.map { inner + $0.rendered(indent: indent + 2) }.joined(separator: ",\n") + "\n\(outer)]"
        case .string(let text): return JSONString.quoted(text)
        case .int(let number): return String(number)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object(let fields): fields.allSatisfy { $0.1.isScalar }
        case .array: false
        default: true
        }
    }
}
