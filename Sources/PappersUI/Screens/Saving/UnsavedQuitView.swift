import PappersApp
import PappersCanvas
import PappersText

/// The line on every game screen while saving fails: why, and that the game goes on.
enum UnsavedLine {
    static func reason(_ problem: SaveProblem) -> StringKey {
        switch problem {
        case .diskFull: .unsavedDiskFull
        case .readOnly: .unsavedReadOnly
        case .diskError: .unsavedDiskError
        case .fileMoved: .unsavedFileMoved
        case .locked: .unsavedLocked
        }
    }

    /// The reason and that the game goes on, shortened to fit `columns`.
    static func text(_ problem: SaveProblem, _ context: ScreenContext, columns: Int = .max) -> String {
        let reason = context.text(reason(problem))
        for goesOn in [StringKey.unsavedGoesOn, .unsavedGoesOnShort] {
            let line = reason + " " + context.text(goesOn)
            if TextWidth.columns(of: line) <= columns { return line }
        }
        return Grid.fit(reason, columns: columns)
    }

    static func draw(_ problem: SaveProblem, into grid: inout Grid, row: Rect, _ context: ScreenContext) {
        grid.fill(row, style: context.theme.warning)
        grid.centred(text(problem, context, columns: row.width), in: row, style: context.theme.warning)
    }
}

/// The question when the players leave and the game cannot be saved: keep playing, or write the whole record
/// to a file elsewhere and quit (and, when that failed too, quit and lose it).
enum UnsavedQuitView {
    static func draw(_ question: UnsavedQuit, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let textWidth = QuestionBox.textWidth(in: area)
        // What matters most first: once writing elsewhere failed, that the game is lost on leaving.
        var lines = Wrap.lines(context.text(question.writeFailed ? .unsavedQuitFailed : .unsavedQuitBody), width: textWidth)
        if let problem = context.model.saveProblem, !question.writeFailed {
            lines = Wrap.lines(context.text(UnsavedLine.reason(problem)), width: textWidth) + [""] + lines
        }
        var choices = [
            QuestionBox.Choice(key: "w", footerKey: "w/\(context.text(.keyEnter))", action: context.text(.actionWriteAndQuit)),
            QuestionBox.Choice(key: "k", footerKey: "k/\(context.text(.keyEsc))", action: context.text(.actionKeepPlaying)),
        ]
        if question.writeFailed {
            choices.append(QuestionBox.Choice(key: "x", footerKey: "x", action: context.text(.actionQuitUnsaved)))
        }
        QuestionBox.draw(title: context.text(.unsavedQuitTitle), lines: lines, choices: choices, in: area, into: &grid,
                         theme: context.theme)
    }
}
