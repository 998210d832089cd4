import PappersPacks
import Testing

/// Cards that give each other away without one holding the other, rule by rule (`GiveAwayFinder`).
@Suite struct GiveAwayFinderTests {
    /// A card: its text and its tags.
    static func card(_ text: String, tags: [String] = [], group: String? = nil) -> PackWord {
        PackWord(text: text, key: text.lowercased(), tags: tags, group: group)
    }

    /// The rule that links two cards, or nil.
    static func rule(
        _ a: PackWord, _ b: PackWord, _ language: String, related: RelatedTable = .empty
    ) -> GiveAwayRule? {
        let found = GiveAwayFinder.giveAways(in: [a, b], language: language, related: related)
        #expect(found.count <= 1)
        return found.first?.rule
    }

    static func rule(_ a: String, _ b: String, _ language: String) -> GiveAwayRule? {
        rule(card(a), card(b), language)
    }

    @Test(arguments: [
        ("lleó", "domador de lleons", "ca"), ("espelma", "bufar les espelmes", "ca"), ("vaca", "vaques", "ca"),
        ("braç", "braços", "ca"), ("gos", "gossos", "ca"), ("llengua", "llengües", "ca"),
        ("león", "domador de leones", "es"), ("calamares", "El juego del calamar", "es"), ("lápiz", "lápices", "es"),
        ("autobús", "autobuses", "es"), ("tooth", "brush your teeth", "en"), ("box", "boxes", "en"),
        ("berry", "berries", "en"), ("leaf", "leaves", "en"), ("mouse", "mice", "en"),
    ])
    func plurals(a: String, b: String, language: String) {
        #expect(Self.rule(a, b, language) == .plural)
    }

    @Test func aCharactersPluralCountsButAPersonsDoesNot() {
        let cookie = Self.card("el Monstre de les Galetes", tags: ["characters"])
        #expect(Self.rule(Self.card("galeta"), cookie, "ca") == .plural)
        #expect(Self.rule(Self.card("flor"), Self.card("Lola Flores", tags: ["people"]), "es") == nil)
    }

    @Test(arguments: [
        ("futbol", "futbolista", "ca"), ("pastís", "pastisser", "ca"), ("rentar els plats", "ós rentador", "ca"),
        ("clau", "clauer", "ca"), ("reloj", "relojero", "es"), ("toro", "torero", "es"), ("batido", "batidora", "es"),
        ("tomate", "la Tomatina", "es"), ("pan", "panadero", "es"), ("sing", "singer", "en"),
        ("bake a cake", "bakery", "en"), ("baker", "bakery", "en"), ("swim", "swimming pool", "en"),
        ("dance", "dancer", "en"),
    ])
    func derivedWords(a: String, b: String, language: String) {
        #expect(Self.rule(a, b, language) == .derived)
    }

    @Test func aSuffixNeedsABaseWrittenInLowerCaseAndNoName() {
        #expect(Self.rule(Self.card("home"), Self.card("Homer Simpson", tags: ["characters"]), "ca") == nil)
        #expect(Self.rule(Self.card("Toro"), Self.card("torero"), "es") == nil)
        #expect(Self.rule("bee", "beer", "en") == nil, "an English base has 4 letters or more")
    }

    @Test(arguments: [("rain", "rainbow"), ("star", "starfish"), ("water the plants", "waterfall")])
    func englishCompounds(a: String, b: String) {
        #expect(Self.rule(a, b, "en") == .compound)
    }

    @Test func aCompoundIsOneWordWhoseStartIsAWordOfFourLettersOrMore() {
        #expect(Self.rule("cat", "catfish", "en") == nil, "cat has 3 letters")
        #expect(Self.rule("rain", "rainbow trout", "en") == nil, "the compound is a card of one word")
        #expect(Self.rule("rain", "rainy", "en") == .derived)
        #expect(Self.rule("gota", "gotabowl", "ca") == nil, "compounds are English only")
    }

    @Test(arguments: [
        ("farmàcia", "farmacèutic", "ca"), ("princesa", "El petit príncep", "ca"), ("escombrar", "escombriaire", "ca"),
        ("Barcelona", "la Barceloneta", "ca"), ("librarian", "library", "en"), ("fútbol", "futbolín", "es"),
    ])
    func sharedRoots(a: String, b: String, language: String) {
        #expect(Self.rule(a, b, language) == .root)
    }

    @Test func aRootNeedsFiveLettersOnBothSidesAndNoName() {
        #expect(Self.rule("pasta", "pastel", "ca") == nil)
        #expect(Self.rule("esquí", "esquirol", "ca") == .root)
        #expect(Self.rule("ski", "skier", "en") == nil)
        #expect(Self.rule(Self.card("Pedri", tags: ["people"]), Self.card("la Pedrera"), "ca") == nil)
    }

    @Test(arguments: [
        ("hoquei sobre gel", "hoquei sobre patins", "ca"), ("ós polar", "ós rentador", "ca"),
        ("salt d'alçada", "salt de perxa", "ca"), ("joc de l'oca", "joc del mocador", "ca"),
        ("huevo frito", "huevos rotos", "es"), ("polar bear", "teddy bear", "en"), ("hot dog", "sea dog", "en"),
    ])
    func sharedHeadNouns(a: String, b: String, language: String) {
        #expect(Self.rule(a, b, language) == .headNoun)
    }

