import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// A game on screen: the game's stage chooses the screen and gives it its data; the menu and notices go over it.
enum GameScreenView {
    /// Draws the game; returns a running turn's layout (`TurnClock` redraws its countdown alone), nil on other
    /// screens.
    @discardableResult
    static func draw(_ session: GameSession, in area: Rect, into grid: inout Grid, _ context: ScreenContext)
        -> TurnView.Layout? {
        let state = session.state
        var turnLayout: TurnView.Layout?
        switch state.stage {
        case .notStarted:
            // A replay before its first action: the round's colours and heading, nobody called yet.
            drawRoundBackground(state, in: area, into: &grid, context)
        case .handOff(let plan):
            if let until = session.getReadyUntil {
                GetReadyView.draw(plan, session, until: until, in: area, into: &grid, context)
            } else {
                HandOffView.draw(plan, session, in: area, into: &grid, context)
            }
        case .turn(let turn): turnLayout = TurnView.draw(turn, session, in: area, into: &grid, context)
        case .review(let review): ReviewView.draw(review, session, in: area, into: &grid, context)
        case .roundOver(let carry): StandingsView.draw(carry: carry, session, in: area, into: &grid, context)
        case .finished: FinalView.draw(session, abandoned: false, in: area, into: &grid, context)
        case .abandoned: FinalView.draw(session, abandoned: true, in: area, into: &grid, context)
        }
        drawOverlays(session, in: area, into: &grid, context)
        return turnLayout
    }

    /// What goes over the stage's screen: the line of a game not saved, a notice, the menu, the seating, the
    /// time-up flash.
    static func drawOverlays(_ session: GameSession, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let unsaved = context.model.saveProblem
        if let unsaved { UnsavedLine.draw(unsaved, into: &grid, row: area.row(fromBottom: 3), context) }
        if let notice = session.notice, notice.until > context.now {
            let row = area.row(fromBottom: unsaved == nil ? 3 : 4)
            // A welcome is good news: not in the warning's red.
            let style = notice.kind == .welcomeBack ? context.theme.statusBar : context.theme.warning
            grid.fill(row, style: style)
            grid.centred(message(notice.kind, context), in: row.inset(horizontal: 1), style: style)
        }
        if let menu = session.menu { MenuView.draw(menu, in: area, into: &grid, context) }
        if let seating = session.seating { SeatingView.draw(seating, session, in: area, into: &grid, context) }
        if context.model.isFlashing(at: context.now) { TimeUpFlashView.draw(in: area, into: &grid, context) }
    }

    static func message(_ kind: Notice.Kind, _ context: ScreenContext) -> String {
        switch kind {
        case .pausedForSize: context.text(.turnPausedForSize)
        case .welcomeBack: context.text(.turnWelcomeBack)
        case .welcomeBackWithoutRecord: context.text(.turnWelcomeBackWithoutRecord)
        case .refused(let refusal):
            switch refusal {
            case .passingForbidden: context.text(.refusedNoPassing)
            case .passLimitReached(let limit): context.text(.refusedPassLimit(n: limit))
            case .lastWordCannotBePassed: context.text(.refusedLastWord)
            case .nothingToUndo: context.text(.refusedNothingToUndo)
            case .wordAlwaysVisible: context.text(.refusedAlwaysVisible)
            case .timeIsUp: context.text(.refusedTimeUp)
            default: context.text(.refusedNotNow)
            }
        }
    }

    /// The plain-text status bar: round number and name, team, describer → guessers, words left (counting the
    /// one on screen), seconds left, points this turn, in `width` columns. Shortened from the middle when the
    /// screen is narrow.
    static func statusBar(_ state: GameState, _ who: TurnPlayers, width: Int, _ context: ScreenContext) -> String {
        let setup = state.setup
        let round = context.text(.statusRound(n: state.round + 1, name: context.roundName(state.roundRules.kind)))
        let left = context.text(.statusLeft(n: state.wordsLeft))
        let seconds = context.text(.statusSeconds(n: state.secondsLeft(at: context.now) ?? 0))
        let points = context.text(.statusPoints(points: ScreenContext.signed(state.pointsThisTurn)))
        if let pairs = PairsText.statusBar(state, who, width: width, context) { return pairs }
        let (team, describer) = (who.team, who.describer)
        let players = setup.teams[team].players
        let guessers = who.guessers(in: state).map { players[$0] }.joined(separator: ", ")
        let teamName = setup.teams[team].name
        // Longest first; then without the guessers; then a short round and points, names cut to fit. The
        // leader and the gap come last, and are kept before the guessers when both do not fit (the turn's
        // corner line shows the score whatever the width).
        let lead = ScoreStrip.lead(state, context).map { [$0] } ?? []
        let full = [round, teamName, "\(players[describer]) → \(guessers)", left, seconds, points]
        let shorter = [round, teamName, players[describer], left, seconds, points]
        let candidates = [full + lead, shorter + lead, full, shorter]
        for pieces in candidates {
            let line = pieces.joined(separator: " · ")
            if TextWidth.columns(of: line) <= width { return line }
        }
        let short = context.text(.standingsRoundShort(n: state.round + 1))
        let signed = ScreenContext.signed(state.pointsThisTurn)
        let fixed = TextWidth.columns(of: [short, left, seconds, signed].joined(separator: " · ")) + 6
        let room = max(2, width - fixed)
        let teamPart = Grid.fit(teamName, columns: max(1, room / 2))
        let describerPart = Grid.fit(players[describer], columns: max(1, room - TextWidth.columns(of: teamPart)))
        return Grid.fit([short, teamPart, describerPart, left, seconds, signed].joined(separator: " · "), columns: width)
    }

    /// Draws the status bar on the second-to-last row of `area`.
    static func drawStatusBar(_ state: GameState, _ who: TurnPlayers, in area: Rect, into grid: inout Grid,
                              _ context: ScreenContext) {
        let row = area.row(fromBottom: 2)
        grid.fill(row, style: context.theme.statusBar)
        let text = row.inset(horizontal: 1)
        grid.text(statusBar(state, who, width: text.width, context), x: text.x, y: text.y, style: context.theme.statusBar)
    }

    /// The round's colours over `area` and its heading on the first row: what every screen of a round starts
    /// from.
    static func drawRoundBackground(_ state: GameState, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        grid.fill(area, style: context.theme.round(state.roundRules.kind))
        drawRoundHeading(state, in: area, into: &grid, context)
    }

    /// The round's heading on the first row of `area`: "ROUND 1 · DESCRIBE" on the left and its rule on the
    /// right, when both fit.
    static func drawRoundHeading(_ state: GameState, in area: Rect, into grid: inout Grid, _ context: ScreenContext) {
        let kind = state.roundRules.kind
        let title = context.text(.roundOf(n: state.round + 1, total: state.setup.rules.rounds.count))
            + " · " + context.roundName(kind).uppercased()
        let style = context.theme.roundTitle(kind)
        let heading = area.row(0).inset(horizontal: 1)
        let end = grid.text(Grid.fit(title, columns: heading.width), x: heading.x, y: heading.y, style: style)
        let rule = context.roundRule(kind)
        if end + 3 + rule.count < area.right {
            grid.text(rule, in: heading, style: context.theme.round(kind), alignment: .trailing)
        }
    }
}
