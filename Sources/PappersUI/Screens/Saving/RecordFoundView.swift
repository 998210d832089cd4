import PappersApp
import PappersCanvas
import PappersText

/// The question when a game being continued has a record elsewhere that holds more of it: take it in, or go
/// on without it.
enum RecordFoundView {
    static func draw(_ found: RecordFound, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let (above, footer) = area.splitBottom(1)
        let column = above.centred(width: 64)
        let textWidth = column.inset(horizontal: 2).width
        let body = context.text(.recordFoundBody, count: found.actions, [
            "file": UnsafeText.inert(found.path), "id": "\(found.gameID)",
        ])
        let options = [("t", context.text(.actionTakeIn)), ("c", context.text(.actionContinueWithout))]
        // The advice only where it fits with the rest.
        var lines = Wrap.lines(body, width: textWidth)
        let advice = Wrap.lines(context.text(.recordFoundAdvice), width: textWidth)
        if lines.count + 1 + advice.count + options.count + 5 <= above.height { lines += [""] + advice }
        let box = column.centred(height: lines.count + options.count + 5)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        grid.centred(context.text(.recordFoundTitle), in: box.row(1).inset(horizontal: 1), style: theme.selected.bolded())
        let (upper, choices) = inside.splitBottom(options.count)
        let text = upper.inset(top: 2, left: 1, bottom: 1, right: 1)
        for (index, line) in lines.enumerated() where !text.row(index).isEmpty {
            grid.text(line, x: text.x, y: text.row(index).y, style: theme.selected)
        }
        for (index, (key, action)) in options.enumerated() where !choices.row(index).isEmpty {
            grid.text("\(key): \(action)", in: choices.row(index).inset(horizontal: 1), style: theme.selected)
        }
        let hints = [KeyHint("t/\(context.text(.keyEnter))", context.text(.actionTakeIn)),
                     KeyHint("c/\(context.text(.keyEsc))", context.text(.actionContinueWithout))]
        Footer.drawEveryKey(hints, into: &grid, row: footer, theme: theme)
    }
}
