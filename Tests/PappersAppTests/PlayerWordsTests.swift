import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks

@Suite struct PlayerWordsTests {
    @Test func eachPlayerTypesTheirWordsAndTheyJoinTheBowl() throws {
        var store = try TestStore.typingWords(2)
        guard case .playerWords(let screen) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(screen.typists.count == 4 && screen.handingOver)
        let drawn = screen.bowl.words[0]
        for player in 0..<4 {
            try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
            try store.typeWord("mine \(player)a")
            try store.submitWord()
            try store.typeWord(drawn.uppercased())
            try store.submitWord()
            if case .playerWords(let words) = store.model.screen {
                #expect(words.problem == .alreadyInBowl(drawn))
                #expect(words.field.text.isEmpty, "the refused word left the field")
            }
            try store.typeWord("MINE 0A")
            try store.submitWord()
            if case .playerWords(let words) = store.model.screen {
                #expect(words.problem == .alreadyTyped("mine 0a"))
                #expect(words.field.text.isEmpty)
            }
            try store.typeWord("mine \(player)b")
            try store.submitWord()
            guard case .playerWords(let words) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
            #expect(words.typed[player] == ["mine \(player)a", "mine \(player)b"])
            #expect(words.current == player && !words.handingOver, "after the last word the screen waits")
            if player < 3 {
                try store.press(.enter) {
                    $0.on(PlayerWordsScreen.self) {
                        $0.current += 1
                        $0.handingOver = true
                    }
                }
            } else {
                try store.begin(.key(.enter), words: words.bowl.words + words.checker.words, levels: words.bowl.levels + words.typedLevels,
                                packs: words.bowl.packs, seed: words.seed)
            }
        }
        #expect(store.model.session != nil, "a game is on screen")
        #expect(store.model.session?.state.setup.words.count == 18)
        #expect(store.model.session?.state.setup.words.contains("mine 3b") == true)
    }

    @Test func aShortBowlAsksBeforePlaying() throws {
        var preferences = Preferences()
        preferences.words = 100
        var store = TestStore.home(preferences: preferences, words: TestWords.supply(available: 12))
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.drawFromTeams(.c("s")) { .shortage(ShortageScreen(bowl: $0, seed: $1)) }
        guard case .shortage(let shortage) = store.model.screen else { Issue.record("no shortage screen"); return }
        #expect(shortage.bowl.words.count == 12 && shortage.bowl.draw.requested == 100)
        try store.begin(.key(.enter), words: shortage.bowl.words, levels: shortage.bowl.levels, packs: shortage.bowl.packs,
                        seed: shortage.seed)
        #expect(store.model.session?.state.setup.words.count == 12)
    }

    @Test func noWordsAtAllSendsBackToSettings() throws {
        var store = TestStore.home(words: TestWords.supply(available: 0))
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.drawFromTeams(.c("s")) { .shortage(ShortageScreen(bowl: $0, seed: $1)) }
        // Nothing to play with: Enter does nothing.
        try store.press(.enter)
        guard case .shortage = store.model.screen else { Issue.record("expected the shortage screen"); return }
        try store.press(.escape) { $0.screen = .settings(SettingsScreen()) }
    }
}

/// Words pasted as a list, one per comma or line, up to the player's count.
@Suite struct PlayerWordsPasteTests {
    @Test func aPastedListKeepsOneWordEachAndHandsTheLaptopOn() throws {
        var store = try TestStore.typingWords(3)
        try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
        try store.press(.paste("lluna, sol\nmar\nestrella")) {
            try $0.on(PlayerWordsScreen.self) {
                for word in ["lluna", "sol", "mar"] {
                    $0.typed[0].append(try $0.checker.add(word))
                    $0.typedLevels.append(2)
                }
                $0.pastedLeftOut = true
            }
        }
        guard case .playerWords(let screen) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(screen.typed[0] == ["lluna", "sol", "mar"])
        #expect(screen.pastedLeftOut, "the fourth word was one too many")
        #expect(screen.current == 0, "every word typed: the screen waits for Enter")
        try store.press(.enter) {
            $0.on(PlayerWordsScreen.self) {
                $0.current = 1
                $0.handingOver = true
                $0.pastedLeftOut = false
            }
        }
        guard case .playerWords(let next) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(next.current == 1 && next.handingOver)
    }
}

/// A word can be changed before the laptop moves on: Backspace on an empty field takes the last one back, and
/// after the last word the screen waits for Enter.
@Suite struct PlayerWordsCorrectionTests {
    /// Backspace on an empty field: the typist's last word back in the field, to change.
    static func takeBack(_ word: String, _ store: inout TestStore, sourceLocation: SourceLocation = #_sourceLocation)
        throws {
        try store.press(.backspace, sourceLocation: sourceLocation) {
            $0.on(PlayerWordsScreen.self) {
                $0.typed[$0.current].removeLast()
                $0.checker.remove(word)
                $0.typedLevels.removeLast()
                $0.field = TextField(word, maximumColumns: $0.field.maximumColumns)
            }
        }
    }

    @Test func theLastWordIsChangedBeforeMovingOn() throws {
        var store = try TestStore.typingWords(2)
        try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
        try store.typeWord("karaoke")
        try store.submitWord()
        try store.typeWord("Eifel Tower")
        try store.submitWord()
        try Self.takeBack("Eifel Tower", &store)
        guard case .playerWords(let back) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(back.typed[0] == ["karaoke"])
        #expect(back.field.text == "Eifel Tower", "the last word is back in the field")
        for _ in 0..<8 { try store.press(.left) { $0.on(PlayerWordsScreen.self) { _ = $0.field.handle(.left) } } }
        try store.press(.c("f")) { $0.on(PlayerWordsScreen.self) { _ = $0.field.handle(.c("f")) } }
        guard case .playerWords(let typing) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(typing.field.text == "Eiffel Tower" && typing.field.cursor == 4)
        try store.submitWord()
        guard case .playerWords(let fixed) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(fixed.typed[0] == ["karaoke", "Eiffel Tower"])
        #expect(fixed.current == 0)
        try store.press(.enter) {
            $0.on(PlayerWordsScreen.self) {
                $0.current = 1
                $0.handingOver = true
            }
        }
        guard case .playerWords(let next) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(next.current == 1 && next.handingOver)
    }

    @Test func backspaceOnAnEmptyFieldTakesTheWordBeforeBack() throws {
        var store = try TestStore.typingWords(3)
        try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
        try store.typeWord("lluna")
        try store.submitWord()
        try Self.takeBack("lluna", &store)
        guard case .playerWords(let screen) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(screen.typed[0].isEmpty)
        #expect(screen.field.text == "lluna")
        try store.submitWord()
        try store.typeWord("lluna")
        try store.submitWord()
        guard case .playerWords(let again) = store.model.screen else { Issue.record("\(store.model.screen)"); return }
        #expect(again.problem == .alreadyTyped("lluna"), "the word taken back is typed again only once")
    }
}
