import PappersCanvas
import Testing
@testable import PappersRemote

/// Seats of one view share a diff: one is computed for each distinct state (the grid last written, depth, cursor
/// and pen) and grid posted, and every seat gets the bytes its own writer would have written.
@Suite struct FrameDiffsTests {
    private static func grid(_ text: String, width: Int = 20) -> Grid {
        var grid = Grid(width: width, height: 3)
        grid.text(text, x: 2, y: 1, style: .plain)
        return grid
    }

    @Test func seatsInTheSameStateShareOneDiffAndGetTheirOwnWritersBytes() {
        var diffs = FrameDiffs(capacity: 16)
        // Seats 0–3 show one view; seat 4 another; seat 5 the first view at another depth; seat 6 was resized.
        let first = Self.grid("Time 0:42"), other = Self.grid("Guess! 0:42")
        var shared = Array(repeating: ScreenWriter(depth: .palette256), count: 7)
        var alone = shared
        shared[5].depth = .eight
        alone[5].depth = .eight
        let firstFrames = [first, first, first, first, other, first, first]
        for seat in 0..<7 {
            #expect(shared[seat].frame(firstFrames[seat], sharing: &diffs) == alone[seat].frame(firstFrames[seat]))
        }
        // The first frames: (none, first), (none, other), (none at 8 colours, first).
        #expect(diffs.computed == 3)
        #expect(diffs.shared == 4)

        shared[6].invalidate()
        alone[6].invalidate()
        let next = Self.grid("Time 0:41"), otherNext = Self.grid("Guess! 0:41")
        let nextFrames = [next, next, next, next, otherNext, next, next]
        for seat in 0..<7 {
            #expect(shared[seat].frame(nextFrames[seat], sharing: &diffs) == alone[seat].frame(nextFrames[seat]))
        }
        // Distinct (state, grid) pairs: (first, next) for 0–3, (other, otherNext), (first at 8, next), (none, next).
        #expect(diffs.computed == 3 + 4)
        #expect(diffs.shared == 4 + 3)
    }

    /// A seat that skipped a frame (it read slowly) is in a state of its own: it gets its own diff, from the grid
    /// it was last sent, and the seats that kept up still share theirs.
    @Test func aSeatThatIsBehindGetsItsOwnDiff() {
        var diffs = FrameDiffs(capacity: 16)
        let frames = [Self.grid("Time 0:42"), Self.grid("Time 0:41"), Self.grid("Time 0:40")]
        var quick = [ScreenWriter(depth: .truecolor), ScreenWriter(depth: .truecolor)]
        var slow = ScreenWriter(depth: .truecolor), alone = ScreenWriter(depth: .truecolor)
        for frame in frames {
            for seat in quick.indices { _ = quick[seat].frame(frame, sharing: &diffs) }
        }
        _ = slow.frame(frames[0], sharing: &diffs)
        _ = alone.frame(frames[0])
        let computed = diffs.computed
        #expect(slow.frame(frames[2], sharing: &diffs) == alone.frame(frames[2]))
        #expect(diffs.computed == computed + 1)
    }

    /// Equal grids that are not one value are not matched (their storage differs): each gets a diff computed.
    @Test func equalGridsOfTheirOwnAreDiffedApart() {
        var diffs = FrameDiffs(capacity: 16)
        var writers = [ScreenWriter(depth: .none), ScreenWriter(depth: .none)]
        _ = writers[0].frame(Self.grid("a"), sharing: &diffs)
        _ = writers[1].frame(Self.grid("a"), sharing: &diffs)
        #expect(diffs.computed == 2)
        #expect(diffs.shared == 0)
    }
}
