/// The plural and derived forms of a folded word, language by language: what `GiveAwayFinder` looks for in the
/// other cards. Forms are folded as card words are (`WordFold`: no accents, a final "s" dropped from words
/// longer than 3 letters), so "lleons" is looked for as "lleon" and "espelmes" as "espelme".
///
/// A form is only a guess at a word; it counts when another card holds exactly that word, so a guess that is
/// no word at all costs nothing.
enum WordForms {
    /// The plurals a singular may take: Catalan "lleó" → "lleons", "espelma" → "espelmes", "vaca" → "vaques",
    /// "braç" → "braços", "gos" → "gossos", "pastís" → "pastissos"; Spanish "león" → "leones", "lápiz" →
    /// "lápices", "autobús" → "autobuses"; English "box" → "boxes", "berry" → "berries", "leaf" → "leaves",
    /// "tooth" → "teeth". The plain "-s" needs no rule: folding drops it.
    static func plurals(of word: String, language: String?) -> [String] {
        if language == "en", let irregular = englishIrregular[word] { return [irregular] }
        let letters = Array(word)
        guard letters.count >= 3, let last = letters.last else { return [] }
        let stem = String(letters.dropLast())
        var forms: [String] = []
        switch language {
        case "ca"?:
            if isVowel(last) { forms += [word + "n", word + "sso"] }
            if last == "a" {
                forms.append(stem + "e")
                if stem.hasSuffix("c") { forms.append(String(stem.dropLast()) + "que") }
                if stem.hasSuffix("g") { forms.append(stem + "ue") }
                if stem.hasSuffix("j") { forms.append(String(stem.dropLast()) + "ge") }
            }
            if "cx".contains(last) { forms.append(word + "o") }
            if last == "s" { forms.append(word + "so") }
        case "es"?:
            if isVowel(last) { forms.append(word + "se") } else { forms.append(word + "e") }
            if last == "z" { forms.append(stem + "ce") }
        case "en"?:
            if "sxzo".contains(last) || word.hasSuffix("ch") || word.hasSuffix("sh") { forms.append(word + "e") }
            if last == "y", letters.count > 1, !isVowel(letters[letters.count - 2]) { forms.append(stem + "ie") }
            if last == "f" { forms.append(stem + "ve") }
            if word.hasSuffix("fe") { forms.append(String(stem.dropLast()) + "ve") }
        default:
            break
        }
        return forms
    }

    /// The words a word may be the base of: Catalan and Spanish "-ista", "-er"/"-era", "-ero"/"-era",
    /// "-eria"/"-ería", "-dor"/"-dora", "-ina", "-et"/"-eta", "-ito"/"-ita"… ("futbol" → "futbolista", "pastís"
    /// → "pastisser", "reloj" → "relojero", "rentar" → "rentador", "tomate" → "Tomatina"); English "-er",
    /// "-ing", "-y", "-ery", "-ist" ("sing" → "singer", "swim" → "swimming", "bake" → "bakery"). The suffixes
    /// include their folded plurals ("futbolistes" folds to "futboliste"). The base has at least 3 letters (4
    /// in English).
    static func derivations(of word: String, language: String?) -> [String] {
        let letters = Array(word)
        guard let suffixes = suffixes[language ?? ""], let last = letters.last,
              letters.count >= (language == "en" ? 4 : 3) else { return [] }
        var stems = [word]
        if isVowel(last), letters.count > 3 { stems.append(String(letters.dropLast())) }
        switch language {
        case "en"?:
            // "swim" → "swimm-ing"
            if letters.count >= 3, !isVowel(last), isVowel(letters[letters.count - 2]), !isVowel(letters[letters.count - 3]) {
                stems.append(word + String(last))
            }
        default:
            // "pastís" (folded "pasti") → "pastiss-er"; "rentar" → "renta-dor"
            stems.append(word + "ss")
            if last == "r", letters.count > 3, "aei".contains(letters[letters.count - 2]) {
                stems.append(String(letters.dropLast()))
            }
        }
        var forms = stems.flatMap { stem in suffixes.map { stem + $0 } }
        if language == "en", last == "e" { forms.append(word + "r") }
        return forms.filter { $0 != word }
    }

    private static let suffixes: [String: [String]] = [
        "ca": ["ista", "iste", "er", "era", "ere", "eria", "erie", "et", "eta", "ete", "dor", "dora", "dore", "ina",
               "ine", "ater", "atera", "atere", "ateria", "aterie", "isser", "issera", "issere", "isseria", "isserie"],
        "es": ["ista", "ero", "era", "eria", "or", "ora", "dor", "dora", "dore", "ina", "ito", "ita", "illo", "illa", "adero",
               "adera", "aderia", "se"],
        "en": ["er", "ing", "y", "ery", "erie", "ist", "ian"],
    ]

    /// English plurals that no rule makes.
    private static let englishIrregular = [
        "man": "men", "woman": "women", "child": "children", "tooth": "teeth", "foot": "feet", "goose": "geese",
        "mouse": "mice", "louse": "lice", "person": "people", "ox": "oxen",
    ]

    private static func isVowel(_ letter: Character) -> Bool { "aeiou".contains(letter) }
}
