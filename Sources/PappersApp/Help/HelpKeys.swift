import PappersCanvas

/// The keys of the help pages, as one table in the order the footer shows them, and the keys that open them
/// over any screen.
public enum HelpKeys {
    public enum Action: Equatable, Sendable { case previousPage, nextPage, scrollUp, scrollDown, close }

    /// The keys that open the help: `?` everywhere but in a name or word being typed (the footers name it),
    /// F1 there too.
    public static let open: [Key] = [.character("?"), .function(1)]

    /// The state is whether the page on screen scrolls (the footer then offers ↑↓).
    public static let map = KeyMap<Action, Bool>([
        KeyBinding(.previousPage, [.left, .letter("h"), .pageUp], footer: FooterHint([.left, .right])),
        KeyBinding(.nextPage, [.right, .letter("l"), .space, .enter, .pageDown]),
        KeyBinding(.scrollUp, [.up, .letter("k")], footer: FooterHint([.up, .down]), when: { $0 }),
        KeyBinding(.scrollDown, [.down, .letter("j")]),
        KeyBinding(.close, [.escape, .letter("q"), .character("?"), .function(1)], footer: FooterHint([.escape])),
    ])
}
