/// Writes JSON by hand, for output whose bytes must never change between runs or Swift versions: keys in a
/// fixed order, no spaces, integers only.
struct JSONText {
    private(set) var text = ""

    init() { text.reserveCapacity(512) }

    mutating func raw(_ piece: String) { text += piece }

    mutating func string(_ value: String) {
        text += "\""
        if Self.needsNoEscape(value) {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// Whether `value` is printable ASCII without quotes or backslashes (names, keys, most words): written as it
    /// is, without looking at each scalar.
    private static func needsNoEscape(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    mutating func key(_ name: String) {
        separator()
        string(name)
        text += ":"
    }

    /// A comma, unless the text is empty or a value opens just before. (The last byte, not the last
    /// `Character`, which would be found by breaking the text into graphemes backwards.)
    mutating func separator() {
        if let last = text.utf8.last, last != UInt8(ascii: "{") && last != UInt8(ascii: "[") { text += "," }
    }

    mutating func array<T>(_ values: [T], _ write: (inout JSONText, T) -> Void) {
        text += "["
        for value in values {
            separator()
            write(&self, value)
        }
        text += "]"
    }
}
