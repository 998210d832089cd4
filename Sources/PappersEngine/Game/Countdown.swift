/// A turn's clock: milliseconds left, running or stopped. Reads no clock of its own; every question names
/// the instant.
public struct Countdown: Codable, Equatable, Sendable {
    /// What was left at `mark`.
    public private(set) var remainingAtMark: Int
    /// The instant the clock last started or stopped.
    public private(set) var mark: Int
    public private(set) var isRunning: Bool

    /// A clock started at `instant` with `millis` to go.
    public init(millis: Int, startedAt instant: Int) {
        remainingAtMark = millis
        mark = instant
        isRunning = true
    }

    /// Milliseconds left at `instant` (never below zero).
    public func remaining(at instant: Int) -> Int {
        guard isRunning else { return remainingAtMark }
        return max(0, remainingAtMark - max(0, instant - mark))
    }

    /// When the running clock reaches zero; nil while stopped.
    public var deadline: Int? { isRunning ? mark + remainingAtMark : nil }

    public mutating func stop(at instant: Int) {
        remainingAtMark = remaining(at: instant)
        mark = instant
        isRunning = false
    }

    public mutating func start(at instant: Int) {
        mark = instant
        isRunning = true
    }
}
