import PappersCanvas

/// Big letters for the word, the describer's name and the countdown, when they fit.
enum BigText {
    /// The text in the block font on lines that fit `width` columns, at most `maxLines` lines, or nil when it
    /// cannot be shown big (too long, or a character the font lacks): the caller then shows plain text.
    static func render(_ text: String, width: Int, maxLines: Int, style: Style) -> Grid? {
        nil
    }
}
