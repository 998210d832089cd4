import PappersCanvas

/// The keys of the settings and of their two lists (packs, rounds), each a table in the order its footer shows
/// them.
public enum SettingsKeys {
    public enum Action: Equatable, Sendable { case move(ListMove), previousValue, nextValue, back }

    /// The state is whether the row under the cursor opens a list (packs, rounds) rather than steps a value:
    /// the footer then says Enter chooses, else ←→ change.
    public static let map = KeyMap<Action, Bool>(
        [
            KeyBinding(.previousValue, [.left, .letter("h"), .character("-")], footer: FooterHint([.left, .right]),
                       when: { !$0 }),
            // On the Packs and Rounds rows, the list opens.
            KeyBinding(.nextValue, [.right, .letter("l"), .character("+"), .space, .enter], footer: FooterHint([.enter]),
                       when: { $0 }),
        ]
            + ListMove.bindings(Action.move)
            + [KeyBinding(.back, [.escape, .letter("q")], footer: FooterHint([.escape]))])

    /// The list of packs.
    public enum Packs: Equatable, Sendable { case tick, move(ListMove), close }

    public static let packs = KeyMap<Packs, Void>(
        [KeyBinding(.tick, [.space, .letter("x")], footer: FooterHint([.space]))]
            + ListMove.bindings(Packs.move)
            + [KeyBinding(.close, [.escape, .enter, .letter("q")], footer: FooterHint([.enter]))])

    /// The list of rounds.
    public enum Rounds: Equatable, Sendable { case nextKind, previousKind, move(ListMove), pickUp, remove, close }

    /// On the row "add a round", Enter, Space, → and + add one.
    public static let rounds = KeyMap<Rounds, Void>(
        [
            KeyBinding(.nextKind, [.right, .space, .letter("l"), .character("+")], footer: FooterHint([.left, .right])),
            KeyBinding(.previousKind, [.left, .letter("h"), .character("-")]),
        ]
            + ListMove.bindings(Rounds.move)
            + [
                KeyBinding(.pickUp, [.letter("m")], footer: FooterHint([.letter("m")])),
                KeyBinding(.remove, [.letter("x"), .delete, .backspace], footer: FooterHint([.letter("x")])),
                KeyBinding(.close, [.escape, .enter, .letter("q")], footer: FooterHint([.enter])),
            ])

    /// A round picked up, to be carried to its place.
    public enum Carrying: Equatable, Sendable { case up, down, putDown }

    public static let carrying = KeyMap<Carrying, Void>([
        KeyBinding(.up, [.up, .letter("k")], footer: FooterHint([.up, .down])),
        KeyBinding(.down, [.down, .letter("j")]),
        KeyBinding(.putDown, [.letter("m"), .enter, .escape, .space], footer: FooterHint([.letter("m")])),
    ])
}
