import PappersText

/// Writes `JSON` values as text: the one writer of every JSON output of the program (`simulate --json`,
/// `history --json`, `packs list --json`, the packs `packs new` makes, exported records, what the store keeps
/// in its database, and the canonical text of the rules that a record's checksum covers).
///
/// Fields come out in the order the value holds them, strings through `JSONString` (the same escapes
/// everywhere), numbers as their digits. Nothing depends on Foundation or on the Swift version, so the bytes
/// of an output never change between runs, machines or releases.
extension JSON {
    /// The value on one line with no spaces: `{"a":1,"b":[1,2]}`. The same text as `text(layout:)` with every
    /// container compact, written as UTF-8 bytes without following the paths a layout rule reads: every
    /// `simulate --json` line comes this way.
    public var compactText: String {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        writeCompact(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func writeCompact(to output: inout [UInt8]) {
        switch self {
        case .string(let text): JSONString.append(text, toBytes: &output)
        case .number(let digits): output.append(contentsOf: digits.utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            for index in fields.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONString.append(fields[index].key, toBytes: &output)
                output.append(UInt8(ascii: ":"))
                fields[index].value.writeCompact(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                elements[index].writeCompact(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        }
    }

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
