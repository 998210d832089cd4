import PappersApp
import PappersCanvas
import PappersUI
import Testing

/// Each seat is drawn at its own size, in its own language, on its own screen; the laptop as before.
@Suite struct SeatScreenTests {
    @Test func eachSeatIsDrawnAtItsSizeInItsLanguage() {
        var scene = Scene()
        let laptopBefore = ScreenRenderer(theme: Theme(depth: .none)).render(scene.model, at: scene.now)
        let ana = Seat(id: 1)
        scene.send(.seatJoined(ana, SeatState(role: .player(team: 0, player: 0), size: Size(width: 60, height: 20),
                                              language: .es)))
        scene.send(.key(.character("?"), from: ana))
        let renderer = ScreenRenderer(theme: Theme(depth: .none))
        let atAna = renderer.render(scene.model, for: ana, at: scene.now)
        #expect(atAna.width == 60 && atAna.height == 20)
        let laptop = renderer.render(scene.model, at: scene.now)
        #expect(laptop == laptopBefore, "a seat's keys change the laptop's screen")
        #expect(laptop.lines.joined().contains(Strings(.en).text(.homeNewGame)))
        #expect(!atAna.lines.joined().contains(Strings(.en).text(.homeNewGame)))
        // Ana's help is open; without it, her home is in Spanish.
        scene.send(.key(.escape, from: ana))
        let home = renderer.render(scene.model, for: ana, at: scene.now)
        #expect(home.lines.joined().contains(Strings(.es).text(.homeNewGame)))
        #expect(renderer.render(scene.model, for: Seat(id: 9), at: scene.now).width == 0)
    }
}
