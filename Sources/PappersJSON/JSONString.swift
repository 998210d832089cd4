/// JSON string literals, written the same way by every output of the program (`simulate --json`, `export`,
/// `packs list --json`), so their bytes never depend on Foundation's encoder or on the Swift version.
///
/// Quotes, backslashes, C0 and C1 controls, DEL and the line and paragraph separators (U+2028, U+2029, which
/// end a line in JavaScript) are escaped; everything else is written as UTF-8.
enum JSONString {
    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var literal = ""
        append(text, to: &literal)
        return literal
    }

    /// Appends `text` as a JSON string literal to `output`.
    static func append(_ text: String, to output: inout String) {
        if needsNoEscape(text) {
            output += "\""
            output += text
            output += "\""
        } else {
            var bytes: [UInt8] = []
            append(text, toBytes: &bytes)
            output += String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Appends `text` as a JSON string literal to `output`, as UTF-8.
    static func append(_ text: String, toBytes output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if needsNoEscape(text) {
            output.append(contentsOf: text.utf8)
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output.append(contentsOf: "\\\"".utf8)
                case "\\": output.append(contentsOf: "\\\\".utf8)
                case "\n": output.append(contentsOf: "\\n".utf8)
                case "\r": output.append(contentsOf: "\\r".utf8)
                case "\t": output.append(contentsOf: "\\t".utf8)
                default:
                    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                        || scalar.value == 0x2029 {
                        let hex = String(scalar.value, radix: 16)
                        output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                    } else {
                        output.append(contentsOf: UTF8.encode(scalar)!)
                    }
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether `text` is printable ASCII without quotes or backslashes (names, keys, most words): copied whole,
    /// without looking at each scalar.
    private static func needsNoEscape(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }
}
