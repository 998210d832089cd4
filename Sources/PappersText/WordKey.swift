/// The key under which two words count as the same word: canonically equivalent after case folding.
///
/// Swift compares strings by canonical equivalence, so "é" written precomposed and "e" plus a combining acute
/// give equal keys without an explicit NFC pass. Runs of spaces count as one, and the ends are trimmed. Pure
/// ASCII, most words, takes a byte-level fast path.
public enum WordKey {
    /// The strict key: case and spacing ignored, accents kept ("Pa" and "pà" differ).
    public static func strict(_ text: String) -> String {
        var text = text
        if let key = text.withUTF8(asciiKey) { return key }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased()
    }

    public static func strict(_ text: some StringProtocol) -> String { strict(String(text)) }

    /// The key of pure ASCII text, byte by byte; nil when the text is not ASCII.
    private static func asciiKey(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        for byte in bytes where byte >= 0x80 { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if byte == 0x20 || byte == 0x09 {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    output[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                output[count] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// The loose key: also ignores accents and other diacritics ("cafe" and "Café" are the same), for
    /// catching players who type a word the bowl already holds.
    public static func loose(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in strict(text).decomposedScalars() {
            let category = scalar.properties.generalCategory
            if category == .nonspacingMark || category == .enclosingMark { continue }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}

private extension String {
    /// The scalars of the string with precomposed letters split into base and marks, as far as the Unicode
    /// data of the standard library tells (canonical decomposition of each character).
    func decomposedScalars() -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for scalar in unicodeScalars {
            if let decomposition = Self.latinDecomposition[scalar] {
                result.append(contentsOf: decomposition.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return result
    }

    /// Accented Latin letters of the languages Pappers ships, mapped to their base letter.
    static let latinDecomposition: [Unicode.Scalar: String] = {
        let table: [(String, String)] = [
            ("àáâãäåā", "a"), ("çćč", "c"), ("èéêëēė", "e"), ("ìíîïī", "i"), ("ñń", "n"),
            ("òóôõöøō", "o"), ("ùúûüū", "u"), ("ýÿ", "y"), ("šś", "s"), ("žźż", "z"), ("ł", "l"),
        ]
        var map: [Unicode.Scalar: String] = [:]
        for (accented, base) in table {
            for scalar in accented.unicodeScalars { map[scalar] = base }
        }
        return map
    }()
}
