import Foundation

/// A card's text folded for telling whether two cards give each other away: its words, compared loosely.
///
/// Folding takes the text in Unicode NFC, case-folded and without accents or other diacritics; every character
/// that is not a letter or digit breaks words (apostrophes and the Catalan middle dot too: "l'àvia" gives
/// "l avia"); the language's articles are dropped (`articles(of:)`); and a trailing "s" is dropped from every
/// word longer than 3 letters (the plural s). "El rei lleó" folds to `["rei", "lleo"]`, "Hot Dogs" to
/// `["hot", "dog"]`.
///
/// The work is done on UTF-8 bytes (`bytes(of:language:)`: the words joined by single spaces), so that packs of
/// 100,000 words fold in a few tens of milliseconds.
public enum WordFold {
    /// The folded words of `text` in a pack of `language` (any ISO 639-1 code; nil drops no article).
    public static func words(of text: String, language: String?) -> [String] {
        bytes(of: text, language: language).split(separator: space).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The words of `text` joined by single spaces.
    public static func text(of text: String, language: String?) -> String {
        String(decoding: bytes(of: text, language: language), as: UTF8.self)
    }

    /// The folded words of `text` as UTF-8, joined by single spaces, without spaces at the ends.
    public static func bytes(of text: String, language: String?) -> [UInt8] {
        let articles = articleBytes(of: language)
        var text = text
        if let folded = text.withUTF8({ latinBytes(of: $0, articles: articles) }) { return folded }
        return generalBytes(of: text, articles: articles)
    }

    /// The fast path, for text of U+0000–U+024F read straight from its UTF-8 (the other letters fold the same
    /// way, by `latinTable`); nil for text with anything beyond, which takes the general path.
    private static func latinBytes(of source: UnsafeBufferPointer<UInt8>, articles: [[UInt8]]) -> [UInt8]? {
        let table = latinTable
        var folded: [UInt8] = []
        folded.reserveCapacity(source.count)
        var wordStart = -1
        func endWord() {
            guard wordStart >= 0 else { return }
            let word = folded[wordStart...]
            if word.count <= 4, articles.contains(where: { $0.elementsEqual(word) }) {
                folded.removeSubrange(max(0, wordStart - 1)...)
            } else if folded.last == UInt8(ascii: "s"), letters(in: word) > 3 {
                folded.removeLast()
            }
            wordStart = -1
        }
        func startWord() {
            guard wordStart < 0 else { return }
            if !folded.isEmpty { folded.append(space) }
            wordStart = folded.count
        }
        var index = 0
        let count = source.count
        while index < count {
            let byte = source[index]
            if byte < 0x80 {
                switch byte {
                case 0x61...0x7A, 0x30...0x39:
                    startWord()
                    folded.append(byte)
                case 0x41...0x5A:
                    startWord()
                    folded.append(byte + 0x20)
                default: endWord()
                }
                index += 1
                continue
            }
            // Two-byte sequences start with 0xC2–0xDF; those below U+0250, with 0xC2–0xC9.
            guard byte <= 0xC9, index + 1 < count else { return nil }
            let value = UInt32(byte & 0x1F) << 6 | UInt32(source[index + 1] & 0x3F)
            guard value < latinEnd else { return nil }
            let letters = table[Int(value - 0x80)]
            if letters.isEmpty {
                endWord()
            } else {
                startWord()
                folded.append(contentsOf: letters)
            }
            index += 2
        }
        endWord()
        return folded
    }

    /// The articles dropped in `language`: English a, an, the; Spanish el, la, los, las, un, una, unos, unas,
    /// lo, al, del; Catalan el, la, els, les, l, un, una, uns, unes, en, na, lo, al, del, pel, als, dels, pels;
    /// none in other languages.
    public static func articles(of language: String) -> [String] {
        switch language {
        case "en": ["a", "an", "the"]
        case "es": ["el", "la", "los", "las", "un", "una", "unos", "unas", "lo", "al", "del"]
        case "ca":
            ["el", "la", "els", "les", "l", "un", "una", "uns", "unes", "en", "na", "lo", "al", "del", "pel", "als",
             "dels", "pels"]
        default: []
        }
    }

    private static let space = UInt8(ascii: " ")
    private static let englishArticles = articles(of: "en").map { Array($0.utf8) }
    private static let spanishArticles = articles(of: "es").map { Array($0.utf8) }
    private static let catalanArticles = articles(of: "ca").map { Array($0.utf8) }

    private static func articleBytes(of language: String?) -> [[UInt8]] {
        switch language {
        case "en"?: englishArticles
        case "es"?: spanishArticles
        case "ca"?: catalanArticles
        default: []
        }
    }

    /// How many letters (code points) a folded word holds.
    static func letters(in word: some Collection<UInt8>) -> Int {
        word.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The general path: NFC, Foundation's case and diacritic folding, then letters and digits (with any marks
    /// they still carry) as words; then articles and plurals as on the fast path.
    private static func generalBytes(of text: String, articles: [[UInt8]]) -> [UInt8] {
        var words: [[UInt8]] = []
        for word in generalWords(of: text) {
            var bytes = Array(word.utf8)
            if bytes.count <= 4, articles.contains(bytes) { continue }
            if bytes.last == UInt8(ascii: "s"), letters(in: bytes) > 3 { bytes.removeLast() }
            words.append(bytes)
        }
        return Array(words.joined(separator: [space]))
    }

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

    private static let latinEnd: UInt32 = 0x250

    /// U+0080–U+024F folded (`LatinFolds`: what the general path gives for each alone).
    private static let latinTable = LatinFolds.table

    /// U+0080–U+024F folded by the general path: a letter or digit maps to the UTF-8 of its folded letters;
    /// anything else, to nothing. What `LatinFolds` writes out.
    static func generalLatinTable() -> [[UInt8]] {
        (LatinFolds.first..<latinEnd).map { value in
            guard let scalar = Unicode.Scalar(value) else { return [] }
            let character = Character(scalar)
            guard character.isLetter || character.isNumber else { return [] }
            return Array(generalWords(of: String(character)).joined().utf8)
        }
    }
}
