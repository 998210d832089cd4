import PappersCanvas
import PappersEngine

/// The players type their own words into the bowl, one at a time, the laptop handed over between them. A word
/// refused is cleared from the field (the notice says nothing of the bowl); Backspace on an empty field takes the
/// typist's last word back to change it; after the last word the screen waits for Enter, so that word can be
/// changed too before the laptop moves on.
extension PlayerWordsScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        if handingOver {
            switch key {
            case .enter, .character(" "): handingOver = false
            case .escape: app.openTeams()
            default: break
            }
            return []
        }
        pastedLeftOut = false
        if typed[current].count == perPlayer {
            // Every word typed: Enter passes the laptop on; Backspace (or Esc) takes the last word back.
            switch key {
            case .enter: return finishTypist(&app, at: now)
            case .backspace, .escape: takeBackLastWord()
            default: break
            }
            return []
        }
        if key == .backspace, field.text.isEmpty, !typed[current].isEmpty {
            takeBackLastWord()
            return []
        }
        // Tab steps the coming word's points (its level) 2 → 3 → 1, when the rules score by level.
        if key == .tab, app.preferences.points == .byLevel {
            level = level % GameSetup.Limits.level.upperBound + 1
            return []
        }
        if case .paste(let text) = key, PastedNames.split(text).count > 1 {
            // A pasted list: one word per comma or line, up to the words this player still has to type.
            for word in PastedNames.split(text) {
                guard typed[current].count < perPlayer, let kept = try? checker.add(word) else {
                    pastedLeftOut = true
                    continue
                }
                typed[current].append(kept)
                typedLevels.append(level)
            }
            level = 2
            problem = nil
            field = TextField(maximumColumns: field.maximumColumns)
            return []
        }
        switch field.handle(key) {
        case .edited, .ignored:
            problem = nil
        case .cancelled:
            field = TextField(maximumColumns: field.maximumColumns)
            handingOver = true
        case .submitted:
            do {
                let word = try checker.add(field.text)
                problem = nil
                typed[current].append(word)
                typedLevels.append(level)
                level = 2
                field = TextField(maximumColumns: field.maximumColumns)
            } catch {
                // The refused word leaves the field, so the next one is not typed onto it.
                problem = error
                field = TextField(maximumColumns: field.maximumColumns)
            }
        }
        return []
    }

    /// The typist's last word back into the field, with its level, to change it.
    private mutating func takeBackLastWord() {
        guard let word = typed[current].popLast() else { return }
        checker.remove(word)
        level = typedLevels.popLast() ?? 2
        problem = nil
        field = TextField(word, maximumColumns: field.maximumColumns)
    }

    /// Enter once the typist has all their words: the laptop goes to the next one, or after the last the game
    /// begins.
    private mutating func finishTypist(_ app: inout AppModel, at now: Int) -> [AppCommand] {
        if current + 1 == typists.count {
            return app.begin(
                words: bowl.words + checker.words, levels: bowl.levels + typedLevels, packs: bowl.packs, seed: seed,
                at: now)
        }
        current += 1
        handingOver = true
        return []
    }
}
