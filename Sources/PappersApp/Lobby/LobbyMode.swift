/// How the host seats the players who joined: in teams, or in pairs (the hat: each turn one player describes
/// to one other, and no teams).
public enum LobbyMode: Equatable, Sendable {
    case teams
    case pairs
}
