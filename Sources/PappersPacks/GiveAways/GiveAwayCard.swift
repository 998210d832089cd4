/// A card as `GiveAwayFinder` reads it: its folded words, and among them the content words that rules compare.
///
/// Names are not words: in a card tagged `people` only the last word counts (the surname: "Pau Gasol" and "Pau
/// Casals" share only a first name), and the capitalised words of a card tagged `people` or `characters` are
/// names, linked to other cards by the same word or the related-words table but never by a plural, a suffix, a
/// compound or a root ("Homer Simpson" is not "home" with a suffix).
struct GiveAwayCard {
    /// A content word: not a stop-word.
    struct Word {
        /// As folded (`WordFold`).
        let folded: String
        /// As the card writes it, for messages.
        let written: String
        /// Written with a capital: a proper name, or a title's word.
        let isCapitalised: Bool
        /// A capitalised word of a person or character: a name, which only shares and the table link.
        let isName: Bool
        /// A capitalised word of a real person (a surname), which no plural links either.
        let isPersonName: Bool
    }

    /// Every folded word, articles dropped, as the related-words table is matched against.
    let folded: [String]
    /// The words the rules compare.
    let words: [Word]
    /// The head noun of a card of two words or more, when written in lower case: the first content word in
    /// Catalan and Spanish ("hoquei" of "hoquei sobre gel"), the last in English ("bear" of "polar bear").
    let head: String?

    init(_ word: PackWord, language: String?, stopWords: Set<String>) {
        let isPerson = word.tags.contains("people")
        let isNamed = isPerson || word.tags.contains("characters")
        var all: [(folded: String, written: String, capitalised: Bool)] = []
        for token in Self.tokens(of: word.text) {
            let capitalised = token.first?.isUppercase ?? false
            for folded in WordFold.words(of: token, language: language) { all.append((folded, token, capitalised)) }
        }
        let whole = WordFold.words(of: word.text, language: language)
        if all.map(\.folded) != whole {
            // Folding a token alone gave other words than folding the text: keep the text's, unwritten.
            all = whole.map { ($0, $0, false) }
        }
        folded = whole
        var words: [Word] = []
        for (index, entry) in all.enumerated() where !stopWords.contains(entry.folded) {
            if isPerson, all.count > 1, index != all.count - 1 { continue }
            words.append(Word(
                folded: entry.folded, written: entry.written, isCapitalised: entry.capitalised,
                isName: entry.capitalised && isNamed, isPersonName: entry.capitalised && isPerson))
        }
        self.words = words
        let head = whole.count > 1 ? (language == "en" ? words.last : words.first) : nil
        self.head = head.flatMap { $0.isCapitalised ? nil : $0.folded }
    }

    /// The runs of letters and digits of a text, as written: "l'àvia" gives "l", "àvia".
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
