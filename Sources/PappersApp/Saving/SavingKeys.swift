import PappersCanvas

/// The keys of the two questions over every screen when saving goes wrong, each a table in the order its box
/// lists the choices; each choice is drawn with its first key.
public enum SavingKeys {
    /// Leaving a game that cannot be saved.
    public enum LeavingUnsaved: Equatable, Sendable { case writeAndQuit, keepPlaying, quitUnsaved }

    /// Quitting and losing the game is offered (and taken) once writing it elsewhere failed.
    public static let leavingUnsaved = KeyMap<LeavingUnsaved, UnsavedQuit>([
        KeyBinding(.writeAndQuit, [.letter("w"), .enter], footer: FooterHint([.letter("w"), .enter])),
        KeyBinding(.keepPlaying, [.letter("k"), .escape], footer: FooterHint([.letter("k"), .escape])),
        KeyBinding(.quitUnsaved, [.letter("x")], footer: FooterHint([.letter("x")]), when: { $0.writeFailed }),
    ])

    /// A record found elsewhere for a game being continued.
    public enum RecordFound: Equatable, Sendable { case takeIn, continueWithout }

    public static let recordFound = KeyMap<RecordFound, Void>([
        KeyBinding(.takeIn, [.letter("t"), .enter], footer: FooterHint([.letter("t"), .enter])),
        KeyBinding(.continueWithout, [.letter("c"), .escape], footer: FooterHint([.letter("c"), .escape])),
    ])
}
