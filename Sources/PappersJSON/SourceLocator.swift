/// A line and a column in a text file, both counted from 1.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    /// Counted in characters (Unicode code points) from the start of the line, as Python and most editors
    /// count them; a tab counts as one.
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Line 1, column 1: where problems about a whole file point.
    public static let start = SourcePosition(line: 1, column: 1)

    public var description: String { "\(line):\(column)" }
}

/// Turns byte offsets of a file into lines and columns.
///
/// Built from the line starts the JSON reader records as it goes, so it costs no second pass over the bytes.
/// Lookups that move forward through the file, as a pack's words do, continue from the previous answer, so
/// locating every word of a file costs one pass over it even when the whole file is one line.
public struct SourceLocator: Sendable {
    private let lineStarts: [Int32]
    private let bytes: [UInt8]
    /// The last answer, to continue from: its line (from 0), offset and column.
    private var last = (line: 0, offset: 0, column: 1)
    /// What the lookups of `position(of:)` cost so far: one a lookup and one a byte walked. A measure that does
    /// not depend on the machine, for the tests that hold locating a whole file to one pass.
    public private(set) var steps = 0

    /// `lineStarts` must begin with 0 and increase; `bytes` is the text they index.
    public init(lineStarts: [Int32], bytes: [UInt8]) {
        self.lineStarts = lineStarts.isEmpty ? [0] : lineStarts
        self.bytes = bytes
        last.offset = startOfLine(0)
    }

    /// The line and column of the byte at `offset`. Offsets past the end point just after the last character.
    public mutating func position(of offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        let line = line(of: offset)
        var index = startOfLine(line), column = 1
        if line == last.line, last.offset <= offset {
            index = last.offset
            column = last.column
        }
        index = min(index, offset)
        steps += 1 + offset - index
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        last = (line, offset, column)
        return SourcePosition(line: line + 1, column: column)
    }

    /// The line (from 1) of the byte at `offset`.
    public func lineNumber(of offset: Int) -> Int { line(of: max(0, min(offset, bytes.count))) + 1 }

    /// Where a line's characters start: after a UTF-8 byte order mark on the first line.
    private func startOfLine(_ line: Int) -> Int {
        if line == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return 3 }
        return Int(lineStarts[line])
    }

    /// The line (from 0) holding `offset`: a short walk forward from the last answer, else a binary search.
    private func line(of offset: Int) -> Int {
        if Int(lineStarts[last.line]) <= offset {
            var line = last.line
            for _ in 0..<8 {
                guard line + 1 < lineStarts.count, Int(lineStarts[line + 1]) <= offset else { return line }
                line += 1
            }
        }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
