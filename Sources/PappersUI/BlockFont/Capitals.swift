/// Which glyphs draw a character: lower case becomes its capital with its accent kept (é → É), ß becomes SS,
/// the Catalan ŀ becomes L·, and the no-break spaces become a space.
///
/// The table is explicit so that the result never depends on the platform's case mapping; the standard
/// library's `uppercased()` is consulted only for characters outside it (it then finds no glyph for most).
enum Capitals {
    /// The characters whose glyphs draw `character`, in order.
    static func of(_ character: Character) -> [Character] {
        if let ascii = character.asciiValue, ascii >= 0x61, ascii <= 0x7A {
            return [Character(Unicode.Scalar(ascii - 0x20))]
        }
        if let capitals = table[character] { return capitals }
        if Glyphs.all[character] != nil { return [character] }
        return Array(String(character).uppercased())
    }

    private static let table: [Character: [Character]] = {
        var table: [Character: [Character]] = [
            // German: no capital sharp s in the font; SS is the long-standing capitalisation (STRASSE).
            "ß": ["S", "S"], "ẞ": ["S", "S"],
            // Catalan: the precomposed L with middle dot, sometimes used for L·L.
            "ŀ": ["L", "·"], "Ŀ": ["L", "·"],
            // French puts no-break spaces before ! ? : and inside quotes.
            "\u{00A0}": [" "], "\u{202F}": [" "],
        ]
        let pairs = Array("àÀáÁâÂãÃäÄåÅæÆçÇèÈéÉêÊëËìÌíÍîÎïÏñÑòÒóÓôÔõÕöÖøØùÙúÚûÛüÜýÝÿŸœŒ")
        for index in stride(from: 0, to: pairs.count, by: 2) {
            table[pairs[index]] = [pairs[index + 1]]
        }
        return table
    }()
}
