/// The words that never link two cards by themselves: articles are already gone (`WordFold`), and these are
/// the rest of the little words (prepositions, conjunctions, pronouns, possessives), the light verbs ("fer",
/// "hacer", "make"), numbers, and the titles and adjectives that start many names ("Sant", "gran", "little").
/// "Hoquei sobre gel" and "hoquei sobre patins" share "sobre", which gives nothing away; they share their head
/// noun, which does.
enum StopWords {
    /// The stop-words of `language`, folded as card words are; empty for a language without a list.
    static func folded(for language: String?) -> Set<String> {
        switch language {
        case "ca"?: catalan
        case "es"?: spanish
        case "en"?: english
        default: []
        }
    }

    private static let catalan = fold("""
        i o a de d amb per sense sobre sota dins fins cap contra entre des que qui com ni no si s em et se es ens \
        us li hi ho n m t ja mes molt poc tot tota tots totes meu teu seu meva teva seva nostre nostra vostre \
        vostra aquest aquesta aquell aquella fer anar ser estar tenir haver posar donar dir dos dues tres quatre \
        cinc sis set vuit nou deu cent mil sant santa gran petit petita bo bon bona nova vell vella senyor senyora
        """, "ca")

    private static let spanish = fold("""
        y e o u a de con por para sin sobre bajo entre contra desde hasta hacia que quien como ni no si se me te \
        nos os le les mi tu su mis tus sus muy mas todo toda todos todas este esta ese esa aquel aquella hacer ir \
        ser estar tener dar poner decir dos tres cuatro cinco seis siete ocho nueve diez cien mil san santo santa \
        don doña gran grande pequeño pequeña nuevo nueva viejo vieja buen bueno buena mal malo mala señor señora
        """, "es")

    private static let english = fold("""
        and or of in on at to for with by from into onto over under up down out off about after before than that \
        this these those my your his her its our their it is be do does did have has make take get go play you \
        me him them we they i no not all very one two three four five six seven eight nine ten hundred thousand \
        mr mrs ms st saint sir big little great old new good bad
        """, "en")

    private static func fold(_ words: String, _ language: String) -> Set<String> {
        Set(words.split(separator: " ").flatMap { WordFold.words(of: String($0), language: language) })
    }
}
