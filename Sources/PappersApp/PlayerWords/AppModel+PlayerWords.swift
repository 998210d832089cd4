import PappersCanvas
import PappersEngine

/// The players type their own words into the bowl, one at a time, the laptop handed over between them.
extension AppModel {
    mutating func handlePlayerWords(_ key: Key, _ screen: PlayerWordsScreen, at now: Int, _ commands: inout [AppCommand]) {
        var words = screen
        if words.handingOver {
            switch key {
            case .enter, .character(" "): words.handingOver = false
            case .escape: openTeams(); return
            default: break
            }
            self.screen = .playerWords(words)
            return
        }
        words.pastedLeftOut = false
        // MARK: rounds-points
        // Tab steps the coming word's points (its level) 2 → 3 → 1, when the rules score by level.
        if key == .tab, preferences.points == .byLevel {
            words.level = words.level % GameSetup.Limits.level.upperBound + 1
            self.screen = .playerWords(words)
            return
        }
        if case .paste(let text) = key, PastedNames.split(text).count > 1 {
            // A pasted list: one word per comma or line, up to the words this player still has to type.
            for word in PastedNames.split(text) {
                guard words.typed[words.current].count < words.perPlayer, let kept = try? words.checker.add(word) else {
                    words.pastedLeftOut = true
                    continue
                }
                words.typed[words.current].append(kept)
                words.typedLevels.append(words.level)
            }
            words.level = 2
            words.problem = nil
            words.field = TextField(maximumColumns: words.field.maximumColumns)
            if finishTypist(&words, at: now, &commands) { return }
            self.screen = .playerWords(words)
            return
        }
        switch words.field.handle(key) {
        case .edited, .ignored:
            words.problem = nil
        case .cancelled:
            words.field = TextField(maximumColumns: words.field.maximumColumns)
            words.handingOver = true
        case .submitted:
            do {
                let word = try words.checker.add(words.field.text)
                words.problem = nil
                words.typed[words.current].append(word)
                words.typedLevels.append(words.level)
                words.level = 2
                words.field = TextField(maximumColumns: words.field.maximumColumns)
                if finishTypist(&words, at: now, &commands) { return }
            } catch {
                words.problem = error
            }
        }
        self.screen = .playerWords(words)
    }

    /// After a word kept: when the typist has all their words, the laptop goes to the next one, or after the last
    /// the game begins (true: the screen has changed).
    private mutating func finishTypist(_ words: inout PlayerWordsScreen, at now: Int, _ commands: inout [AppCommand]) -> Bool {
        guard words.typed[words.current].count == words.perPlayer else { return false }
        if words.current + 1 == words.typists.count {
            begin(
                words: words.bowl.words + words.checker.words, levels: words.bowl.levels + words.typedLevels,
                packs: words.bowl.packs, at: now, &commands)
            return true
        }
        words.current += 1
        words.handingOver = true
        return false
    }
}
