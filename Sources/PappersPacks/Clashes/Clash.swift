/// Two cards of one language that give each other away: the folded text of one (`inner`) appears as whole
/// words inside the folded text of the other (`outer`), or both fold to the same text. "dog" and "hot dog",
/// "lleó" and "El rei lleó", "zorro" and "el Zorro".
public struct Clash: Hashable, Sendable {
    /// The index of the card whose text appears inside the other's.
    public let inner: Int
    /// The index of the card that holds it.
    public let outer: Int
    /// Whether both cards fold to the same text (then `inner` is the earlier one).
    public let isEqual: Bool

    public init(inner: Int, outer: Int, isEqual: Bool) {
        self.inner = inner
        self.outer = outer
        self.isEqual = isEqual
    }
}
