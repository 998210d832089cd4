import PappersCanvas

/// Below 40×12: what size is needed, and that a running turn waits.
enum TooSmallScreenView {
    static func render(_ context: ScreenContext) -> Grid {
        let size = context.size
        var grid = context.canvas(context.theme.warning)
        let minimum = PappersCanvas.Size.minimum
        var lines = [context.text(.smallTitle)]
        lines += Wrap.lines(context.text(.smallBody, [
            "w": String(minimum.width), "h": String(minimum.height),
            "cw": String(size.width), "ch": String(size.height),
        ]), width: max(1, size.width - 2))
        if case .game = context.model.screen, context.model.session?.state.phase == .turn {
            lines += Wrap.lines(context.text(.smallTurnPaused), width: max(1, size.width - 2))
        }
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            grid.centred(line, y: top + index, style: index == 0 ? context.theme.warning.bolded() : context.theme.warning)
        }
        if size.height > lines.count + 1 {
            Footer.draw([KeyHint("q", context.text(.actionQuit))], into: &grid, row: size.height - 1, theme: context.theme)
        }
        return grid
    }
}
