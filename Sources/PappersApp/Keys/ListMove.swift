import PappersCanvas

/// A list's cursor moving: up and down with the arrows, the vi keys and Tab, to the ends with Home and End.
/// The same keys in every list; a screen's key map takes them with `ListMove.bindings`.
public enum ListMove: Equatable, Sendable {
    case previous, next, first, last

    /// The lines of a key map for moving through a list, the footer naming ↑↓ as one hint.
    static func bindings<Action, State>(_ action: (ListMove) -> Action, footer: Bool = true) -> [KeyBinding<Action, State>] {
        [
            KeyBinding(action(.previous), [.up, .letter("k"), .backTab], footer: footer ? FooterHint([.up, .down]) : nil),
            KeyBinding(action(.next), [.down, .letter("j"), .tab]),
            KeyBinding(action(.first), [.home]),
            KeyBinding(action(.last), [.end]),
        ]
    }

    /// The moves alone, for a list whose screen has no table of its own yet.
    static let map = KeyMap<ListMove, Void>(bindings { $0 })

    /// Where the cursor of a list of `count` rows goes from `cursor`, round from one end to the other; nil
    /// for an empty list.
    func moved(_ cursor: Int, count: Int) -> Int? {
        guard count > 0 else { return nil }
        return switch self {
        case .previous: (cursor + count - 1) % count
        case .next: (cursor + 1) % count
        case .first: 0
        case .last: count - 1
        }
    }
}
