import Foundation
import PappersTestSupport
import Testing

/// A terminal resized by accident, over and over, end to end: a storm of random sizes down to 1×1 during a
/// turn. The program never crashes; the turn pauses itself whenever the terminal is too small and runs again
/// when it is big enough, so the journal's pauses and resumes pair up and the time left is the turn's length
/// less the time it ran; and the screen after the storm is the screen a fresh start at that size draws.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
struct ResizeStormEndToEndTests {
    @Test func aResizeStormDuringATurnKeepsTheClockAndRedrawsRight() throws {
        let game = try PappersPane("play --seed 8 --words 20 --no-sound --team 'Reds:Ana,Bru' --team 'Blues:Cai,Dani'")
        game.startTurn()
        var random = SeededRandom(state: 77)
        var tiny = 0
        for step in 0..<200 {
            let small = random.next(below: 3) == 0
            let width = small ? 1 + random.next(below: 39) : 40 + random.next(below: 161)
            let height = small ? 1 + random.next(below: 11) : 12 + random.next(below: 49)
            if width < 40 || height < 12 { tiny += 1 }
            game.pane.resize(width: width, height: height)
            usleep(step % 8 == 0 ? 60_000 : 15_000)  // most sizes stay long enough to be drawn
        }
        let final = (width: 57, height: 19)
        game.pane.resize(width: final.width, height: final.height)
        game.expect("guessed!")
        #expect(game.gamePID != nil, "the program is still running")
        let running = game.statusBar
        #expect(game.pane.wait(timeout: 10) { $0.count >= 2 && $0[$0.count - 2] != running }, "the countdown runs again")

        // The clock: every pause the storm caused was followed by a resume, and the time left when the
        // players pause is the turn's 60 s less the time it ran.
        game.press("p")
        game.expect("PAUSED")
        let turn = game.journal().drop { !$0.hasSuffix(" start-turn") }
        let pauses = turn.filter { $0.hasSuffix(" pause") }.count
        let resumes = turn.filter { $0.hasSuffix(" resume") }.count
        #expect(pauses >= 2 && resumes == pauses - 1, "\(pauses) pauses, \(resumes) resumes: \(turn)")
        let left = try #require(game.turnTimeLeft())
        let ran = 60_000 - left
        // The paused screen's status bar, not the one before it still on a frame caught half drawn.
        #expect(game.pane.wait { _ in game.statusSeconds == (left + 999) / 1000 }, "\(game.statusBar) after running \(ran) ms")

        // The layout: the screen after the storm is what a fresh start at the same size shows.
        Thread.sleep(forTimeInterval: 3)  // notices go
        let stormed = game.pane.screen(escapes: true)
        game.quit()
        #expect(game.pane.outcome()?.terminalIsSane == true)
        let fresh = try PappersPane("continue", width: final.width, height: final.height, dataDirectory: game.dataDirectory)
        fresh.expect("PAUSED")
        Thread.sleep(forTimeInterval: 3)
        let clean = fresh.pane.screen(escapes: true)
        #expect(stormed == clean, "after the storm:\n\(stormed.joined(separator: "\n"))\nfresh:\n\(clean.joined(separator: "\n"))")
        fresh.quit()
        #expect(fresh.pane.outcome()?.terminalIsSane == true)
        print("reliability: e2e-storm: 201 × tmux resize-window during a turn (\(tiny) below 40x12, \(pauses) pauses and \(resumes) resumes journaled)")
    }
}
