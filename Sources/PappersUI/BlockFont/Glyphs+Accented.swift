/// The accented capitals of Catalan, Spanish, French, German, Portuguese and Italian (and Å, Ý), plus the
/// ligatures and the slashed O.
///
/// An accented capital is its plain letter with a mark in the accent row, drawn in half blocks so that the
/// mark keeps half a row clear of the letter where it can: the capitals keep one baseline and one height.
/// Each mark is written out per letter, centred over that letter's width.
extension Glyphs {
    static let accented: [Character: Glyph] = [
        // A
        "À": letter("A", above: "▀▀▄▄  "),
        "Á": letter("A", above: "  ▄▄▀▀"),
        "Â": letter("A", above: " ▄▀▀▄ "),
        "Ã": letter("A", above: "▄▀▀▄▄▀"),
        "Ä": letter("A", above: "▀▀  ▀▀"),
        "Å": letter("A", above: " ▐▀▀▌ "),
        // C
        "Ç": letter("C", below: "  ▄█  "),
        // E
        "È": letter("E", above: "▀▀▄▄  "),
        "É": letter("E", above: "  ▄▄▀▀"),
        "Ê": letter("E", above: " ▄▀▀▄ "),
        "Ë": letter("E", above: "▀▀  ▀▀"),
        // I
        "Ì": letter("I", above: "▀▀▄▄"),
        "Í": letter("I", above: "▄▄▀▀"),
        "Î": letter("I", above: "▄▀▀▄"),
        "Ï": letter("I", above: "▀  ▀"),
        // N
        "Ñ": letter("N", above: " ▄▀▀▄▄▀"),
        // O
        "Ò": letter("O", above: "▀▀▄▄  "),
        "Ó": letter("O", above: "  ▄▄▀▀"),
        "Ô": letter("O", above: " ▄▀▀▄ "),
        "Õ": letter("O", above: "▄▀▀▄▄▀"),
        "Ö": letter("O", above: "▀▀  ▀▀"),
        // U
        "Ù": letter("U", above: "▀▀▄▄  "),
        "Ú": letter("U", above: "  ▄▄▀▀"),
        "Û": letter("U", above: " ▄▀▀▄ "),
        "Ü": letter("U", above: "▀▀  ▀▀"),
        // Y
        "Ý": letter("Y", above: "  ▄▄▀▀"),
        "Ÿ": letter("Y", above: "▀▀  ▀▀"),
        // Letters of their own.
        "Æ": Glyph([
            " ███████",
            "██  ██  ",
            "███████ ",
            "██  ██  ",
            "██  ████",
        ]),
        "Œ": Glyph([
            " ███████",
            "██  ██  ",
            "██  ███ ",
            "██  ██  ",
            " ███████",
        ]),
        "Ø": Glyph([
            " ████ ",
            "██ ▄██",
            "██▄▀██",
            "██▀ ██",
            " ████ ",
        ]),
    ]

    /// A plain capital from `letters` with a mark above or below it.
    private static func letter(_ base: Character, above: String? = nil, below: String? = nil) -> Glyph {
        guard var glyph = letters[base] else { preconditionFailure("no plain capital \(base) to accent") }
        if let above { glyph = glyph.with(above: above) }
        if let below { glyph = glyph.with(below: below) }
        return glyph
    }
}
