import PappersApp
import PappersCanvas

/// The screen flashed once when time is up, for `Flourish.flashMillis`, before the review: drawn by Pappers
/// itself (the terminal's visual bell may be off), the whole screen in the flash colour with "Time's up!" big.
enum TimeUpFlashView {
    static func draw(in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let style = context.theme.flash
        grid.fill(area, style: style)
        let text = context.text(.reviewTimeUp)
        // The big letters when they fit, and the words in plain text under them (what a screen reader, or
        // the benchmark's time-up figure, reads).
        if let big = BigText.render(text, width: area.inset(horizontal: 2).width, maxLines: 2, style: style),
           big.height + 3 <= area.height {
            let place = area.centred(height: big.height + 2)
            grid.draw(big, centredOn: place)
            grid.centred(text, in: place.row(big.height + 1), style: style)
        } else {
            grid.centred(text, in: area.row(area.height / 2), style: style)
        }
    }
}
