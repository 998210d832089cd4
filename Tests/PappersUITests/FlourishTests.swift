import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// The motion on screen: the time bar drains in eighths and turns urgent, time up flashes the whole screen
/// once, the podium's confetti falls and then holds still; with Motion calm none of it moves.
@Suite struct FlourishTests {
    static func characters(_ grid: Grid) -> String { grid.lines.joined(separator: "\n") }

    @Test func theBarDrawsWholeCellsThenEighths() {
        #expect(TimeBarView.text(filled: 160, cells: 20) == String(repeating: "█", count: 20))
        #expect(TimeBarView.text(filled: 0, cells: 4) == "    ")
        #expect(TimeBarView.text(filled: 11, cells: 4) == "█▍  ")
        #expect(TimeBarView.text(filled: 8, cells: 4) == "█   ")
        #expect(TimeBarView.text(filled: 31, cells: 4) == "███▉")
    }

    @Test func theBarTakesTheUrgentColourInTheLastTenSeconds() {
        var scene = Scene.handOff()
        scene.startTurn()
        let calmGrid = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now)
        #expect(calmGrid.lines.contains { $0.contains(String(repeating: "█", count: 20)) }, "full at the start")
        scene.wait(50_500)
        let grid = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now)
        let styles = (0..<grid.height).flatMap { y in (0..<grid.width).map { grid[$0, y].style.foreground } }
        #expect(styles.contains(.role(.timeBarUrgent)))
        #expect(!styles.contains(.role(.timeBar)))
        #expect(grid.lines.contains { $0.contains("███▎ ") }, "9.5 s of 60 on 20 cells: 26 eighths, 3 cells and 2 eighths")
    }

    @Test func timeUpFlashesTheWholeScreenOnceThenShowsTheReview() {
        var scene = Scene.handOff()
        scene.startTurn()
        scene.wait(60_000)
        let flash = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now)
        let everyCell = (0..<flash.height).flatMap { y in (0..<flash.width).map { flash[$0, y].style } }
        #expect(everyCell.allSatisfy { $0 == Theme.colour.flash })
        #expect(Self.characters(flash).contains("Time's up!"), "the words too, under the big letters")
        #expect(Self.characters(flash).contains("█"))
        let after = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now + Flourish.flashMillis)
        #expect(Self.characters(after).contains("Time's up!"))
        #expect(after[0, 0].style != Theme.colour.flash)
    }

    static func finished(motion: Motion) -> Scene {
        var preferences = Scene.preferences
        preferences.motion = motion
        var scene = Scene.handOff(preferences: preferences)
        for _ in 0..<1_000 where !scene.state.phase.isOver {
            switch scene.state.phase {
            case .turn: scene.press(.enter, after: 1_500)
            default: scene.settle(); scene.press(.enter)
            }
        }
        return scene
    }

    @Test func thePodiumCelebratesThenHoldsStill() {
        let scene = Self.finished(motion: .full)
        let renderer = ScreenRenderer(theme: .colour)
        let still = renderer.render(scene.model, at: scene.now + 2_000)
        let falling = renderer.render(scene.model, at: scene.now + 800)
        #expect(Self.characters(falling) != Self.characters(still))
        #expect(Self.characters(falling).contains { ConfettiView.pieces.contains($0) })
        // Every confetti piece sits on a cell that is blank when still: nothing is covered (the footer aside,
        // whose main key fills as its guard runs out).
        for y in 0..<(still.height - 1) {
            for x in 0..<still.width where falling[x, y].character != still[x, y].character {
                #expect(still[x, y].character == " ")
            }
        }
        #expect(scene.model.nextChange(after: scene.now + 2_000) == nil, "no wake-up once it holds still")

        let calm = Self.finished(motion: .calm)
        #expect(renderer.render(calm.model, at: calm.now + 800).lines.dropLast()
                == renderer.render(calm.model, at: calm.now + 2_000).lines.dropLast(), "calm: no confetti")
    }
}
