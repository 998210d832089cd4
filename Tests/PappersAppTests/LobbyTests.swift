import Testing
@testable import PappersApp

/// The lobby as data: who joined, here or away, names checked as typed names, a player taking their place back.
@Suite struct LobbyTests {
    private func lobby() -> Lobby {
        Lobby(code: "PAPER", port: 2222, addresses: ["192.168.1.20", "10.0.0.5"], fingerprint: "SHA256:abc")
    }

    @Test func theJoinCommandsNameThePortAndEveryAddress() {
        #expect(lobby().joinCommands == ["ssh -p 2222 NAME@192.168.1.20", "ssh -p 2222 NAME@10.0.0.5"])
    }

    @Test func namesAreCheckedAsTypedNamesAndTheTeamIsKept() {
        var lobby = lobby()
        #expect(lobby.join(seat: 1, name: "  Ana   Maria ") == LobbyPlayer(seat: 1, name: "Ana Maria"))
        #expect(lobby.join(seat: 2, name: "bru", team: "Rojos") == LobbyPlayer(seat: 2, name: "bru", team: "Rojos"))
        // Too wide, empty, or already here: the player chooses a name.
        #expect(lobby.join(seat: 3, name: String(repeating: "x", count: 25)).name == nil)
        #expect(lobby.join(seat: 4, name: "").name == nil)
        #expect(lobby.join(seat: 5, name: "ANA MARIA").name == nil)
        #expect(lobby.players.map(\.seat) == [1, 2, 3, 4, 5])
    }

    @Test func aPlayerWhoLeavesIsAwayAndTakesTheirPlaceBackByName() {
        var lobby = lobby()
        lobby.join(seat: 1, name: "Ana", team: "Rojos")
        lobby.join(seat: 2, name: "Bru")
        lobby.join(seat: 3, name: "")
        lobby.leave(seat: 1)
        lobby.leave(seat: 3)
        #expect(lobby.players == [
            LobbyPlayer(seat: 1, name: "Ana", team: "Rojos", presence: .away), LobbyPlayer(seat: 2, name: "Bru"),
        ])
        #expect(lobby.here.map(\.seat) == [2])
        #expect(lobby.join(seat: 7, name: "ana") == LobbyPlayer(seat: 7, name: "Ana", team: "Rojos"))
        #expect(lobby.players.map(\.seat) == [7, 2])
        lobby.remove(seat: 7)
        #expect(lobby.players.map(\.seat) == [2])
    }
}
