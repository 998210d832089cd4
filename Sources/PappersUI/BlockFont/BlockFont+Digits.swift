import PappersCanvas

extension BlockFont {
    /// The countdown's digits: the font's digits, colon and space without the accent and descender rows, so a
    /// clock takes five rows instead of seven. The same API as `BlockFont`; every digit is six columns wide, so
    /// the countdown never shifts as it counts ("60" takes 13 columns, "10:00" 30).
    public enum Digits {
        static let glyphs = GlyphSet(
            height: 5,
            glyphs: Glyphs.all.filter { "0123456789: ".contains($0.key) }.mapValues { $0.cropped(to: 1..<6) }
        )

        /// The rows of every glyph, and of every grid `render` returns.
        public static var height: Int { glyphs.height }

        /// Whether every character of `text` is a digit, a colon or a space.
        public static func canRender(_ text: String) -> Bool { glyphs.canRender(text) }

        /// The columns `render` takes for `text`, gaps included; characters without a glyph count for nothing.
        public static func width(of text: String) -> Int { glyphs.width(of: text) }

        /// `text` drawn in the digits on one line, or nil when a character is not a digit, a colon or a space.
        public static func render(_ text: String, style: Style) -> Grid? { glyphs.render(text, style: style) }

        /// `text` broken at its spaces into at most `maxLines` lines that fit `columns`, as `BlockFont.lines`.
        public static func lines(for text: String, fitting columns: Int, maxLines: Int) -> [String]? {
            glyphs.lines(for: text, fitting: columns, maxLines: maxLines)
        }
    }
}
