import PappersCanvas

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
                words.field = TextField(maximumColumns: words.field.maximumColumns)
                if words.typed[words.current].count == words.perPlayer {
                    if words.current + 1 == words.typists.count {
                        begin(words: words.bowl.words + words.checker.words, packs: words.bowl.packs, at: now, &commands)
                        return
                    }
                    words.current += 1
                    words.handingOver = true
                }
            } catch {
                words.problem = error
            }
        }
        self.screen = .playerWords(words)
    }
}
