import PappersCanvas

/// The keys of the players' own words, each a table in the order its footer shows them: the hand-over between
/// typists, a typist's words being typed (every other key goes into the field, whose Enter keeps the word and
/// Esc cancels), and all of them typed.
public enum PlayerWordsKeys {
    public enum HandOver: Equatable, Sendable { case ready, back }

    public static let handOver = KeyMap<HandOver, Void>([
        KeyBinding(.ready, Key.spaceOrEnter, footer: FooterHint(Key.spaceOrEnter)),
        KeyBinding(.back, [.escape], footer: FooterHint([.escape])),
    ])

    public enum Typing: Equatable, Sendable { case keep, level, changeLast, cancel }

    /// What the typing footer offers.
    public struct Typist: Sendable {
        /// Words score by their level: Tab steps the coming word's.
        public let byLevel: Bool
        /// The typist has typed a word already: Backspace on an empty field takes it back.
        public let hasTyped: Bool

        public init(byLevel: Bool, hasTyped: Bool) {
            self.byLevel = byLevel
            self.hasTyped = hasTyped
        }
    }

    public static let typing = KeyMap<Typing, Typist>([
        KeyBinding(.keep, [.enter], footer: FooterHint([.enter])),
        KeyBinding(.level, [.tab], footer: FooterHint([.tab]), when: { $0.byLevel }),
        KeyBinding(.changeLast, [.backspace], footer: FooterHint([.backspace]), when: { $0.hasTyped }),
        KeyBinding(.cancel, [.escape], footer: FooterHint([.escape])),
    ])

    public enum AllTyped: Equatable, Sendable { case done, changeLast }

    public static let allTyped = KeyMap<AllTyped, Void>([
        KeyBinding(.done, [.enter], footer: FooterHint([.enter])),
        KeyBinding(.changeLast, [.backspace, .escape], footer: FooterHint([.backspace])),
    ])
}
