import PappersCanvas
import Testing
@testable import PappersApp

/// The text field's keys are one table (`TextField.keys`): every key of it does its action, and the teams
/// screen's typing table takes every line of it.
@Suite struct TextFieldKeysTests {
    /// "ab cd ef" with the cursor after "ab cd": each edit leaves a text and a cursor of its own.
    private static func field() -> TextField {
        var field = TextField("ab cd ef", maximumColumns: 24)
        for _ in 0..<3 { _ = field.handle(.left) }
        return field
    }

    /// What each edit does to `field()`: its outcome, the text and the cursor.
    private static func expected(_ edit: TextField.Edit) -> (TextField.Outcome, String, Int) {
        switch edit {
        case .submit: (.submitted, "ab cd ef", 5)
        case .cancel: (.cancelled, "ab cd ef", 5)
        case .eraseToStart: (.edited, " ef", 0)
        case .left: (.edited, "ab cd ef", 4)
        case .right: (.edited, "ab cd ef", 6)
        case .eraseBefore: (.edited, "ab c ef", 4)
        case .eraseUnder: (.edited, "ab cdef", 5)
        case .eraseToEnd: (.edited, "ab cd", 5)
        case .eraseWord: (.edited, "ab  ef", 3)
        case .start: (.edited, "ab cd ef", 0)
        case .end: (.edited, "ab cd ef", 8)
        }
    }

    @Test func everyKeyOfTheTableDoesItsEdit() {
        #expect(Self.field().cursor == 5)
        for binding in TextField.keys.bindings {
            for key in binding.keys {
                var field = Self.field()
                let outcome = field.handle(key)
                let (expectedOutcome, text, cursor) = Self.expected(binding.action)
                #expect(outcome == expectedOutcome && field.text == text && field.cursor == cursor,
                        "\(key) (\(binding.action)): \(outcome) \"\(field.text)\" at \(field.cursor)")
            }
        }
    }

    @Test func aKeyOutsideTheTableIsNotAnEdit() {
        for key in [Key.tab, .backTab, .up, .down, .control("x"), .function(1)] {
            var field = Self.field()
            #expect(field.handle(key) == .ignored && field == Self.field(), "\(key)")
        }
    }

    @Test func theTeamsTypingTableTakesEveryKeyOfTheField() {
        for binding in TextField.keys.bindings {
            for key in binding.keys {
                #expect(TeamsKeys.typing.action(for: key) == .edit(binding.action), "\(key)")
            }
        }
        for key in [Key.tab, .down] { #expect(TeamsKeys.typing.action(for: key) == .nextName) }
        for key in [Key.backTab, .up] { #expect(TeamsKeys.typing.action(for: key) == .previousName) }
    }
}
