import PappersApp
import PappersCanvas
import Testing
@testable import PappersUI

/// The host's lobby drawn at the sizes the game supports, with and without colour, empty and full.
@Suite struct LobbyViewTests {
    private static func lobby(players: Int) -> Lobby {
        var lobby = Lobby(
            code: "PAPER", port: 2222, addresses: ["192.168.1.20"],
            fingerprint: "SHA256:bbXpuKG6zhzdmnxq256TlqzFBzRl2f6OOg722cYNbU8")
        let names = ["Ana", "Bru", "Caterina", "Dídac", "Eulàlia", "Ferran", "Gina", "Hug", "Irene", "Jan", "Laia", "Marc"]
        for index in 0..<players {
            lobby.join(seat: UInt64(index + 1), name: names[index % names.count] + (index < names.count ? "" : " \(index)"),
                       team: index == 1 ? "Rojos" : nil)
        }
        if players > 2 { lobby.leave(seat: 3) }
        if players > 4 { lobby.join(seat: 99, name: "\u{1B}[31m") }
        return lobby
    }

    private static func draw(_ lobby: Lobby, _ size: Size, colour: Bool = true, language: UILanguage = .en) -> Grid {
        var grid = Grid(width: size.width, height: size.height)
        LobbyView.draw(lobby, in: grid.area, into: &grid, theme: colour ? .colour : .monochrome, strings: Strings(language))
        return grid
    }

    @Test func anEmptyLobbyShowsTheCodeLargeAndWhatToType() {
        let grid = Self.draw(Self.lobby(players: 0), Size(width: 80, height: 24))
        Golden.check(grid, "lobby-empty-80x24-colour")
        #expect(grid.lines.contains { $0.contains("ssh -p 2222 NAME@192.168.1.20") })
        #expect(grid.lines.contains { $0.contains("SHA256:bbXpuKG6zhzdmnxq256TlqzFBzRl2f6OOg722cYNbU8") })
    }

    @Test func playersHereAndAwayInEveryLanguage() {
        Golden.check(Self.draw(Self.lobby(players: 6), Size(width: 80, height: 24)), "lobby-players-80x24-colour")
        Golden.check(Self.draw(Self.lobby(players: 6), Size(width: 80, height: 24), colour: false), "lobby-players-80x24-mono")
        Golden.check(Self.draw(Self.lobby(players: 6), Size(width: 80, height: 24), language: .ca), "lobby-players-80x24-ca")
        Golden.check(Self.draw(Self.lobby(players: 16), Size(width: 100, height: 30)), "lobby-players-100x30-colour")
    }

    @Test func aSmallScreenKeepsTheCodeTheAddressAndCountsWhoDoesNotFit() {
        let grid = Self.draw(Self.lobby(players: 16), Size(width: 40, height: 12))
        Golden.check(grid, "lobby-players-40x12-colour")
        #expect(grid.lines.contains { $0.contains("P A P E R") })
        #expect(grid.lines.contains { $0.contains("NAME@192.168.1.20") })
        #expect(grid.lines.contains { $0.contains("more") })
    }
}
