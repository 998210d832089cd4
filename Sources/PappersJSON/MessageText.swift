import PappersText

/// How problem messages show text taken from a file: quoted, shortened, and never able to act on a terminal.
package enum MessageText {
    /// `text` in double quotes, unsafe characters replaced by U+FFFD, cut to `limit` columns with "…".
    package static func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
        let inert = UnsafeText.inert(text)
        if TextWidth.columns(of: inert) <= limit { return "\"\(inert)\"" }
        return "\"\(TextWidth.prefix(of: inert, fitting: limit - 1).text)…\""
    }

    /// How a message names one character: "'é'", "control character U+0009", "escape character (ESC, U+001B) …".
    package static func describe(scalar: Unicode.Scalar) -> String {
        if scalar.value == 0x27 { return "\"'\"" }
        switch UnsafeText.firstProblem(in: String(scalar)) {
        case nil: return "'\(scalar)'"
        case .combiningMarkWithoutBase?: return UnsafeText.Problem.code(scalar)
        case let problem?: return problem.description
        }
    }

    /// A byte in two hexadecimal digits, upper case.
    package static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }

    /// A UTF-16 unit in four hexadecimal digits, upper case.
    package static func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// "1 word", "3 words".
    package static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
