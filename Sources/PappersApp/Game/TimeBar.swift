/// The time bar under the countdown: how full it is, and when it next changes, as pure functions of the time
/// left, so that the model wakes the loop exactly when the bar changes and tests never sleep.
///
/// The bar is a quarter of the screen's width (10 to 24 cells: 20 at 80 columns), each cell in eighths
/// (`▏▎▍▌▋▊▉█`). Its time moves in half-seconds (`quantumMillis`), on the countdown's own half-seconds, so a
/// running turn wakes the loop at most twice a second whatever its length: at 80 columns a 60-second turn's
/// 160 eighths go one or two at a time, and every other wake-up is the countdown's own second. With Motion calm
/// it moves with the seconds only and adds no wake-up.
public enum TimeBar {
    /// Eighths of a cell: the bar's resolution.
    public static let steps = 8
    /// How the bar's time moves: by half-seconds, or by seconds with Motion calm.
    public static let quantumMillis = 500
    public static let calmQuantumMillis = 1_000

    /// The bar's width in cells on a screen `width` columns wide.
    public static func cells(screenWidth width: Int) -> Int { min(24, max(10, width / 4)) }

    /// The eighths filled with `remaining` of `total` milliseconds left on `cells` cells, the time rounded up to
    /// `quantum`: full at the start, empty only when no time is left.
    public static func filled(remaining: Int, total: Int, cells: Int, quantum: Int = quantumMillis) -> Int {
        let units = cells * steps
        guard total > 0, remaining > 0 else { return 0 }
        let shown = (remaining + quantum - 1) / quantum * quantum
        return min(units, (shown * units + total - 1) / total)
    }

    /// The milliseconds until the bar next loses an eighth (with `remaining` left now), on a `quantum`
    /// boundary; nil when empty.
    public static func millisToNextStep(remaining: Int, total: Int, cells: Int, quantum: Int = quantumMillis) -> Int? {
        let units = cells * steps
        let filled = self.filled(remaining: remaining, total: total, cells: cells, quantum: quantum)
        guard filled > 0, total > 0 else { return nil }
        // ceil(shown × units / total) drops to filled − 1 once shown ≤ (filled − 1) × total / units, and shown
        // is the time left rounded up to the quantum.
        let threshold = (filled - 1) * total / units / quantum * quantum
        return max(1, remaining - threshold)
    }
}
