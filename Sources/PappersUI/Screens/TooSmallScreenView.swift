import PappersCanvas

/// Below 40×12: what size is needed, and that a running turn waits.
enum TooSmallScreenView {
    static func draw(in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let terminal = context.size
        grid.fill(area, style: context.theme.warning)
        let minimum = PappersCanvas.Size.minimum
        let text = max(1, area.inset(horizontal: 1).width)
        var lines = [context.text(.smallTitle)]
        lines += Wrap.lines(context.text(.smallBody(w: minimum.width, h: minimum.height, cw: terminal.width, ch: terminal.height)), width: text)
        if case .game(let session) = context.model.screen, case .turn = session.state.stage {
            lines += Wrap.lines(context.text(.smallTurnPaused), width: text)
        }
        let block = area.centred(height: lines.count)
        for (index, line) in lines.enumerated() {
            grid.centred(line, in: block.row(index), style: index == 0 ? context.theme.warning.bolded() : context.theme.warning)
        }
        if area.height > lines.count + 1 {
            // Ctrl-C, never a letter: a letter typed here goes into the name being typed, or nowhere.
            Footer.draw([KeyHint("Ctrl-C", context.text(.actionQuit))], into: &grid, row: area.row(fromBottom: 1), theme: context.theme)
        }
    }
}
