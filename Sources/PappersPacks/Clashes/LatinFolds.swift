/// U+0080–U+024F folded as `WordFold` folds a text: for each scalar alone, the UTF-8 of its folded letters, or
/// nothing when it is no letter or digit (it breaks words).
///
/// Written out rather than computed at start: computing them takes Foundation's folding (NFC, case and
/// diacritic folding), 6 million instructions and the pages of its Unicode tables, before the first bowl of
/// any game. `LatinFoldsTests` holds every entry to what `WordFold`'s general path (Foundation) gives, and
/// prints the rows to paste when a new Foundation folds one differently.
enum LatinFolds {
    /// The first scalar of `rows`.
    static let first: UInt32 = 0x80

    /// 16 scalars a line from U+0080, `|` (U+007C) between them.
    static let rows = """
        |||||||||||||||
        |||||||||||||||
        ||||||||||ª|||||
        ||²|³||μ||||¹|º||¼|½|¾|
        a|a|a|a|a|a|æ|c|e|e|e|e|i|i|i|i
        ð|n|o|o|o|o|o||ø|u|u|u|u|y|þ|ss
        a|a|a|a|a|a|æ|c|e|e|e|e|i|i|i|i
        ð|n|o|o|o|o|o||ø|u|u|u|u|y|þ|y
        a|a|a|a|a|a|c|c|c|c|c|c|c|c|d|d
        đ|đ|e|e|e|e|e|e|e|e|e|e|g|g|g|g
        g|g|g|g|h|h|ħ|ħ|i|i|i|i|i|i|i|i
        i|ı|ĳ|ĳ|j|j|k|k|ĸ|l|l|l|l|l|l|ŀ
        ŀ|ł|ł|n|n|n|n|n|n|ʼn|ŋ|ŋ|o|o|o|o
        o|o|œ|œ|r|r|r|r|r|r|s|s|s|s|s|s
        s|s|t|t|t|t|ŧ|ŧ|u|u|u|u|u|u|u|u
        u|u|u|u|w|w|y|y|y|z|z|z|z|z|z|s
        ƀ|ɓ|ƃ|ƃ|ƅ|ƅ|ɔ|ƈ|ƈ|ɖ|ɗ|ƌ|ƌ|ƍ|ǝ|ə
        ɛ|ƒ|ƒ|ɠ|ɣ|ƕ|ɩ|ɨ|ƙ|ƙ|ƚ|ƛ|ɯ|ɲ|ƞ|ɵ
        o|o|ƣ|ƣ|ƥ|ƥ|ʀ|ƨ|ƨ|ʃ|ƪ|ƫ|ƭ|ƭ|ʈ|u
        u|ʊ|ʋ|ƴ|ƴ|ƶ|ƶ|ʒ|ƹ|ƹ|ƺ|ƻ|ƽ|ƽ|ƾ|ƿ
        ǀ|ǁ|ǂ|ǃ|ǆ|ǆ|ǆ|ǉ|ǉ|ǉ|ǌ|ǌ|ǌ|a|a|i
        i|o|o|u|u|u|u|u|u|u|u|u|u|ǝ|a|a
        a|a|æ|æ|ǥ|ǥ|g|g|k|k|o|o|o|o|ʒ|ʒ
        j|ǳ|ǳ|ǳ|g|g|ƕ|ƿ|n|n|a|a|æ|æ|ø|ø
        a|a|a|a|e|e|e|e|i|i|i|i|o|o|o|o
        r|r|r|r|u|u|u|u|s|s|t|t|ȝ|ȝ|h|h
        ƞ|ȡ|ȣ|ȣ|ȥ|ȥ|a|a|e|e|o|o|o|o|o|o
        o|o|y|y|ȴ|ȵ|ȶ|ȷ|ȸ|ȹ|ⱥ|ȼ|ȼ|ƚ|ⱦ|ȿ
        ɀ|ɂ|ɂ|ƀ|ʉ|ʌ|ɇ|ɇ|ɉ|ɉ|ɋ|ɋ|ɍ|ɍ|ɏ|ɏ
        """

    /// The folded UTF-8 of each scalar from `first`, in order.
    static let table: [[UInt8]] = rows.utf8.split(separator: UInt8(ascii: "\n")).flatMap { row in
        row.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map(Array.init)
    }
}
