import PappersApp
import PappersCanvas

/// The screen flashed once when time is up, for `Flourish.flashMillis`, before the review: drawn by Pappers
/// itself (the terminal's visual bell may be off), the whole screen in the flash colour with "Time's up!" big.
enum TimeUpFlashView {
    static func draw(in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let style = context.theme.flash
        grid.fill(area, style: style)
        let text = context.text(.reviewTimeUp)
        if let big = BigText.render(text, width: area.inset(horizontal: 2).width, maxLines: 2, style: style),
           big.height + 2 <= area.height {
            grid.draw(big, centredOn: area.centred(height: big.height))
        } else {
            grid.centred(text, in: area.row(area.height / 2), style: style)
        }
    }
}
