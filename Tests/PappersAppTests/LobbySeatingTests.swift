import PappersEngine
import Testing
@testable import PappersApp

/// The roster a game started from the lobby would play, and each player's seat role.
@Suite struct LobbySeatingTests {
    private static func lobby() -> Lobby {
        var lobby = Lobby(code: "PAPER", port: 2222, addresses: [], fingerprint: "", teams: ["Reds", "Blues"])
        lobby.join(seat: 1, name: "Ana", team: "Blues")
        lobby.join(seat: 2, name: "Bru", team: "Reds")
        lobby.join(seat: 3, name: "Cai", team: "Blues")
        lobby.join(seat: 4, name: "Dani")
        lobby.join(seat: 5, name: "")
        lobby.join(seat: 6, name: "Eli", team: "Reds")
        lobby.leave(seat: 6)
        return lobby
    }

    @Test func teamsInTheLobbysOrderWithTheirPlayersRoles() {
        let seating = Self.lobby().seating
        #expect(seating.teams == [Team(name: "Reds", players: ["Bru"]), Team(name: "Blues", players: ["Ana", "Cai"])])
        #expect(seating.roles == [2: .player(team: 0, player: 0), 1: .player(team: 1, player: 0), 3: .player(team: 1, player: 1)])
        #expect(seating.unseated == [4, 5])
    }

    @Test func pairsMakeEveryNamedPlayerHereATeamOfOne() {
        var lobby = Self.lobby()
        lobby.mode = .pairs
        let seating = lobby.seating
        #expect(seating.teams.map(\.players) == [["Ana"], ["Bru"], ["Cai"], ["Dani"]])
        #expect(seating.roles[4] == .player(team: 3, player: 0) && seating.unseated == [5])
    }
}
