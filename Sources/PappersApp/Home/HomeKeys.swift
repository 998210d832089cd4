import PappersCanvas

/// The home screen's keys, in the order its footer shows them; each item's letter is drawn beside it.
public enum HomeKeys {
    public enum Action: Equatable, Sendable {
        case choose
        case move(ListMove)
        /// An item at once, by its letter.
        case pick(HomeScreen.Item)
    }

    /// The state is whether a saved game can be continued.
    public static let map = KeyMap<Action, Bool>(
        [KeyBinding(.choose, Key.enterOrSpace, footer: FooterHint([.enter]))]
            + ListMove.bindings(Action.move)
            + [
                KeyBinding(.pick(.continueGame), [.letter("c")], footer: FooterHint([.letter("c")]), when: { $0 }),
                KeyBinding(.pick(.newGame), [.letter("n")], footer: FooterHint([.letter("n")])),
                KeyBinding(.pick(.settings), [.letter("s")], footer: FooterHint([.letter("s")])),
                // `?` reaches the model's help first; h is the item's own letter.
                KeyBinding(.pick(.help), [.letter("h"), .character("?")], footer: FooterHint([.character("?")])),
                KeyBinding(.pick(.records), [.letter("r")]),
                // Esc quits only when pressed twice (`HomeScreen.escapePressed`).
                KeyBinding(.pick(.quit), [.letter("q"), .escape], footer: FooterHint([.letter("q")])),
            ])

    /// "New game" with a game in progress.
    public enum Question: Equatable, Sendable {
        case choose
        case move(ListMove)
        /// ← and →: the other choice (there are two).
        case other
        case pick(NewGameQuestion.Choice)
        case back
    }

    public static let question = KeyMap<Question, Void>(
        [KeyBinding(.choose, Key.enterOrSpace, footer: FooterHint([.enter]))]
            + ListMove.bindings(Question.move)
            + [
                KeyBinding(.other, [.left, .right]),
                KeyBinding(.pick(.continueSaved), [.letter("c")], footer: FooterHint([.letter("c")])),
                KeyBinding(.pick(.newGame), [.letter("n")], footer: FooterHint([.letter("n")])),
                KeyBinding(.back, [.escape, .letter("q")], footer: FooterHint([.escape])),
            ])
}
