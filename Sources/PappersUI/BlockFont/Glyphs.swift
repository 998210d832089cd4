/// The glyph data of the block font, one file per family: letters, accented letters, digits, punctuation.
enum Glyphs {
    /// Every glyph of the font, keyed by the capital (or sign) it draws.
    static let all: [Character: Glyph] = letters
        .merging(accented) { first, _ in first }
        .merging(digits) { first, _ in first }
        .merging(punctuation) { first, _ in first }
}
