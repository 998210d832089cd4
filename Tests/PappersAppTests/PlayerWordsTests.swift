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
            }
            app.type(" ")
            for _ in 0...drawn.count { app.press(.backspace) }
            app.type("MINE 0A")
            app.press(.enter)
            if case .playerWords(let words) = app.model.screen, player > 0 {
                #expect(words.problem == .alreadyTyped("mine 0a"))
            }
            for _ in 0..<7 { app.press(.backspace) }
            app.type("mine \(player)b")
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
        #expect(screen.current == 1 && screen.handingOver)
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