    @Test func theHeadIsAWordInLowerCaseOfACardOfSeveralWords() {
        #expect(Self.rule("Joc de trons", "joc de l'oca", "ca") == nil, "a title's capital is not a head")
        #expect(Self.rule("ós", "ós rentador", "ca") == nil, "a card of one word holds no head: it clashes")
        #expect(Self.rule("dog days", "dog collar", "en") == nil, "the English head is the last word")
        #expect(Self.rule("els tres porquets", "tres en ratlla", "ca") == nil, "numbers are stop-words, folded too")
    }

    @Test(arguments: [
        ("raspall de dents", "pasta de dents", "ca"), ("saltar a corda", "estirar la corda", "ca"),
        ("Neil Armstrong", "Louis Armstrong", "en"), ("barra libre", "lucha libre", "es"),
    ])
    func sharedWords(a: String, b: String, language: String) {
        #expect(Self.rule(a, b, language) == .sharedWord)
    }

    @Test func stopWordsShortWordsAndFirstNamesAreNotShared() {
        #expect(Self.rule("pont sobre el riu", "hoquei sobre gel", "ca") == nil)
        #expect(Self.rule("bus stop", "bus driver", "en") == nil, "bus has 3 letters")
        let jackson = Self.card("Michael Jackson", tags: ["people"])
        #expect(Self.rule(jackson, Self.card("Michael Jordan", tags: ["people"]), "en") == nil)
        #expect(Self.rule(jackson, Self.card("Percy Jackson", tags: ["characters"]), "en") == .sharedWord)
        #expect(Self.rule(Self.card("Rafa Nadal", tags: ["people"]), Self.card("arbre de Nadal"), "ca") == .sharedWord)
    }

    @Test func relatedWordsComeFromTheTable() {
        let table = RelatedTable(text: "natació = nedar = nedador\nBatman = ratpenat\n", language: "ca")
        func rule(_ a: String, _ b: String) -> GiveAwayRule? {
            Self.rule(Self.card(a), Self.card(b), "ca", related: table)
        }
        #expect(rule("Batman", "ratpenat") == .related)
        #expect(rule("el ratpenat", "El retorn de Batman") == .related, "as whole words, articles folded")
        #expect(rule("natació sincronitzada", "nedar a braça") == .related)
        #expect(rule("Batmania", "ratpenat") == nil, "whole words only")
        #expect(rule("Batman", "Batman i Robin") == nil, "one holds the other: a clash, not a give-away")
        #expect(Self.rule(Self.card("Batman"), Self.card("ratpenat"), "ca") == nil, "without the table")
    }

    @Test func aPairIsReportedOnceUnderItsFirstRuleWithItsWords() {
        let found = GiveAwayFinder.giveAways(
            in: [Self.card("domador de lleons"), Self.card("dog"), Self.card("lleó")], language: "ca", related: .empty)
        #expect(found == [GiveAway(first: 0, second: 2, rule: .plural, words: ["lleons", "lleó"])])
    }

    @Test func clashesAreLeftToTheClashFinder() {
        #expect(Self.rule("dog", "hot dog", "en") == nil)
        #expect(Self.rule("lleó", "El rei lleó", "ca") == nil)
    }
}

/// Reading a related-words table.
@Suite struct RelatedTableTests {
    @Test func readsSetsAndSkipsCommentsAndBlankLines() {
        let table = RelatedTable(text: "# header\n\nnatació = nedar # swimming\r\n  \nel Batman = Ratpenats\n", language: "ca")
        #expect(table.problems == [])
        #expect(table.sets.map { $0.map(\.words) } == [[["natacio"], ["nedar"]], [["batman"], ["ratpenat"]]])
        #expect(table.sets[1].map(\.written) == ["el Batman", "Ratpenats"])
    }

    @Test func namesTheLinesItCannotRead() {
        let table = RelatedTable(text: "gos\ngat =  = mix\nla = el\ncavall=euga\nok = bé\n", language: "ca")
        #expect(table.problems == [
            "1: one member only; expected two or more separated by \" = \"",
            "2: an empty member; expected words separated by \" = \"",
            "3: \"la\" folds to nothing; expected words separated by \" = \"",
            "4: one member only; expected two or more separated by \" = \"",
        ])
        #expect(table.sets.count == 1)
    }

    /// The shipped tables read without a problem and start with the same three lines in every language.
    @Test func theShippedTablesAreClean() {
        #expect(BuiltInRelatedTables.languages == ["ca", "en", "es"])
        for language in BuiltInRelatedTables.languages {
            let table = BuiltInRelatedTables.table(for: language)
            #expect(table.problems == [], "\(language)")
            #expect(!table.sets.isEmpty, "\(language)")
        }
        let headers = BuiltInRelatedTables.languages.map { BuiltInRelatedTables.text(for: $0)?.split(separator: "\n").prefix(3) }
        #expect(Set(headers.map { $0.map(Array.init) }).count == 1)
    }
}
