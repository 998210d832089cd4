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
        let theme = context.theme
        let (above, footer) = area.splitBottom(1)
        let column = above.centred(width: 64)
        let textWidth = column.inset(horizontal: 2).width
        // What matters most first: once writing elsewhere failed, that the game is lost on leaving.
        var lines = Wrap.lines(context.text(question.writeFailed ? .unsavedQuitFailed : .unsavedQuitBody), width: textWidth)
        if let problem = context.model.saveProblem, !question.writeFailed {
            lines = Wrap.lines(context.text(UnsavedLine.reason(problem)), width: textWidth) + [""] + lines
        }
        var options = [("w", context.text(.actionWriteAndQuit)), ("k", context.text(.actionKeepPlaying))]
        if question.writeFailed { options.append(("x", context.text(.actionQuitUnsaved))) }
        let box = column.centred(height: lines.count + options.count + 5)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        grid.centred(context.text(.unsavedQuitTitle), in: box.row(1).inset(horizontal: 1), style: theme.selected.bolded())
        // The text under the title and a blank row, the options at the bottom of the box, a blank row between.
        let (upper, choices) = inside.splitBottom(options.count)
        let text = upper.inset(top: 2, left: 1, bottom: 1, right: 1)
        for (index, line) in lines.enumerated() where !text.row(index).isEmpty {
            grid.text(line, x: text.x, y: text.row(index).y, style: theme.selected)
        }
        for (index, (key, action)) in options.enumerated() where !choices.row(index).isEmpty {
            grid.text("\(key): \(action)", in: choices.row(index).inset(horizontal: 1), style: theme.selected)
        }
        var hints = [KeyHint("w/\(context.text(.keyEnter))", context.text(.actionWriteAndQuit)),
                     KeyHint("k/\(context.text(.keyEsc))", context.text(.actionKeepPlaying))]
        if question.writeFailed { hints.append(KeyHint("x", context.text(.actionQuitUnsaved))) }
        Footer.drawEveryKey(hints, into: &grid, row: footer, theme: theme)
    }
}
