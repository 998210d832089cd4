import PappersApp
import PappersCanvas
import PappersText

/// The host's lobby, as the room sees it on the host's screen and each player's: the room code large, what to
/// type to join, the host key's fingerprint, and the players (here or away, with their team, the host's cursor
/// on one when `selected` says which). What does not fit gives way from the bottom of the importance order: the
/// large code becomes a line, then the fingerprint, the extra addresses and players ("3 more") go.
public enum LobbyView {
    public static func draw(
        _ lobby: Lobby, in area: Rect, into grid: inout Grid, theme: Theme, strings: Strings, selected: Int? = nil
    ) {
        grid.fill(area, style: theme.menu)
        guard !area.isEmpty else { return }
        let inner = area.inset(horizontal: 2)
        let join = lobby.joinCommands.isEmpty ? ["ssh -p \(lobby.port) NAME@HOST"] : lobby.joinCommands
        let big = BigText.render(lobby.code, width: inner.width, maxLines: 1, style: theme.menuTitle)
        let columns = max(1, (inner.width + 2) / (playerColumnWidth + 2))
        let playerRows = max(1, (lobby.players.count + columns - 1) / columns)
        // Title, gap, code and gap, what to type, the join lines, gap and the players' heading always; the large
        // code, the fingerprint and a top margin while rows remain beside the players.
        let essential = 2 + 3 + 1 + join.count + 2
        let spare = area.height - essential - playerRows
        let bigExtra = big.map { $0.height - 2 } ?? 0
        let showBig = big != nil && spare >= bigExtra + 1
        let left = spare - (showBig ? bigExtra : 0)
        let showKey = left >= 1

        var rest = area.inset(top: left >= 2 ? 1 : 0)
        grid.centred(strings.text(.lobbyTitle), in: rest.row(0), style: theme.menuTitle)
        rest = rest.inset(top: 2)
        grid.centred(strings.text(.lobbyRoomCode), in: rest.row(0), style: theme.menuHint)
        rest = rest.inset(top: 1)
        if showBig, let big {
            // The block font's last row is blank: it is the gap below.
            grid.draw(big, centredOn: rest)
            rest = rest.inset(top: big.height)
        } else {
            grid.centred(lobby.code.map(String.init).joined(separator: " "), in: rest.row(0), style: theme.menuTitle)
            rest = rest.inset(top: 2)
        }
        let typeThis = "\(strings.text(.lobbyTypeThis)) (\(strings.text(.lobbyPassword)))"
        grid.centred(
            TextWidth.columns(of: typeThis) <= inner.width ? typeThis : strings.text(.lobbyTypeThis), in: rest.row(0),
            style: theme.menuHint)
        rest = rest.inset(top: 1)
        for line in join where !rest.isEmpty {
            grid.centred(line, in: rest.row(0).inset(horizontal: 2), style: theme.menu)
            rest = rest.inset(top: 1)
        }
        if showKey, !rest.isEmpty {
            grid.centred("\(strings.text(.lobbyHostKey)) \(lobby.fingerprint)", in: rest.row(0).inset(horizontal: 2), style: theme.menuHint)
            rest = rest.inset(top: 1)
        }
        rest = rest.inset(top: 1)
        drawPlayers(lobby, in: rest.inset(horizontal: 2), into: &grid, theme: theme, strings: strings, selected: selected)
    }

    private static let playerColumnWidth = 28

    /// The heading with the count here (and "pairs" in a pairs game), then one player a row, in as many columns
    /// of 28 as they need and the width takes; when they do not all fit, the list starts late enough to show the
    /// cursor's player.
    private static func drawPlayers(
        _ lobby: Lobby, in area: Rect, into grid: inout Grid, theme: Theme, strings: Strings, selected: Int?
    ) {
        guard !area.isEmpty else { return }
        let players = lobby.players
        let here = players.filter { $0.presence == .here }.count
        let heading = "\(strings.text(.lobbyPlayers)) (\(here))"
        grid.centred(lobby.mode == .pairs ? "\(heading) · \(strings.text(.lobbyPairs))" : heading, in: area.row(0), style: theme.menuTitle)
        let list = area.inset(top: 1)
        guard !list.isEmpty else { return }
        guard !players.isEmpty else {
            grid.centred(strings.text(.lobbyNobodyYet), in: list.row(0), style: theme.menuHint)
            return
        }
        let columnWidth = playerColumnWidth
        let needed = (players.count + list.height - 1) / list.height
        let count = max(1, min(needed, (list.width + 2) / (columnWidth + 2)))
        let columns = list.columns(count, width: min(columnWidth, list.width), spacing: 2)
        // As many rows in each column as the players need, so the columns come out even.
        let rows = min(list.height, (players.count + columns.count - 1) / columns.count)
        let capacity = columns.count * rows
        let shown = players.count <= capacity ? players.count : capacity - 1
        let first = selected.map { max(0, min($0 - shown + 1, players.count - shown)) } ?? 0
        for (place, index) in (first..<(first + shown)).enumerated() {
            let player = players[index]
            let cell = columns[place / rows].row(place % rows)
            let name = player.name ?? strings.text(.lobbyChoosingName)
            let line = player.presence == .here ? "● \(name)" : "○ \(name) (\(strings.text(.lobbyAway)))"
            let suffix = lobby.mode == .teams ? player.team.map { " · \($0)" } ?? "" : ""
            let style = index == selected ? theme.selected : player.presence == .here ? theme.menu : theme.menuHint
            if index == selected { grid.fill(cell, style: style) }
            grid.text(line + suffix, in: cell, style: style)
        }
        if shown < players.count {
            let cell = columns[shown / rows].row(shown % rows)
            grid.text(strings.text(.lobbyMore(n: players.count - shown)), in: cell, style: theme.menuHint)
        }
    }
}
