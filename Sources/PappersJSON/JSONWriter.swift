import PappersText

/// Writes `JSON` values as text: the one writer of every JSON output of the program (`simulate --json`,
/// `history --json`, `packs list --json`, the packs `packs new` makes, exported records, what the store keeps
/// in its database, and the canonical text of the rules that a record's checksum covers).
///
/// Fields come out in the order the value holds them, strings through `JSONString` (the same escapes
/// everywhere), numbers as their digits. Nothing depends on Foundation or on the Swift version, so the bytes
/// of an output never change between runs, machines or releases.
extension JSON {
    /// The value on one line with no spaces: `{"a":1,"b":[1,2]}`.
    public var compactText: String { text(layout: { _, _ in .compact }) }

    /// The value laid out by `rule`, container by container (no final line break).
    public func text(layout rule: JSONLayout.Rule) -> String {
        var output = ""
        var path: [String] = []
        write(to: &output, path: &path, indent: 0, rule: rule, inherited: nil)
        return output
    }

    private func write(
        to output: inout String, path: inout [String], indent: Int, rule: JSONLayout.Rule, inherited: JSONLayout?
    ) {
        switch self {
        case .string(let text): JSONString.append(text, to: &output)
        case .number(let digits): output += digits
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .object, .array:
            let layout = inherited ?? rule(path, self)
            if isEmptyContainer {
                output += isObject ? "{}" : "[]"
                return
            }
            let fieldSeparator: String, keySeparator: String
            var childIndent = indent
            switch layout {
            case .compact: (fieldSeparator, keySeparator) = (",", ":")
            case .line, .paddedLine: (fieldSeparator, keySeparator) = (", ", ": ")
            case .lines:
                childIndent = indent + 2
                fieldSeparator = ",\n" + String(repeating: " ", count: childIndent)
                keySeparator = ": "
            }
            let passed: JSONLayout? = switch layout {
            case .lines: nil
            case .paddedLine: .line
            default: layout
            }
            let padding = layout == .paddedLine && isObject ? " " : ""
            output += (isObject ? "{" : "[") + padding
            if layout == .lines { output += "\n" + String(repeating: " ", count: childIndent) }
            switch self {
            case .object(let fields):
                for (index, field) in fields.enumerated() {
                    if index > 0 { output += fieldSeparator }
                    JSONString.append(field.key, to: &output)
                    output += keySeparator
                    path.append(field.key)
                    field.value.write(to: &output, path: &path, indent: childIndent, rule: rule, inherited: passed)
                    path.removeLast()
                }
            case .array(let elements):
                path.append("[]")
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += fieldSeparator }
                    element.write(to: &output, path: &path, indent: childIndent, rule: rule, inherited: passed)
                }
                path.removeLast()
            default: break
            }
            if layout == .lines { output += "\n" + String(repeating: " ", count: indent) }
            output += padding + (isObject ? "}" : "]")
        }
    }

    private var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
