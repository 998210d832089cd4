import Testing
import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks

@Suite struct PlayerWordsTests {
    @Test func eachPlayerTypesTheirWordsAndTheyJoinTheBowl() {
        var app = App.typingWords(2)
        guard case .playerWords(let screen) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(screen.typists.count == 4 && screen.handingOver)
        let drawn = screen.bowl.words[0]
        for player in 0..<4 {
            app.press(.enter)
            app.type("mine \(player)a")
            app.press(.enter)
            app.type(drawn.uppercased())
            app.press(.enter)
            if case .playerWords(let words) = app.model.screen {
                #expect(words.problem == .alreadyInBowl(drawn))
                #expect(words.field.text.isEmpty, "the refused word left the field")
            }
            app.type("MINE 0A")
            app.press(.enter)
            if case .playerWords(let words) = app.model.screen {
                #expect(words.problem == .alreadyTyped("mine 0a"))
                #expect(words.field.text.isEmpty)
            }
            app.type("mine \(player)b")
            app.press(.enter)
            if case .playerWords(let words) = app.model.screen {
                #expect(words.current == player && !words.handingOver, "after the last word the screen waits")
            }
            app.press(.enter)
        }
        #expect(app.model.session != nil, "a game is on screen")
        #expect(app.state.setup.words.count == 18)
        #expect(app.state.setup.words.contains("mine 3b"))
    }

    @Test func aShortBowlAsksBeforePlaying() {
        var preferences = Preferences()
        preferences.words = 100
        var app = App(preferences: preferences, words: TestWords.supply(available: 12))
        app.press(.c("n"))
        app.press(.c("s"))
        guard case .shortage(let shortage) = app.model.screen else { Issue.record("no shortage screen"); return }
        #expect(shortage.bowl.words.count == 12 && shortage.bowl.draw.requested == 100)
        app.press(.enter)
        #expect(app.state.setup.words.count == 12)
    }

    @Test func noWordsAtAllSendsBackToSettings() {
        var app = App(words: TestWords.supply(available: 0))
        app.press(.c("n"))
        app.press(.c("s"))
        app.press(.enter)
        guard case .shortage = app.model.screen else { Issue.record("expected the shortage screen"); return }
        app.press(.escape)
        #expect(app.model.screen == .settings(SettingsScreen()))
    }
}

/// Words pasted as a list, one per comma or line, up to the player's count.
@Suite struct PlayerWordsPasteTests {
    @Test func aPastedListKeepsOneWordEachAndHandsTheLaptopOn() {
        var app = App.typingWords(3)
        app.press(.enter)
        app.press(.paste("lluna, sol\nmar\nestrella"))
        guard case .playerWords(let screen) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(screen.typed[0] == ["lluna", "sol", "mar"])
        #expect(screen.pastedLeftOut, "the fourth word was one too many")
        #expect(screen.current == 0, "every word typed: the screen waits for Enter")
        app.press(.enter)
        guard case .playerWords(let next) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(next.current == 1 && next.handingOver)
    }
}

/// A word can be changed before the laptop moves on: Backspace on an empty field takes the last one back, and
/// after the last word the screen waits for Enter.
@Suite struct PlayerWordsCorrectionTests {
    @Test func theLastWordIsChangedBeforeMovingOn() {
        var app = App.typingWords(2)
        app.press(.enter)
        app.type("karaoke")
        app.press(.enter)
        app.type("Eifel Tower")
        app.press(.enter)
        app.press(.backspace)
        guard case .playerWords(let back) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(back.typed[0] == ["karaoke"])
        #expect(back.field.text == "Eifel Tower", "the last word is back in the field")
        for _ in 0..<8 { app.press(.left) }
        app.type("f")
        app.press(.enter)
        guard case .playerWords(let fixed) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(fixed.typed[0] == ["karaoke", "Eiffel Tower"])
        #expect(fixed.current == 0)
        app.press(.enter)
        guard case .playerWords(let next) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(next.current == 1 && next.handingOver)
    }

    @Test func backspaceOnAnEmptyFieldTakesTheWordBeforeBack() {
        var app = App.typingWords(3)
        app.press(.enter)
        app.type("lluna")
        app.press(.enter)
        app.press(.backspace)
        guard case .playerWords(let screen) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(screen.typed[0].isEmpty)
        #expect(screen.field.text == "lluna")
        app.press(.enter)
        app.type("lluna")
        app.press(.enter)
        guard case .playerWords(let again) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(again.problem == .alreadyTyped("lluna"), "the word taken back is typed again only once")
    }
}

extension App {
    /// From home to the players' words (`count` each, a bowl of 10), the first typist's hand-over on screen.
    static func typingWords(_ count: Int) -> App {
        var preferences = Preferences()
        preferences.playerWords = count
        preferences.words = 10
        var app = App(preferences: preferences)
        app.press(.c("n"), .c("s"))
        return app
    }
}
