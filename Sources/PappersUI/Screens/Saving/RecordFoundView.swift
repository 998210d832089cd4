import PappersApp
import PappersCanvas
import PappersText

/// The question when a game being continued has a record elsewhere that holds more of it: take it in, or go
/// on without it.
enum RecordFoundView {
    static func draw(_ found: RecordFound, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let textWidth = QuestionBox.textWidth(in: area)
        let body = context.text(.recordFoundBody(file: UnsafeText.inert(found.path), n: found.actions, id: found.gameID))
        let choices = [
            QuestionBox.Choice(key: "t", footerKey: "t/\(context.text(.keyEnter))", action: context.text(.actionTakeIn)),
            QuestionBox.Choice(key: "c", footerKey: "c/\(context.text(.keyEsc))", action: context.text(.actionContinueWithout)),
        ]
        // The advice only where it fits with the rest.
        var lines = Wrap.lines(body, width: textWidth)
        let advice = Wrap.lines(context.text(.recordFoundAdvice), width: textWidth)
        if lines.count + 1 + advice.count + choices.count + 5 <= QuestionBox.height(in: area) { lines += [""] + advice }
        QuestionBox.draw(title: context.text(.recordFoundTitle), lines: lines, choices: choices, in: area, into: &grid,
                         theme: context.theme)
    }
}
