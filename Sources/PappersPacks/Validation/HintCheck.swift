/// The rule that a hint never gives its card away: it may not hold the word itself, nor any of the card's words
/// longer than 3 letters, nor the root of one (see `problem(hint:text:language:)`).
public enum HintCheck {
    /// What is wrong with `hint` as the hint of the card `text` in a pack of `language`, or nil when nothing is.
    ///
    /// Both are folded as clashes are (`WordFold`: case, accents, articles, a plural s). A hint is refused when
    /// 1. the card's folded text appears in it as whole words ("escalivada" in "escalivada de pebrot");
    /// 2. one of the card's folded words longer than 3 letters is a word of it ("Caganer" for "el caganer del
    ///    pessebre");
    /// 3. one of the card's folded words of 5 letters or more shares its first 5 letters with the start of a
    ///    word of it: the root ("escalivat" for "escalivada", "futbolista" for "futbol").
    public static func problem(hint: String, text: String, language: String?) -> String? {
        let card = WordFold.words(of: text, language: language)
        let hintWords = WordFold.words(of: hint, language: language)
        guard !card.isEmpty, !hintWords.isEmpty else { return nil }
        if contains(hintWords, run: card) {
            return "repeats the word \(MessageText.quoted(text))"
        }
        for word in card where word.unicodeScalars.count > 3 && hintWords.contains(word) {
            return "repeats \(MessageText.quoted(word)), a word of \(MessageText.quoted(text))"
        }
        for word in card where word.unicodeScalars.count >= 5 {
            let root = String(String.UnicodeScalarView(word.unicodeScalars.prefix(5)))
            if let found = hintWords.first(where: { $0.hasPrefix(root) }) {
                return "holds \(MessageText.quoted(found)), which shares the root \(MessageText.quoted(root)) "
                    + "of \(MessageText.quoted(text))"
            }
        }
        return nil
    }

    /// Whether `run` appears in `words` as consecutive words.
    static func contains(_ words: [String], run: [String]) -> Bool {
        guard run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { start in
            words[start..<(start + run.count)].elementsEqual(run)
        }
    }
}
