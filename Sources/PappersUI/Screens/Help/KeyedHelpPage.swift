import PappersApp
import PappersCanvas

/// A help page whose sentences name keys ("press x to strike it"): its text is a template whose keys come from
/// the screens' key maps, so a key renamed in a table is renamed on the page; an action that no longer exists
/// does not compile, and one left without a line in its table names no key (`KeyedHelpPageTests` pins every page).
enum KeyedHelpPage: CaseIterable {
    /// The three rounds: the turn's peek.
    case rounds
    /// After a turn: the review's strike.
    case afterTurn
    /// Setting up teams: the keys of a name being typed and of the teams list.
    case teams
    /// Rounds and points: the turn's peek, the rounds list's pick-up and carry, the level of a word typed.
    case roundsAndPoints
    /// Pairs: the key between teams and pairs.
    case pairs
    /// A terminal each (`pappers host`): the key that opens a player's menu on their own terminal, and the
    /// table's key that seats a watcher.
    case host

    func text(_ strings: Strings) -> String {
        switch self {
        case .rounds:
            strings.text(.help2Body(peek: strings.helpKey(.peek, in: GameKeys.turn)))
        case .afterTurn:
            strings.text(.help4Body(strike: strings.helpKey(.strike, in: GameKeys.review)))
        case .teams:
            strings.text(.help6Body(
                nextName: strings.sentenceKey(.nextName, in: TeamsKeys.typing),
                previousName: strings.sentenceKey(.previousName, in: TeamsKeys.typing),
                moveCursor: [TextField.Edit.left, .right].map { strings.sentenceKey($0, in: TextField.keys) }
                    .joined(separator: "/"),
                ends: [TextField.Edit.start, .end].map { strings.sentenceKey($0, in: TextField.keys) }.joined(separator: "/"),
                eraseToStart: strings.sentenceKey(.eraseToStart, in: TextField.keys),
                eraseWord: strings.sentenceKey(.eraseWord, in: TextField.keys),
                addPlayer: strings.helpKey(.addPlayer, in: TeamsKeys.teams),
                addTeam: strings.helpKey(.addTeam, in: TeamsKeys.teams),
                remove: strings.helpKey(.remove, in: TeamsKeys.teams),
                randomTeams: strings.helpKey(.randomTeams, in: TeamsKeys.teams),
                earlierTeams: strings.helpKey(.earlierTeams, in: TeamsKeys.teams),
                clearNames: strings.helpKey(.clearNames, in: TeamsKeys.teams),
                start: strings.helpKey(.start, in: TeamsKeys.teams)))
        case .roundsAndPoints:
            strings.text(.help7Body(
                peek: strings.helpKey(.peek, in: GameKeys.turn),
                pickUp: strings.helpKey(.pickUp, in: SettingsKeys.rounds),
                carry: [SettingsKeys.Carrying.up, .down]
                    .map { strings.helpKey($0, in: SettingsKeys.carrying, firstKeyOnly: true) }.joined(separator: " "),
                level: strings.helpKey(.level, in: PlayerWordsKeys.typing)))
        case .pairs:
            strings.text(.helpPairsBody(switchMode: strings.helpKey(.pairsMode, in: TeamsKeys.teams)))
        case .host:
            strings.text(.helpHostBody(
                menu: strings.sentenceKey(.menu, in: GameKeys.playersSeat),
                seatWatcher: strings.helpKey(.seatWatcher, in: GameKeys.handOff)))
        }
    }
}

extension Strings {
    /// How a help page names the key of `action` in `map`: as the footer names it ("x", "q/Esc"), or by its
    /// first key when the footer does not show it or `firstKeyOnly` (↑ alone, where the footer says "↑↓").
    func helpKey<Action, State>(_ action: Action, in map: KeyMap<Action, State>, firstKeyOnly: Bool = false) -> String {
        let keys = map.keys(for: action)
        let footer = map.bindings.first { $0.action == action }?.footer?.keys
        return keyNames(firstKeyOnly ? Array(keys.prefix(1)) : footer ?? Array(keys.prefix(1)))
    }

    /// How a help page's sentence names the key of `action` in `map`: its first key, spelt as a sentence
    /// spells it ("Shift-Tab", "Home", "Ctrl-U" where the footer says "^U"); nothing when the table has none.
    func sentenceKey<Action, State>(_ action: Action, in map: KeyMap<Action, State>) -> String {
        map.keys(for: action).first.map(sentenceKeyName) ?? ""
    }

    /// A key as a sentence names it: Shift-Tab, Home and End in the language, a control key "Ctrl-U"; any
    /// other key as the footer names it.
    func sentenceKeyName(_ key: Key) -> String {
        switch key {
        case .backTab: text(.keyShiftTab)
        case .home: text(.keyHome)
        case .end: text(.keyEnd)
        case .control(let character): "Ctrl-" + String(character).uppercased()
        default: keyName(key)
        }
    }
}
