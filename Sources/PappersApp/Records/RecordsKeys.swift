import PappersCanvas

/// The keys of the records screen, in the order its footer shows them.
public enum RecordsKeys {
    public enum Action: Equatable, Sendable { case lineUp, lineDown, pageUp, pageDown, top, bottom, back }

    /// The state is whether the records scroll (the footer then offers ↑↓).
    public static let map = KeyMap<Action, Bool>([
        KeyBinding(.lineUp, [.up, .letter("k")], footer: FooterHint([.up, .down]), when: { $0 }),
        KeyBinding(.lineDown, [.down, .letter("j")]),
        KeyBinding(.pageUp, [.pageUp]),
        KeyBinding(.pageDown, [.pageDown, .space]),
        KeyBinding(.top, [.home]),
        KeyBinding(.bottom, [.end]),
        KeyBinding(.back, [.escape, .letter("q"), .backspace, .enter], footer: FooterHint([.escape])),
    ])
}
