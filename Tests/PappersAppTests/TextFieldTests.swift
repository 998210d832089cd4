import Testing
import PappersApp
import PappersCanvas

/// The line editor: every key a terminal user's fingers know, the placeholder, and paste.
@Suite struct TextFieldTests {
    private func field(_ text: String, cursor: Int? = nil, placeholder: Bool = false) -> TextField {
        var field = TextField(text, maximumColumns: 24, placeholder: placeholder)
        if let cursor {
            _ = field.handle(.home)
            for _ in 0..<cursor { _ = field.handle(.right) }
        }
        return field
    }

    private func after(_ keys: [Key], on start: TextField) -> (text: String, cursor: Int) {
        var field = start
        for key in keys { _ = field.handle(key) }
        return (field.text, field.cursor)
    }

    @Test(arguments: [
        // key, text before, cursor before, text after, cursor after
        (Key.left, "Vermells", 8, "Vermells", 7), (.right, "Vermells", 2, "Vermells", 3),
        (.control("b"), "Ana", 3, "Ana", 2), (.control("f"), "Ana", 0, "Ana", 1),
        (.home, "Ana Puig", 5, "Ana Puig", 0), (.end, "Ana Puig", 1, "Ana Puig", 8),
        (.control("a"), "Ana Puig", 5, "Ana Puig", 0), (.control("e"), "Ana Puig", 1, "Ana Puig", 8),
        (.backspace, "Ana", 3, "An", 2), (.backspace, "Ana", 1, "na", 0), (.backspace, "Ana", 0, "Ana", 0),
        (.delete, "Ana", 0, "na", 0), (.delete, "Ana", 3, "Ana", 3), (.control("d"), "Ana", 1, "Aa", 1),
        (.control("u"), "Ana Puig", 4, "Puig", 0), (.control("k"), "Ana Puig", 3, "Ana", 3),
        (.control("w"), "Ana Puig i Ferrer", 17, "Ana Puig i ", 11), (.control("w"), "Ana Puig  ", 10, "Ana ", 4),
        (.altBackspace, "Ana Puig", 8, "Ana ", 4), (.altBackspace, "Ana Puig", 3, " Puig", 0),
        (.character("x"), "Ana", 1, "Axna", 2), (.character("à"), "Ana", 3, "Anaà", 4),
        (.paste("Puig\ni Ferrer"), "Ana ", 4, "Ana Puig i Ferrer", 17),
    ] as [(Key, String, Int, String, Int)])
    func eachEditingKey(key: Key, text: String, cursor: Int, expectedText: String, expectedCursor: Int) {
        let result = after([key], on: field(text, cursor: cursor))
        #expect(result.text == expectedText)
        #expect(result.cursor == expectedCursor)
    }

    @Test func aPlaceholderIsReplacedByTheFirstCharacter() {
        var placeholder = field("Team 1", placeholder: true)
        #expect(placeholder.isPlaceholder && placeholder.cursor == 0)
        #expect(placeholder.handle(.character("V")) == .edited)
        #expect(placeholder.text == "V" && !placeholder.isPlaceholder)
        #expect(after([.paste("Vermells")], on: field("Team 1", placeholder: true)).text == "Vermells")
    }

    @Test(arguments: [Key.backspace, .delete, .control("u"), .control("w"), .altBackspace, .control("k")])
    func erasingAnUntouchedPlaceholderEmptiesIt(key: Key) {
        #expect(after([key], on: field("Player 3", placeholder: true)).text == "")
    }

    @Test func enterKeepsAPlaceholderAndArrowsMakeItText() {
        var kept = field("Team 1", placeholder: true)
        #expect(kept.handle(.enter) == .submitted)
        #expect(kept.text == "Team 1")
        var moved = field("Team 1", placeholder: true)
        _ = moved.handle(.end)
        _ = moved.handle(.character("b"))
        #expect(moved.text == "Team 1b" && !moved.isPlaceholder)
    }

    @Test func unsafeOrTooWideTextIsRefusedWhole() {
        var narrow = TextField("", maximumColumns: 5)
        #expect(narrow.handle(.paste("Bartholomew")) == .ignored)
        #expect(narrow.handle(.paste("a\u{1B}[31mb")) == .ignored)
        #expect(narrow.text.isEmpty)
    }

    @Test func aCombiningAccentJoinsTheLetterBeforeTheCursor() {
        var field = TextField("Nuria", maximumColumns: 24)
        _ = field.handle(.home)
        _ = field.handle(.right)
        _ = field.handle(.right)
        _ = field.handle(.character("\u{0301}"))
        #expect(field.text == "Nu\u{0301}ria" && field.cursor == 2)
        _ = field.handle(.end)
        _ = field.handle(.character("\u{0300}"))
        _ = field.handle(.backspace)
        #expect(field.cursor <= field.text.count)
    }
}
