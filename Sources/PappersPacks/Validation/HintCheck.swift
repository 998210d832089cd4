import PappersJSON

/// The rule that a hint never gives its card away: it may not hold the word itself, nor any of the card's words
/// longer than 3 letters, nor the root of one (see `problem(hint:text:language:)`).
public enum HintCheck {
    /// What is wrong with `hint` as the hint of the card `text` in a pack of `language`, or nil when nothing is.
    ///
    /// Both are folded as clashes are (`WordFold`: case, accents, articles, a plural s). A hint is refused when
    /// 1. the card's folded text appears in it as whole words ("escalivada" in "escalivada de pebrot");
    /// 2. one of the card's folded words longer than 3 letters is a word of it ("caganer" for "el caganer del
    ///    pessebre");
    /// 3. one of the card's folded words of 5 letters or more shares its first 5 letters with the start of a
    ///    word of it: the root ("escalivat" for "escalivada", "futbolista" for "futbol").
    public static func problem(hint: String, text: String, language: String?) -> String? {
        let card = WordFold.bytes(of: text, language: language)
        let folded = WordFold.bytes(of: hint, language: language)
        guard !card.isEmpty, !folded.isEmpty else { return nil }
        let cardWords = wordRanges(card)
        let hintWords = wordRanges(folded)
        func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            a.count == b.count && card[a].elementsEqual(folded[b])
        }
        // 1. The whole card, as consecutive words of the hint.
        if cardWords.count <= hintWords.count {
            for first in 0...(hintWords.count - cardWords.count)
            where (0..<cardWords.count).allSatisfy({ same(cardWords[$0], hintWords[first + $0]) }) {
                return "repeats the word \(MessageText.quoted(text))"
            }
        }
        for word in cardWords {
            let letters = WordFold.letters(in: card[word])
            // 2. A word of the card longer than 3 letters.
            if letters > 3, hintWords.contains(where: { same(word, $0) }) {
                return "repeats \(MessageText.quoted(string(card[word]))), a word of \(MessageText.quoted(text))"
            }
            // 3. Its root: the first 5 letters of a word of 5 letters or more, starting a word of the hint.
            if let range = WordRoot.range(in: card[word]) {
                let root = card[range]
                if let found = hintWords.first(where: { WordRoot.starts(folded[$0], with: root) }) {
                    return "holds \(MessageText.quoted(string(folded[found]))), which shares the root "
                        + "\(MessageText.quoted(string(root))) of \(MessageText.quoted(text))"
                }
            }
        }
        return nil
    }

    private static let space = UInt8(ascii: " ")

    /// Where each word of folded bytes is.
    private static func wordRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == space {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}
