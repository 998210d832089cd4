/// One round of a game: its kind and whether passing is allowed in it.
public struct RoundRules: Codable, Equatable, Sendable {
    public var kind: RoundKind
    public var passing: PassRule

    public init(kind: RoundKind, passing: PassRule = .allowed) {
        self.kind = kind
        self.passing = passing
    }
}
