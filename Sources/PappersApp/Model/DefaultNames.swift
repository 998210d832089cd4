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
}
