import PappersApp
import PappersCanvas

/// Footers made from a screen's key map (`KeyMap`): the offered actions in the table's order, each named by
/// its keys and labelled in the interface's language.
extension ScreenContext {
    /// The footer's hints for `map` in `state`, each action's words said by `label`; a hint that waits for
    /// the main key's guard is unlit while `session`'s Space and Enter wait.
    func hints<Action, State>(_ map: KeyMap<Action, State>, _ state: State, session: GameSession? = nil,
                              label: (Action) -> String) -> [KeyHint] {
        map.offered(state).compactMap { binding in
            guard let footer = binding.footer else { return nil }
            let keys = keyNames(footer.keys)
            if footer.waitsForGuard, let session { return mainHint(session, key: keys, label(binding.action)) }
            return KeyHint(keys, label(binding.action), essential: footer.isEssential)
        }
    }

    /// As `hints`, each action's words one string of the table.
    func hints<Action, State>(_ map: KeyMap<Action, State>, _ state: State, session: GameSession? = nil,
                              label: (Action) -> StringKey) -> [KeyHint] {
        hints(map, state, session: session) { (action: Action) -> String in text(label(action)) }
    }

    /// `session` now at the seat drawn for: what its footer may offer (`GameKeys`, `Pressers`).
    func moment(_ session: GameSession) -> GameMoment {
        GameMoment(session, at: now, role: model.role, describerAway: model.isDescriberAway,
                   watchersWaiting: !model.watchersWaiting.isEmpty)
    }

    /// Keys as a footer names them: "q/Esc", "Space/Enter"; ↑ and ↓ together are the one pair "↑↓" (and ← →
    /// "←→").
    func keyNames(_ keys: [Key]) -> String { strings.keyNames(keys) }

    /// A key's name: a letter as it is typed, Space, Enter and Esc in the interface's language.
    func keyName(_ key: Key) -> String { strings.keyName(key) }
}

extension Strings {
    /// Keys as a footer names them: "q/Esc", "Space/Enter"; ↑ and ↓ together are the one pair "↑↓" (and ← →
    /// "←→").
    func keyNames(_ keys: [Key]) -> String {
        if keys == [.up, .down] { return text(.keyArrows) }
        if keys == [.left, .right] { return "←→" }
        return keys.map(keyName).joined(separator: "/")
    }

    /// A key's name: a letter as it is typed, Space, Enter and Esc in the language, a control key "^U".
    func keyName(_ key: Key) -> String {
        switch key {
        case .space: text(.keySpace)
        case .enter: text(.keyEnter)
        case .escape: text(.keyEsc)
        case .backspace: text(.keyBackspace)
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .tab: "Tab"
        case .control(let character): "^" + String(character).uppercased()
        case .function(let number): "F\(number)"
        default: "?"
        }
    }
}
