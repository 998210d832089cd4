import Foundation

/// Standard output with a large buffer, for commands that print many lines fast. Call `flush()` at the end.
/// Every line is made inert (`StandardStreams.inert`); a write that fails ends the command with exit 74.
struct OutputBuffer: ~Copyable {
    private var bytes: [UInt8] = []
    private let limit = 1 << 16

    init() { bytes.reserveCapacity(limit + 1024) }

    /// Adds `text` and a newline; `text` may hold several lines.
    mutating func line(_ text: String) throws(Failure) {
        bytes.append(contentsOf: StandardStreams.inert(text).utf8)
        bytes.append(0x0A)
        if bytes.count >= limit { try flush() }
    }

    /// Adds `text` without a newline: a long line written in pieces.
    mutating func text(_ text: String) throws(Failure) {
        bytes.append(contentsOf: StandardStreams.inert(text).utf8)
        if bytes.count >= limit { try flush() }
    }

    /// Adds each line of `text`, which ends with a newline or is empty.
    mutating func lines(_ text: String) throws(Failure) {
        guard !text.isEmpty else { return }
        try line(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    mutating func flush() throws(Failure) {
        defer { bytes.removeAll(keepingCapacity: true) }
        try StandardStreams.output(bytes: bytes)
    }
}
