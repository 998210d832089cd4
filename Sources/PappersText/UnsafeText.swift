/// Finds characters that must never reach a terminal from a word, a pack or a name.
///
/// A terminal obeys some characters instead of showing them: ESC starts sequences that move the cursor,
/// retitle the window or write the clipboard; C1 controls do the same in one byte; bidirectional overrides
/// and zero-width characters make text read differently from what it holds. Text from a file or a player is
/// checked here and refused when it holds any of them.
public enum UnsafeText {
    /// What is wrong with a piece of text, with the offending scalar.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        case escape
        case controlCharacter(Unicode.Scalar)
        case bidirectionalControl(Unicode.Scalar)
        case invisibleCharacter(Unicode.Scalar)
        case lineBreak(Unicode.Scalar)
        case privateUse(Unicode.Scalar)
        case unassigned(Unicode.Scalar)
        case combiningMarkWithoutBase(Unicode.Scalar)

        public var description: String {
            switch self {
            case .escape: "escape character (ESC, U+001B) that could drive the terminal"
            case .controlCharacter(let s): "control character \(Self.code(s))"
            case .bidirectionalControl(let s): "bidirectional control \(Self.code(s)) that reorders text"
            case .invisibleCharacter(let s): "invisible character \(Self.code(s))"
            case .lineBreak(let s): "line break \(Self.code(s))"
            case .privateUse(let s): "private-use character \(Self.code(s))"
            case .unassigned(let s): "unassigned code point \(Self.code(s))"
            case .combiningMarkWithoutBase(let s): "combining mark \(Self.code(s)) with no letter before it"
            }
        }

        /// `U+001B` style.
        public static func code(_ scalar: Unicode.Scalar) -> String {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// The first problem in `text`, or nil when all of it is safe to show.
    public static func firstProblem(in text: String) -> Problem? {
        var text = text
        if text.withUTF8(isPrintableASCII) { return nil }
        return scan(text)
    }

    public static func firstProblem(in text: some StringProtocol) -> Problem? { firstProblem(in: String(text)) }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    private static func scan(_ text: String) -> Problem? {
        var previousIsBase = false
        for scalar in text.unicodeScalars {
            if let problem = problem(with: scalar, previousIsBase: &previousIsBase) { return problem }
        }
        return nil
    }

    /// Whether `text` is safe to show as it is.
    public static func isSafe(_ text: String) -> Bool { firstProblem(in: text) == nil }

    public static func isSafe(_ text: some StringProtocol) -> Bool { firstProblem(in: String(text)) == nil }

    /// `text` with every unsafe scalar replaced by a visible stand-in (U+FFFD), for showing text that was
    /// refused (in an error message, say) without letting it act on the terminal. The result is always safe.
    public static func inert(_ text: some StringProtocol) -> String {
        var whole = String(text)
        if whole.withUTF8(isPrintableASCII) { return whole }
        var result = String.UnicodeScalarView()
        var previousIsBase = false
        for scalar in text.unicodeScalars {
            if problem(with: scalar, previousIsBase: &previousIsBase) == nil {
                result.append(scalar)
            } else {
                result.append("\u{FFFD}")
                previousIsBase = true
            }
        }
        return String(result)
    }

    /// The problem with `scalar` where it stands: after a base character or not (a combining mark needs one).
    private static func problem(with scalar: Unicode.Scalar, previousIsBase: inout Bool) -> Problem? {
        // Printable ASCII, most of any text: no mark, and only the space is white (the Unicode tables are slow).
        if scalar.value >= 0x20 && scalar.value < 0x7F {
            previousIsBase = scalar.value != 0x20
            return nil
        }
        if let problem = problem(with: scalar) { return problem }
        let isMark = scalar.isCombiningMark
        if isMark && !previousIsBase { return .combiningMarkWithoutBase(scalar) }
        previousIsBase = isMark ? previousIsBase : !scalar.properties.isWhitespace
        return nil
    }

    private static func problem(with scalar: Unicode.Scalar) -> Problem? {
        let value = scalar.value
        if value == 0x1B { return .escape }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return .controlCharacter(scalar) }
        if value < 0xA0 { return nil }
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return .bidirectionalControl(scalar)
        case 0x2028, 0x2029, 0x0085: return .lineBreak(scalar)
        // Hangul fillers: letters by category, but they show nothing (a name of them looks blank).
        case 0x115F, 0x1160, 0x3164, 0xFFA0: return .invisibleCharacter(scalar)
        default: break
        }
        switch scalar.properties.generalCategory {
        case .format, .control: return .invisibleCharacter(scalar)
        case .privateUse: return .privateUse(scalar)
        case .unassigned, .surrogate: return .unassigned(scalar)
        case .lineSeparator, .paragraphSeparator: return .lineBreak(scalar)
        default: return nil
        }
    }
}
