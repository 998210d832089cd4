import PappersCanvas
import PappersEngine

/// The players type their own words into the bowl, one at a time, the laptop handed over between them. A word
/// refused is cleared from the field (the notice says nothing of the bowl); Backspace on an empty field takes the
/// typist's last word back to change it; after the last word the screen waits for Enter, so that word can be
/// changed too before the laptop moves on.
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
        if words.typed[words.current].count == words.perPlayer {
            // Every word typed: Enter passes the laptop on; Backspace (or Esc) takes the last word back.
            switch key {
            case .enter: if finishTypist(&words, at: now, &commands) { return }
            case .backspace, .escape: takeBackLastWord(&words)
            default: break
            }
            self.screen = .playerWords(words)
            return
        }
        if key == .backspace, words.field.text.isEmpty, !words.typed[words.current].isEmpty {
            takeBackLastWord(&words)
            self.screen = .playerWords(words)
            return
        }
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
            } catch {
                // The refused word leaves the field, so the next one is not typed onto it.
                words.problem = error
                words.field = TextField(maximumColumns: words.field.maximumColumns)
            }
        }
        self.screen = .playerWords(words)
    }

    /// The typist's last word back into the field, with its level, to change it.
    private func takeBackLastWord(_ words: inout PlayerWordsScreen) {
        guard let word = words.typed[words.current].popLast() else { return }
        words.checker.remove(word)
        words.level = words.typedLevels.popLast() ?? 2
        words.problem = nil
        words.field = TextField(word, maximumColumns: words.field.maximumColumns)
    }

    /// Enter once the typist has all their words: the laptop goes to the next one, or after the last the game
    /// begins (true: the screen has changed).
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
