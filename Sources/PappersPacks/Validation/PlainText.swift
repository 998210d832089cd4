/// A one-pass fast path for the text most packs hold: printable ASCII and the accented letters of Latin-1 and
/// Latin Extended-A (U+00A0–U+017F, which covers Catalan, Spanish, French, German, Portuguese, Italian and more).
///
/// Every such character is safe to show, one column wide, its own grapheme and no combining mark, so the checks
/// of `UnsafeText`, `TextWidth` and `WordKey` reduce to counting and lower-casing, without the per-character
/// Unicode property lookups that dominate loading otherwise. Text outside this set takes the general path.
enum PlainText {
    /// What one pass over a plain text learns.
    struct Facts {
        /// Characters (code points), which here are also the terminal columns.
        var characters = 0
        var isASCII = true
        /// No space at either end, no two spaces in a row, no no-break space: `WordKey.strict` would keep every
        /// space as it is.
        var isTidy = true
    }

    /// The facts of `text`, or nil when it holds anything outside the plain set (soft hyphen U+00AD excluded).
    static func facts(_ text: String) -> Facts? {
        var text = text
        return text.withUTF8 { facts(utf8: $0) }
    }

    static func facts(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Facts? {
        var facts = Facts()
        var index = 0
        let count = bytes.count
        var previousWasSpace = true
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20 && byte < 0x7F else { return nil }
                let isSpace = byte == 0x20
                if isSpace && previousWasSpace { facts.isTidy = false }
                previousWasSpace = isSpace
                index += 1
            } else {
                guard index + 1 < count, byte >= 0xC2, byte <= 0xC5 else { return nil }
                let next = bytes[index + 1]
                guard next & 0xC0 == 0x80 else { return nil }
                if byte == 0xC2 {
                    guard next >= 0xA0, next != 0xAD else { return nil }
                    if next == 0xA0 { facts.isTidy = false }
                }
                facts.isASCII = false
                previousWasSpace = false
                index += 2
            }
            facts.characters += 1
        }
        if previousWasSpace { facts.isTidy = false }
        return facts
    }

    /// The duplicate key of a tidy plain text, equal to `WordKey.strict(text)`: the text lower-cased, byte by
    /// byte for ASCII and the Latin letters whose lower case is one letter of the same length in UTF-8.
    /// Text already in lower case is its own key, sharing its storage (most words are: one allocation fewer).
    static func key(of text: String, facts: Facts) -> String {
        var text = text
        let (isLower, lower) = text.withUTF8 { bytes in
            isLowercase(utf8: bytes) ? (true, nil) : (false, lowercased(utf8: bytes))
        }
        return isLower ? text : lower ?? text.lowercased()
    }

    /// Whether `lowercased(utf8:)` would give the same bytes back.
    static func isLowercase(utf8 source: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte < 0x80 {
                if byte >= 0x41 && byte <= 0x5A { return false }
                index += 1
                continue
            }
            let scalar = UInt32(byte & 0x1F) << 6 | UInt32(source[index + 1] & 0x3F)
            guard lowercase(scalar) == scalar else { return false }
            index += 2
        }
        return true
    }

    /// Lower-cases plain text in place of `String.lowercased()`; nil for the one letter of the range whose lower
    /// case is longer (U+0130, capital I with dot above), left to the standard library.
    static func lowercased(utf8 source: UnsafeBufferPointer<UInt8>) -> String? {
        var failed = false
        let result = String(unsafeUninitializedCapacity: source.count) { target in
            var index = 0
            while index < source.count {
                let byte = source[index]
                if byte < 0x80 {
                    target[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    index += 1
                    continue
                }
                let scalar = UInt32(byte & 0x1F) << 6 | UInt32(source[index + 1] & 0x3F)
                guard let lower = lowercase(scalar) else {
                    failed = true
                    return 0
                }
                target[index] = 0xC0 | UInt8(lower >> 6)
                target[index + 1] = 0x80 | UInt8(lower & 0x3F)
                index += 2
            }
            return source.count
        }
        return failed ? nil : result
    }

    /// The lower case of a scalar in U+0080–U+017F, by the Unicode case tables for those blocks.
    @inline(__always)
    private static func lowercase(_ scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0xC0...0xDE where scalar != 0xD7: scalar + 0x20
        case 0x100...0x12F, 0x132...0x137, 0x14A...0x177: scalar | 1
        case 0x139...0x148, 0x179...0x17E: scalar & 1 == 1 ? scalar + 1 : scalar
        case 0x130: nil
        case 0x178: 0xFF
        default: scalar
        }
    }
}
