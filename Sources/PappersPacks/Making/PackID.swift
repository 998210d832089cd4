import PappersText

/// Pack ids: what makes one valid, and the id a pack's name suggests.
public enum PackID {
    /// Whether `id` follows the format's rule, `^[a-z0-9][a-z0-9-]{0,39}$`.
    public static func isValid(_ id: String) -> Bool {
        PackDecoding.isSlug(id, maxLength: PackFormat.maxIDCharacters)
    }

    /// The id a name suggests: lower case, accents folded (`ç` → `c`, `à` → `a`), `·` and apostrophes dropped
    /// (`Col·legi d'Horta` → `collegi-dhorta`), every other run of characters outside `a`–`z` and `0`–`9`
    /// made one hyphen, no hyphen at either end, cut at a hyphen to at most 40 characters. Nil when nothing is left (a name in
    /// another script, say): then the id must be given.
    public static func derived(from name: String) -> String? {
        var id = ""
        var pendingHyphen = false
        for scalar in WordKey.loose(name).unicodeScalars {
            if let letters = folded[scalar] {
                if pendingHyphen, !id.isEmpty { id += "-" }
                pendingHyphen = false
                id += letters
            } else if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if pendingHyphen, !id.isEmpty { id += "-" }
                pendingHyphen = false
                id.unicodeScalars.append(scalar)
            } else if !dropped.contains(scalar) {
                pendingHyphen = true
            }
        }
        if id.count > PackFormat.maxIDCharacters {
            let cut = id.prefix(PackFormat.maxIDCharacters + 1)
            id = String(cut.lastIndex(of: "-").map { cut[..<$0] } ?? cut.dropLast())
        }
        return id.isEmpty ? nil : id
    }

    /// Letters `WordKey.loose` keeps that have a plain spelling in `a`–`z`.
    private static let folded: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ð": "d", "þ": "th", "đ": "d", "ħ": "h", "ı": "i", "ŀ": "l",
    ]

    /// Characters that join the letters of one word: the Catalan middle dot and apostrophes.
    private static let dropped: Set<Unicode.Scalar> = ["·", "'", "’", "ʼ"]
}
