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

    static func draw(_ problem: SaveProblem, into grid: inout Grid, row: Int, _ context: ScreenContext) {
        grid.fill(x: 0, y: row, width: grid.width, height: 1, style: context.theme.warning)
        grid.centred(text(problem, context, columns: grid.width), y: row, style: context.theme.warning)
    }
}

/// The question when the players leave and the game cannot be saved: keep playing, or write the whole record
/// to a file elsewhere and quit (and, when that failed too, quit and lose it).
enum UnsavedQuitView {
    static func draw(_ question: UnsavedQuit, into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let width = min(grid.width, 64)
        // What matters most first: once writing elsewhere failed, that the game is lost on leaving.
        var lines = Wrap.lines(context.text(question.writeFailed ? .unsavedQuitFailed : .unsavedQuitBody), width: width - 4)
        if let problem = context.model.saveProblem, !question.writeFailed {
            lines = Wrap.lines(context.text(UnsavedLine.reason(problem)), width: width - 4) + [""] + lines
        }
        var options = [("w", context.text(.actionWriteAndQuit)), ("k", context.text(.actionKeepPlaying))]
        if question.writeFailed { options.append(("x", context.text(.actionQuitUnsaved))) }
        let height = min(grid.height - 1, lines.count + options.count + 5)
        let x = (grid.width - width) / 2
        let y = max(0, (grid.height - 1 - height) / 2)
        Box.draw(into: &grid, x: x, y: y, width: width, height: height, style: theme.selected)
        grid.centred(Grid.fit(context.text(.unsavedQuitTitle), columns: width - 2), y: y + 1, style: theme.selected.bolded(),
                     x: x, width: width)
        var row = y + 3
        let bottom = y + height - 1 - options.count - 1
        for line in lines where row < bottom {
            grid.text(line, x: x + 2, y: row, style: theme.selected)
            row += 1
        }
        row = bottom + 1
        for (key, action) in options where row < y + height - 1 {
            grid.text(Grid.fit("\(key): \(action)", columns: width - 4), x: x + 2, y: row, style: theme.selected)
            row += 1
        }
        var hints = [KeyHint("w/\(context.text(.keyEnter))", context.text(.actionWriteAndQuit)),
                     KeyHint("k/\(context.text(.keyEsc))", context.text(.actionKeepPlaying))]
        if question.writeFailed { hints.append(KeyHint("x", context.text(.actionQuitUnsaved))) }
        Footer.draw(hints, into: &grid, row: grid.height - 1, theme: theme)
    }
}
