import PappersPacks
import Testing

/// Words typed by players: the rules of pack words, and no repeats of the bowl or of each other.
@Suite struct PlayerWordsTests {
    @Test func acceptsNewWordsTrimmed() throws {
        var words = PlayerWords(bowl: ["dog", "Café"])
        #expect(try words.add("  Grandma's cake ") == "Grandma's cake")
        #expect(try words.add("col·legi") == "col·legi")
        #expect(words.words == ["Grandma's cake", "col·legi"])
    }

    @Test(arguments: [
        ("", PlayerWordProblem.invalid(.empty), "the word is empty; expected a word or short phrase"),
        ("   ", .invalid(.blank), "the word holds only spaces; expected a word or short phrase"),
        (String(repeating: "x", count: 61), .invalid(.tooWide(columns: 61)), "the word is 61 columns wide; expected at most 60"),
        (String(repeating: "東", count: 31), .invalid(.tooWide(columns: 62)), "the word is 62 columns wide; expected at most 60"),
        ("red\u{1B}[31m", .invalid(.unsafe(.escape)), "the word holds escape character (ESC, U+001B) that could drive the terminal; expected printable text"),
        ("evil\u{202E}", .invalid(.unsafe(.bidirectionalControl("\u{202E}"))), "the word holds bidirectional control U+202E that reorders text; expected printable text"),
        ("DOG", .alreadyInBowl("dog"), "the bowl already holds \"dog\"; expected another word"),
        ("cafe", .alreadyInBowl("Café"), "the bowl already holds \"Café\"; expected another word"),
        ("  cafe\u{301}  ", .alreadyInBowl("Café"), "the bowl already holds \"Café\"; expected another word"),
    ])
    func refusesWithAClearReason(text: String, problem: PlayerWordProblem, message: String) {
        var words = PlayerWords(bowl: ["dog", "Café"])
        #expect(words.problem(with: text) == problem)
        #expect(problem.description == message)
        #expect(throws: problem) { try words.add(text) }
        #expect(words.words.isEmpty)
    }

    @Test func refusesAWordAnotherPlayerTypedIgnoringCaseAndAccents() throws {
        var words = PlayerWords(bowl: [])
        try words.add("Pingüino")
        #expect(words.problem(with: "pinguino") == .alreadyTyped("Pingüino"))
        #expect(PlayerWordProblem.alreadyTyped("Pingüino").description == "\"Pingüino\" was already typed; expected another word")
        words.remove("PINGUINO")
        #expect(words.words.isEmpty)
        #expect(try words.add("pinguino") == "pinguino")
    }
}
