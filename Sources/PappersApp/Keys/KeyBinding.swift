import PappersCanvas

/// One thing a screen does on a key: the action, every key that does it, whether and how the screen's footer
/// offers it, and when it is offered. A line of a `KeyMap`.
public struct KeyBinding<Action: Equatable & Sendable, State>: Sendable {
    public let action: Action
    /// Every key that does the action: letters as they are typed, Space, Enter, the arrows…
    public let keys: [Key]
    /// How the footer shows the action; nil when it does not (a vi key, a second arrow).
    public let footer: FooterHint?
    /// Which seats may press the keys (on a game's screens; every seat elsewhere).
    public let pressers: Pressers
    private let offered: @Sendable (State) -> Bool

    /// `offered` says when the footer shows the action; the keys do it whether or not it is offered (the
    /// rules then say why it was refused).
    public init(_ action: Action, _ keys: [Key], footer: FooterHint? = nil, pressers: Pressers = .anySeat,
                when offered: @escaping @Sendable (State) -> Bool = { _ in true }) {
        self.action = action
        self.keys = keys
        self.footer = footer
        self.pressers = pressers
        self.offered = offered
    }

    /// Whether the footer offers the action in `state`: never to a seat that may not press it.
    public func isOffered(_ state: State) -> Bool { footer != nil && offered(state) && isPressable(in: state) }

    /// Whether the seat `state` is pressed at may press the keys (always, in a state not pressed at a seat).
    public func isPressable(in state: State) -> Bool {
        (state as? any PressedAtASeat)?.admits(pressers) ?? true
    }
}

/// How a footer shows an action: the keys it names ("q/Esc"), and how it keeps them in sight.
public struct FooterHint: Equatable, Sendable {
    /// The keys named, in order, joined by "/" (↑ and ↓ together are one arrow pair).
    public let keys: [Key]
    /// Kept when hints drop for want of room.
    public let isEssential: Bool
    /// Space or Enter on a screen that waits before they count (`MainKeyGuard`): unlit, with the wait's fill,
    /// until they count.
    public let waitsForGuard: Bool

    public init(_ keys: [Key], essential: Bool = false, waitsForGuard: Bool = false) {
        self.keys = keys
        self.isEssential = essential
        self.waitsForGuard = waitsForGuard
    }
}
