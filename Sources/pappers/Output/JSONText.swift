import PappersText

/// Writes JSON by hand, for output whose bytes must never change between runs or Swift versions: keys in a
/// fixed order, no spaces, integers only.
struct JSONText {
    private(set) var text = ""

    init() { text.reserveCapacity(512) }

    mutating func raw(_ piece: String) { text += piece }

    mutating func string(_ value: String) { JSONString.append(value, to: &text) }

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
