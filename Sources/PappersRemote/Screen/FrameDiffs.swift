import PappersCanvas

/// The diffs the seats' writers computed last, shared between them: seats of one view are posted the very same
/// grid, and when their writers are in the same state (the same grid last written, depth, cursor and pen) they
/// would write the same bytes, so the first computes them (`ScreenWriter.frame(_:sharing:)`) and the others
/// take them from here. A seat that is behind, was resized or changed depth is in a state of its own and gets a
/// diff of its own.
///
/// Grids are matched by their cells' storage, not their content: the grid posted to every seat of one view is
/// one value, and comparing storage costs nothing where comparing cells costs as much as the diff. Each entry
/// holds its grids, so no storage it names can be freed and reused while it is here. At most `capacity`
/// entries are kept (the oldest goes first): one for each seat at most is all a frame can use.
public struct FrameDiffs: Sendable {
    struct Entry: Sendable {
        let before: ScreenWriter
        let grid: Grid
        let after: ScreenWriter
        let bytes: [UInt8]
    }

    private var entries: [Entry] = []
    private let capacity: Int
    /// How many diffs were computed, and how many times one was taken from here instead.
    public private(set) var computed = 0
    public private(set) var shared = 0

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The entry a writer in the state of `writer` would compute for `grid`, if one is here.
    mutating func take(for writer: ScreenWriter, _ grid: Grid) -> Entry? {
        guard let entry = entries.last(where: { $0.grid.hasSameCells(as: grid) && $0.before.isInSameState(as: writer) })
        else { return nil }
        shared += 1
        return entry
    }

    mutating func record(_ entry: Entry) {
        computed += 1
        if entries.count >= capacity { entries.removeFirst() }
        entries.append(entry)
    }
}

extension Grid {
    /// Whether both grids are one value: the same size and the same storage for their cells.
    func hasSameCells(as other: Grid) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
