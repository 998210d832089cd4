/// A team: its name and its players, in the order they take turns describing.
public struct Team: Codable, Equatable, Hashable, Sendable {
    public var name: String
    public var players: [String]

    public init(name: String, players: [String]) {
        self.name = name
        self.players = players
    }
}
