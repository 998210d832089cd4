import PappersCanvas

/// The keys of the list of games in progress, in the order its footer shows them.
public enum SavedGamesKeys {
    public enum Action: Equatable, Sendable { case continueGame, move(ListMove), back }

    public static let map = KeyMap<Action, Void>(
        [KeyBinding(.continueGame, Key.enterOrSpace + [.letter("c")], footer: FooterHint([.enter]))]
            + ListMove.bindings(Action.move)
            + [KeyBinding(.back, [.escape, .letter("q"), .backspace], footer: FooterHint([.escape]))])
}
