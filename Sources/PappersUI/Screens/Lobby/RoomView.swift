import PappersApp
import PappersCanvas
import PappersEngine

/// What the room of `pappers host` shows on each terminal: on the host's, the lobby with the host's cursor and
/// keys; on each player's own (its size, language and colour depth), the lobby and the player's own line:
/// waiting for the start, typing their name, or deciding to leave.
public enum RoomView {
    /// The host's screen.
    public static func host(_ room: HostRoom, language: UILanguage, depth: ColourDepth) -> Grid {
        let strings = Strings(language)
        let theme = Theme(depth: depth)
        var grid = Grid(width: room.hostSize.width, height: room.hostSize.height)
        var (lobbyArea, footer) = grid.area.splitBottom(1)
        if let refusal = room.startRefusal, lobbyArea.height > 1 {
            let line: Rect
            (lobbyArea, line) = lobbyArea.splitBottom(1)
            grid.centred(startRefusal(refusal, strings), in: line, style: theme.warning)
        }
        LobbyView.draw(room.lobby, in: lobbyArea, into: &grid, theme: theme, strings: strings, selected: room.selected)
        var hints = [
            KeyHint(strings.text(.keyEnter), strings.text(.actionStart), essential: true),
            KeyHint(strings.text(.keyArrows), strings.text(.actionChoose)),
        ]
        if room.lobby.mode == .teams { hints.append(KeyHint("←→", strings.text(.actionTeam))) }
        hints += [
            KeyHint("t", strings.text(.actionTeamsOrPairs)), KeyHint("x", strings.text(.actionRemove)),
            KeyHint(strings.text(.keyEsc), strings.text(.actionLeave), essential: true),
        ]
        Footer.draw(hints, into: &grid, row: footer, theme: theme)
        return grid
    }

    /// A remote seat's screen, or nil for a seat that is not in the room.
    public static func guest(_ room: HostRoom, seat: UInt64) -> Grid? {
        guard let guest = room.guests[seat] else { return nil }
        let strings = Strings(guest.language)
        let theme = Theme(depth: guest.depth)
        var grid = Grid(width: guest.size.width, height: guest.size.height)
        let (rest, footer) = grid.area.splitBottom(1)
        let (lobbyArea, ownLine) = rest.splitBottom(min(2, rest.height))
        LobbyView.draw(room.lobby, in: lobbyArea, into: &grid, theme: theme, strings: strings)
        grid.fill(ownLine, style: theme.menu)
        let menuHint = KeyHint("Ctrl-C", strings.text(.actionMenu), essential: true)
        let line: String
        var lineStyle = theme.menuTitle
        var hints: [KeyHint]
        switch guest.step {
        case .waiting:
            line = strings.text(.lobbyWaiting)
            hints = [menuHint]
        case .naming(let typed, let refused):
            line = "\(strings.text(.lobbyYourName)) \(typed)▏"
            hints = [KeyHint(strings.text(.keyEnter), strings.text(.actionConfirm)), menuHint]
            if let refused, ownLine.height > 1 {
                grid.centred(refusal(refused, strings), in: ownLine.row(0), style: theme.warning)
            }
        case .leaving:
            line = strings.text(.lobbyLeaveQuestion)
            lineStyle = theme.warning
            hints = [
                KeyHint(strings.text(.keyEnter), strings.text(.actionLeave), essential: true),
                KeyHint(strings.text(.keyEsc), strings.text(.actionStay), essential: true),
            ]
        }
        if !ownLine.isEmpty { grid.centred(line, in: ownLine.row(ownLine.height - 1), style: lineStyle) }
        Footer.draw(hints, into: &grid, row: footer, theme: theme)
        return grid
    }

    private static func startRefusal(_ refusal: HostRoom.StartRefusal, _ strings: Strings) -> String {
        switch refusal {
        case .unseated(let n): strings.text(.lobbyUnseated(n: n))
        case .setup(let problems):
            strings.text(.teamsCannotStart(reason: problems.map { StartProblemText.text($0, strings) }.joined(separator: "; ")))
        }
    }

    private static func refusal(_ refusal: Lobby.NameRefusal, _ strings: Strings) -> String {
        switch refusal {
        case .taken: strings.text(.lobbyNameTaken)
        case .problem(let problem): NameProblemText.text(problem, strings)
        }
    }
}
