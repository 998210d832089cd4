import PappersCanvas
import Testing
@testable import PappersRemote

/// The writer's output replayed through a terminal emulator (`VirtualTerminal`) shows the grid, over random
/// grids and random frames after them, at every depth: the diff leaves the screen as a whole redraw would.
@Suite struct ScreenWriterEmulationTests {
    @Test(arguments: ColourDepth.allCases)
    func randomFramesShowTheirGridsCellForCell(depth: ColourDepth) {
        var random = SeededNumbers(seed: 0x5EA7 &+ UInt64(depth.hashValue & 0xFF))
        for round in 0..<60 {
            let width = Int.random(in: 1...30, using: &random), height = Int.random(in: 1...8, using: &random)
            var terminal = Emulation.enteredTerminal(width: width, height: height)
            var writer = ScreenWriter(depth: depth)
            var grid = RandomGrids.drawn(width: width, height: height, &random)
            for frame in 0..<8 {
                terminal.feed(writer.frame(grid))
                let differences = Emulation.differences(terminal, grid, depth: depth)
                #expect(differences.isEmpty, "round \(round) frame \(frame): \(differences.prefix(3))\n\(grid.lines)\n\(terminal.lines)")
                #expect(terminal.findings.isEmpty, "round \(round) frame \(frame): \(terminal.findings.prefix(3))")
                #expect(terminal.scrolls == 0)
                if !differences.isEmpty || !terminal.findings.isEmpty { return }
                grid = RandomGrids.changed(grid, &random)
            }
        }
    }

    @Test(arguments: ColourDepth.allCases)
    func anyGridDiffedShowsWhatARedrawShows(depth: ColourDepth) {
        var random = SeededNumbers(seed: 0xBAD5EED &+ UInt64(ColourDepth.allCases.firstIndex(of: depth)!))
        for round in 0..<150 {
            let width = Int.random(in: 1...16, using: &random), height = Int.random(in: 1...5, using: &random)
            let before = RandomGrids.hostile(width: width, height: height, &random)
            let after = Bool.random(using: &random)
                ? RandomGrids.hostile(width: width, height: height, &random) : RandomGrids.changed(before, &random)
            var diffed = Emulation.enteredTerminal(width: width, height: height)
            var writer = ScreenWriter(depth: depth)
            diffed.feed(writer.frame(before))
            diffed.feed(writer.frame(after))
            var redrawn = Emulation.enteredTerminal(width: width, height: height)
            redrawn.feed(ScreenWriter.bytes(from: nil, to: after, depth: depth))
            #expect(diffed.findings.isEmpty && redrawn.findings.isEmpty, "round \(round): \(diffed.findings.prefix(3)) \(redrawn.findings.prefix(3))")
            #expect(diffed.cells == redrawn.cells, "round \(round):\n\(diffed.lines)\n\(redrawn.lines)")
            #expect(diffed.scrolls == 0 && redrawn.scrolls == 0)
            if diffed.cells != redrawn.cells || !diffed.findings.isEmpty { return }
        }
    }

    @Test func aFrameOfAGridLargerThanTheTerminalNeverScrollsIt() {
        var random = SeededNumbers(seed: 7)
        let grid = RandomGrids.drawn(width: 30, height: 10, &random)
        var terminal = Emulation.enteredTerminal(width: 20, height: 6)
        terminal.feed(ScreenWriter.bytes(from: nil, to: grid, depth: .truecolor))
        #expect(terminal.scrolls == 0)
        // The columns beyond the terminal's all land in its last one: a wide character does not fit there (and
        // a mark after it has nothing to sit on), but no byte is one the writer must never send.
        #expect(terminal.findings.filter { !$0.contains("last column") && !$0.contains("combining mark") }.isEmpty)
    }
}
