import PappersApp
import PappersCanvas

/// The time bar under the countdown: whole cells `█` and the last one in eighths (`▏▎▍▌▋▊▉`), on its track,
/// in the urgent colour in the last ten seconds. How full it is comes from the model (`AppModel.timeBarFill`),
/// which also wakes the loop for each eighth.
enum TimeBarView {
    static let eighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar's text: `filled` eighths over `cells` cells.
    static func text(filled: Int, cells: Int) -> String {
        let whole = min(cells, filled / TimeBar.steps)
        var text = String(repeating: "█", count: whole)
        if whole < cells {
            text.append(eighths[filled % TimeBar.steps])
            text += String(repeating: " ", count: cells - whole - 1)
        }
        return text
    }

    /// Draws the bar of a screen `screenWidth` columns wide, centred in `row`, cut to its width.
    static func draw(in row: Rect, screenWidth: Int, urgent: Bool, into grid: inout Grid, _ context: ScreenContext) {
        let bar = TimeBar.cells(screenWidth: screenWidth)
        guard !row.isEmpty, let fill = context.model.timeBarFill(at: context.now, cells: bar) else { return }
        let cells = min(bar, row.width)
        let filled = min(fill, cells * TimeBar.steps)
        grid.centred(text(filled: filled, cells: cells), in: row, style: context.theme.timeBar(urgent: urgent))
    }
}
