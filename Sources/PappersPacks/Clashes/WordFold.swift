import Foundation

/// A card's text folded for telling whether two cards give each other away: its words, compared loosely.
///
/// Folding takes the text in Unicode NFC, case-folded and without accents or other diacritics; every character
/// that is not a letter or digit breaks words (apostrophes and the Catalan middle dot too: "l'àvia" gives
/// "l avia"); the language's articles are dropped (`articles(of:)`); and a trailing "s" is dropped from every
/// word longer than 3 letters (the plural s). "El rei lleó" folds to `["rei", "lleo"]`, "Hot Dogs" to
/// `["hot", "dog"]`.
public enum WordFold {
    /// The folded words of `text` in a pack of `language` (any ISO 639-1 code; nil drops no article).
    public static func words(of text: String, language: String?) -> [String] {
        let articles = language.map(articles(of:)) ?? []
        var words: [String] = []
        for word in rawWords(of: text) where !articles.contains(word) {
            words.append(withoutPlural(word))
        }
        return words
    }

    /// The words of `text` joined by single spaces: what `ClashFinder` compares.
    public static func text(of text: String, language: String?) -> String {
        words(of: text, language: language).joined(separator: " ")
    }

    /// The articles dropped in `language`: English a, an, the; Spanish el, la, los, las, un, una, unos, unas,
    /// lo, al, del; Catalan el, la, els, les, l, un, una, uns, unes, en, na, lo, al, del, pel, als, dels, pels;
    /// none in other languages.
    public static func articles(of language: String) -> Set<String> {
        switch language {
        case "en": ["a", "an", "the"]
        case "es": ["el", "la", "los", "las", "un", "una", "unos", "unas", "lo", "al", "del"]
        case "ca":
            ["el", "la", "els", "les", "l", "un", "una", "uns", "unes", "en", "na", "lo", "al", "del", "pel", "als",
             "dels", "pels"]
        default: []
        }
    }

    /// `word` without its plural s when it is longer than 3 letters.
    static func withoutPlural(_ word: String) -> String {
        guard word.utf8.last == UInt8(ascii: "s"), word.unicodeScalars.count > 3 else { return word }
        return String(word.dropLast())
    }

    /// The words of `text`, case-folded and without diacritics, before articles and plurals are dropped.
    /// Latin text (up to U+024F) takes a table; anything else goes through Foundation's folding.
    static func rawWords(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func finish() {
            if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x61...0x7A, 0x30...0x39: current.append(scalar)
                case 0x41...0x5A: current.append(Unicode.Scalar(value + 0x20)!)
                default: finish()
                }
            } else if value < latinEnd {
                switch latinTable[Int(value - 0x80)] {
                case .breaks: finish()
                case .letters(let letters): current.append(contentsOf: letters.unicodeScalars)
                }
            } else {
                return generalWords(of: text)
            }
        }
        finish()
        return words
    }

    /// The general path: NFC, Foundation's case and diacritic folding, then letters and digits (with any marks
    /// they still carry) as words.
    private static func generalWords(of text: String) -> [String] {
        let folded = text.precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for character in folded {
            if character.isLetter || character.isNumber {
                current += character.lowercased()
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private enum Fold {
        case breaks
        case letters(String)
    }

    private static let latinEnd: UInt32 = 0x250

    /// U+0080–U+024F folded once, by the general path: a letter or digit maps to its folded letters, anything
    /// else breaks words.
    private static let latinTable: [Fold] = (UInt32(0x80)..<latinEnd).map { value in
        guard let scalar = Unicode.Scalar(value) else { return .breaks }
        let character = Character(scalar)
        guard character.isLetter || character.isNumber else { return .breaks }
        let folded = generalWords(of: String(character)).joined()
        return folded.isEmpty ? .breaks : .letters(folded)
    }
}
