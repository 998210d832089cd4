/// What to draw instead of a character the terminal's locale cannot show (an ISO-8859-1 or ASCII locale): the
/// nearest ASCII character, so that block letters, boxes, arrows and ticks stay readable instead of rows of `?`.
///
/// Block elements become `#` (an upper half `"`, a lower half `_`), box lines `-`, `|` and `+`, arrows `<` `>`
/// `^` `v`, ticks and crosses `x`, dashes `-`, the middle dot `.`, curly quotes straight ones, and letters with
/// accents their plain letter (for a locale that has no accents at all). Anything else has no fallback.
enum ASCIIFallback {
    static func character(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        switch value {
        case 0x2580, 0x2594: return "\""              // ▀ ▔
        case 0x2581...0x2584: return "_"              // ▁ ▂ ▃ ▄
        case 0x2585...0x259F: return "#"              // ▅ … █ ▌ ▐ ░ ▒ ▓ quadrants
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578,
             0x257A, 0x257C, 0x257E:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579,
             0x257B, 0x257D, 0x257F:
            return "|"
        case 0x2500...0x257F: return "+"              // corners, tees, crosses, rounded corners
        case 0x2190, 0x25C0, 0x25C4, 0x2039, 0x00AB: return "<"   // ← ◀ ◄ ‹ «
        case 0x2192, 0x25B6, 0x25BA, 0x203A, 0x00BB: return ">"   // → ▶ ► › »
        case 0x2191, 0x25B2: return "^"               // ↑ ▲
        case 0x2193, 0x25BC: return "v"               // ↓ ▼
        case 0x2713, 0x2714, 0x2717, 0x2718, 0x00D7: return "x"   // ✓ ✔ ✗ ✘ ×
        case 0x2010...0x2015, 0x2212: return "-"      // hyphens, – — ―, −
        case 0x00B7, 0x2022, 0x2026, 0x2027, 0x22C5: return "."   // · • … ‧ ⋅
        case 0x2018, 0x2019, 0x201A, 0x201B: return "'"
        case 0x201C, 0x201D, 0x201E, 0x201F: return "\""
        case 0x00A1: return "!"
        case 0x00BF: return "?"
        case 0x00A0, 0x2007, 0x202F: return " "
        case 0x2605, 0x2606: return "*"               // ★ ☆
        default: return letter(value).map { Unicode.Scalar($0) }
        }
    }

    /// The plain letter of a Latin letter with an accent (Latin-1 and the Catalan ŀ).
    private static func letter(_ value: UInt32) -> UInt8? {
        guard (0xC0...0xFF).contains(value) || (0x13F...0x140).contains(value) else { return nil }
        if value == 0x13F { return UInt8(ascii: "L") }
        if value == 0x140 { return UInt8(ascii: "l") }
        let table = Array("AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo-ouuuuyty".utf8)
        let letter = table[Int(value - 0xC0)]
        return letter == UInt8(ascii: "x") || letter == UInt8(ascii: "-") ? nil : letter
    }
}
