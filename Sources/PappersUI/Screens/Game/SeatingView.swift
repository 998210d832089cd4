import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// The table's step that seats a watcher, over the hand-off or the standings: the watchers waiting, the one
/// chosen marked, and the team they join.
enum SeatingView {
    static func draw(_ seating: WatcherSeating, _ session: GameSession, in area: Rect, into grid: inout Grid,
                     _ context: ScreenContext) {
        let theme = context.theme
        let watchers = context.model.watchersWaiting.map(\.name)
        let teams = WatcherSeating.openTeams(session.state)
        guard !watchers.isEmpty, !teams.isEmpty else { return }
        let chosen = min(seating.watcher, watchers.count - 1)
        let team = session.state.setup.teams[teams[min(seating.team, teams.count - 1)]].name
        let teamLine = context.text(.seatingTeam) + ": ◀ " + team + " ▶"
        let widest = ([teamLine, context.text(.seatingTitle)] + watchers.map { "▶ " + $0 }).map(TextWidth.columns).max() ?? 0
        let across = area.inset(horizontal: 1).centred(width: max(30, widest + 6))
        // The watchers that fit, from the first, with the chosen one among them.
        let rows = max(1, min(watchers.count, area.height - 8))
        let first = min(max(0, chosen - rows + 1), watchers.count - rows)
        let box = across.centred(height: rows + 6)
        let inside = Box.draw(into: &grid, box, style: theme.selected)
        grid.centred(context.text(.seatingTitle), in: box.row(1), style: theme.selected)
        for (offset, name) in watchers[first..<(first + rows)].enumerated() {
            let index = first + offset
            let style = index == chosen ? theme.menu.bolded() : theme.selected
            let line = inside.row(1 + offset)
            grid.fill(line, style: style)
            grid.text((index == chosen ? "▶ " : "  ") + name, x: line.inset(left: 1).x, y: line.y, style: style)
        }
        grid.centred(teamLine, in: inside.row(rows + 2), style: theme.selected.bolded())
        Footer.draw(context.hints(GameKeys.seating, (), label: GameKeyLabels.label), into: &grid,
                    row: area.row(fromBottom: 1), theme: theme)
    }
}
