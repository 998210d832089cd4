import PappersCanvas

/// The big letters of the turn screen: a block font drawn with Unicode block elements, legible from across a
/// room on any UTF-8 terminal.
///
/// Every glyph is seven rows high: one row for accents, five rows of capitals, one row below the baseline for
/// the cedilla and the comma, so É and E share a baseline and lines stack with no gap row. Stems are two
/// columns wide and bars one row high (a terminal cell is about twice as tall as wide, so both look equally
/// heavy); diagonals and accents use half blocks. Capitals are six columns wide (I four; M, N, W seven;
/// Æ, Œ eight), with one blank column between glyphs and a space two columns wide (four between words): "ELEPHANT" takes
/// 56 columns, and "BRUSH YOUR TEETH" fits 80 columns on two lines.
///
/// Lower case is drawn in capitals with its accents (é as É), ß as SS, the Catalan ŀ as L·. Covered: A–Z,
/// 0–9, the accented letters of Catalan, Spanish, English, French, German, Portuguese and Italian
/// (À Á Â Ã Ä Å Æ Ç È É Ê Ë Ì Í Î Ï Ñ Ò Ó Ô Õ Ö Ø Ù Ú Û Ü Ý Ÿ Œ), the space, and
/// `' ’ ‘ " “ ” · - . , ! ¡ ? ¿ & : ( ) / +`. Anything else (東京, emoji) has no glyph: the caller then shows
/// the word in plain text only.
///
/// The glyphs use only `█ ▀ ▄ ▌ ▐` and spaces, characters found in every terminal font since code page 437.
public enum BlockFont {
    static let glyphs = GlyphSet(height: 7, glyphs: Glyphs.all)

    /// The rows of every glyph, and of every grid `render` returns.
    public static var height: Int { glyphs.height }

    /// Whether every character of `text` has a glyph (after lower case is mapped to capitals).
    public static func canRender(_ text: String) -> Bool { glyphs.canRender(text) }

    /// The columns `render` takes for `text`: the glyphs' widths plus one blank column between two glyphs (a
    /// space is a glyph two columns wide). Characters without a glyph count for nothing: ask `canRender` first.
    public static func width(of text: String) -> Int { glyphs.width(of: text) }

    /// `text` drawn in the font on one line, `height` rows by `width(of:)` columns, or nil when a character has
    /// no glyph. Blank cells are spaces in `style`, so the grid can be stamped onto a coloured card whole.
    public static func render(_ text: String, style: Style) -> Grid? { glyphs.render(text, style: style) }

    /// `text` broken at its spaces into at most `maxLines` lines that each fit `columns` in the font, or nil
    /// when it cannot be (a character without a glyph, a word wider than `columns`, or too many lines).
    ///
    /// The lines are as few as possible and as even as possible. Runs of spaces count as one; an empty text
    /// gives no lines. Render each line with `render` and stack the grids: `lines.count * height` rows.
    public static func lines(for text: String, fitting columns: Int, maxLines: Int) -> [String]? {
        glyphs.lines(for: text, fitting: columns, maxLines: maxLines)
    }
}
