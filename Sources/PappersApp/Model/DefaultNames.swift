/// The words for default team and player names in the interface language ("Team", "Player").
public struct DefaultNames: Equatable, Sendable {
    public var team: String
    public var player: String

    public init(team: String, player: String) {
        self.team = team
        self.player = player
    }

    func team(_ number: Int) -> String { "\(team) \(number)" }
    func player(_ number: Int) -> String { "\(player) \(number)" }

    /// The number of a default team name in these words ("Team 3" gives 3), nil for any other name.
    func teamNumber(_ name: String) -> Int? { Self.number(in: name, after: team) }
    /// The number of a default player name in these words ("Player 5" gives 5), nil for any other name.
    func playerNumber(_ name: String) -> Int? { Self.number(in: name, after: player) }

    private static func number(in name: String, after word: String) -> Int? {
        guard name.hasPrefix(word + " ") else { return nil }
        let digits = name.dropFirst(word.count + 1)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.first != "0", let number = Int(digits) else { return nil }
        return number
    }
}
