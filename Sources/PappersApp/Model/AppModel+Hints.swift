import PappersPacks
import PappersText

/// Hints on the card: a game's words are texts (records hold nothing else), so their hints are looked up by
/// key in the packs of the game's language, whenever a game comes on screen (new, resumed, replayed) or the
/// packs load after it did.
extension AppModel {
    /// Looks up the hints of the game on screen, when there is one and the packs are loaded.
    mutating func lookUpHints() {
        guard let words, let session, session.hints.isEmpty else { return }
        let hints = words.hints(for: session.state.setup.words, packs: session.packs)
        if hints.contains(where: { $0 != nil }) { self.session?.hints = hints }
    }

    /// The hint to show small under the word on screen now: only when the setting is on, the word is shown
    /// (not paused, not hidden in the mime round) and its pack gives it one.
    public func hintOnScreen(at now: Int) -> String? {
        guard preferences.hints, isWordVisible(at: now), let session, session.state.isClockRunning,
              let index = session.state.wordOnScreen, index < session.hints.count else { return nil }
        return session.hints[index]
    }
}

extension WordSupply {
    /// For each of `words`, the hint of the pack word with its key among the packs of the game's language (the
    /// language of the first of `packs` the catalog knows); nil for words without one, such as the players'
    /// own. All nil when no pack of the game is known.
    public func hints(for words: [String], packs: [String]) -> [String?] {
        guard let language = packs.lazy.compactMap({ catalog.pack(id: $0)?.language }).first else {
            return words.map { _ in nil }
        }
        let hints = catalog.hints(language: language)
        return words.map { hints[WordKey.strict($0)] }
    }
}
