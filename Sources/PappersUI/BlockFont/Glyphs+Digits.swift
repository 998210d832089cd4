/// The digits 0–9, all six columns wide so that a countdown does not shift as it counts. Zero is the letter O:
/// in a word the two never need telling apart at a glance, and in the countdown there are only digits.
extension Glyphs {
    static let digits: [Character: Glyph] = [
        "0": Glyph([
            " ████ ",
            "██  ██",
            "██  ██",
            "██  ██",
            " ████ ",
        ]),
        "1": Glyph([
            "  ██  ",
            "████  ",
            "  ██  ",
            "  ██  ",
            "██████",
        ]),
        "2": Glyph([
            " ████ ",
            "    ██",
            " ████ ",
            "██    ",
            "██████",
        ]),
        "3": Glyph([
            "█████ ",
            "    ██",
            " ████ ",
            "    ██",
            "█████ ",
        ]),
        "4": Glyph([
            "██  ██",
            "██  ██",
            "██████",
            "    ██",
            "    ██",
        ]),
        "5": Glyph([
            "██████",
            "██    ",
            "█████ ",
            "    ██",
            "█████ ",
        ]),
        "6": Glyph([
            " ████ ",
            "██    ",
            "█████ ",
            "██  ██",
            " ████ ",
        ]),
        "7": Glyph([
            "██████",
            "    ██",
            "   ██ ",
            "  ██  ",
            "  ██  ",
        ]),
        "8": Glyph([
            " ████ ",
            "██  ██",
            " ████ ",
            "██  ██",
            " ████ ",
        ]),
        "9": Glyph([
            " ████ ",
            "██  ██",
            " █████",
            "    ██",
            " ████ ",
        ]),
    ]
}
