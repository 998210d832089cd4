import PappersCanvas

/// A screen's keys, as one table: which action each key is, and what the footer offers. The screen's update
/// asks `action(for:)` and switches on the action; its footer is `offered(_:)` in the table's order; a test
/// presses every key of every table (`KeyMapTests`).
public struct KeyMap<Action: Equatable & Sendable, State>: Sendable {
    public let bindings: [KeyBinding<Action, State>]

    public init(_ bindings: [KeyBinding<Action, State>]) {
        self.bindings = bindings
    }

    /// The action `key` does on this screen; nil when it does nothing here.
    public func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The action `key` does on this screen for the seat `state` is pressed at: the first line holding the key
    /// that the seat may press; nil when none.
    public func action(for key: Key, in state: State) -> Action? {
        bindings.first { $0.keys.contains(key) && $0.isPressable(in: state) }?.action
    }

    /// The bindings the footer shows in `state`, in order.
    public func offered(_ state: State) -> [KeyBinding<Action, State>] {
        bindings.filter { $0.isOffered(state) }
    }

    /// Every key that does `action`, in the table's order.
    public func keys(for action: Action) -> [Key] {
        bindings.filter { $0.action == action }.flatMap(\.keys)
    }

    /// Every key the table knows.
    public var keys: Set<Key> { Set(bindings.flatMap(\.keys)) }
}

extension Key {
    static let enterOrSpace: [Key] = [.enter, .space]
    static let spaceOrEnter: [Key] = [.space, .enter]
    static let quitOrEscape: [Key] = [.character("q"), .escape]

    /// A letter key.
    static func letter(_ character: Character) -> Key { .character(character) }
}
