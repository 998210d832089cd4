/// The time bar under the countdown: how full it is, and when it next changes, as pure functions of the time
/// left, so that the model wakes the loop exactly when a cell changes and tests never sleep.
///
/// The bar is a quarter of the screen's width (10 to 24 cells: 20 at 80 columns), each cell in eighths
/// (`▏▎▍▌▋▊▉█`), so at 80 columns a 60-second turn drains in 160 steps: a wake-up every 375 ms besides the
/// countdown's second. With Motion calm it moves with the seconds only and adds no wake-up.
public enum TimeBar {
    /// Eighths of a cell: the bar's resolution.
    public static let steps = 8

    /// The bar's width in cells on a screen `width` columns wide.
    public static func cells(screenWidth width: Int) -> Int { min(24, max(10, width / 4)) }

    /// The eighths filled with `remaining` of `total` milliseconds left on `cells` cells: full at the start,
    /// empty only when no time is left. Calm rounds the time up to whole seconds first, as the digits show it.
    public static func filled(remaining: Int, total: Int, cells: Int, calm: Bool) -> Int {
        let units = cells * steps
        guard total > 0, remaining > 0 else { return 0 }
        let shown = calm ? (remaining + 999) / 1000 * 1000 : remaining
        return min(units, (shown * units + total - 1) / total)
    }

    /// The milliseconds until the smooth bar loses its next eighth (with `remaining` left now); nil when empty.
    public static func millisToNextStep(remaining: Int, total: Int, cells: Int) -> Int? {
        let units = cells * steps
        let filled = self.filled(remaining: remaining, total: total, cells: cells, calm: false)
        guard filled > 0, total > 0 else { return nil }
        // ceil(r × units / total) drops to filled − 1 once r ≤ (filled − 1) × total / units.
        let threshold = (filled - 1) * total / units
        return max(1, remaining - threshold)
    }
}
