import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// A turn: the word on a paper card (big when it fits, and always in plain text), its hint small under it
/// when the setting asks, the countdown, the keys and the status bar. Paused, the card hides the word (and the
/// hint, which also hides with the word in the mime round).
enum TurnView {
    /// Draws the turn; returns its layout, where the countdown is (`TurnClock` redraws it alone).
    @discardableResult
    static func draw(_ turn: TurnState, _ session: GameSession, in area: Rect, into grid: inout Grid,
                     _ context: ScreenContext) -> Layout {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        grid.fill(area, style: theme.round(kind))
        GameScreenView.drawRoundHeading(state, in: area, into: &grid, context)
        ScoreStrip.drawTurnLine(state, TurnPlayers(turn.plan), in: area.row(1), into: &grid, style: theme.round(kind), context)
        let running = turn.countdown.isRunning
        let visible = context.model.isWordVisible(at: context.now)
        let word = state.wordOnScreen.map { state.setup.words[$0] } ?? ""
        let seconds = state.secondsLeft(at: context.now) ?? 0
        let urgent = running && seconds <= 10
        let hint = context.model.hintOnScreen(at: context.now)
        let pausedHint = running ? nil : context.text(.turnPausedHint)
        let layout = Layout(
            word: visible ? word : nil, hasHint: hint != nil, note: pausedHint, seconds: seconds, area: area, theme: theme,
            urgent: urgent)

        // The card: the big word centred across the screen, then the word in plain text on the next line (or on
        // the card's second inner row), the hint under it.
        let inside = Box.draw(into: &grid, layout.card, style: theme.card)
        // What the word is worth, in the card's top edge, when words score by their level.
        if state.setup.rules.points == .byLevel, running, let word = state.wordOnScreen {
            let worth = " " + context.text(.cardPoints(n: state.setup.points(for: word))) + " "
            grid.text(worth, in: layout.card.row(0).inset(horizontal: 2), style: theme.card, alignment: .trailing)
        }
        if let big = layout.bigWord { grid.draw(big, centredOn: layout.cardRows.row(1)) }
        let wordRow = layout.bigWord?.height ?? 1
        let text = inside.inset(horizontal: 1)
        let plain: String
        if !running {
            plain = context.text(.turnPaused).uppercased()
        } else if visible {
            plain = word
        } else if let part = context.model.turnPart, part != .describes {
            // A player's or the table's own screen: what the seat does while another describes.
            let team = state.setup.teams[turn.team]
            plain = part == .guesses ? context.text(.turnGuess)
                : PairsText.describesTo(state, turn.plan, context)
                ?? context.text(.turnDescribes(describer: team.players[turn.describer], team: team.name))
        } else {
            plain = "· · ·  " + context.text(.turnHidden) + "  · · ·"
        }
        // Paused: who describes over "PAUSED" and the hint's lines, when the card has a row for it.
        let pausedLines = pausedHint.map { Wrap.lines($0, width: text.width) } ?? []
        let plainRow = pausedLines.count > 1 && text.height < 2 + pausedLines.count ? wordRow - 1 : wordRow
        grid.centred(plain, in: text.row(plainRow), style: visible ? theme.card : theme.cardNote)
        if let hint {
            // One line under the word, cut with "…" when it is wider than the card.
            grid.centred(hint, in: text.row(wordRow + 1), style: theme.cardNote)
        }
        if !running {
            let team = state.setup.teams[turn.team]
            let who = PairsText.describesTo(state, turn.plan, context)
                ?? context.text(.turnDescribes(describer: team.players[turn.describer], team: team.name))
            if plainRow == wordRow { grid.centred(who, in: text.row(wordRow - 1), style: theme.cardNote) }
            // Under the word, wrapped, on the rows the card has (a row outside the card is empty and draws nothing).
            for (index, line) in pausedLines.enumerated() {
                grid.centred(line, in: text.row(plainRow + 1 + index), style: theme.cardNote)
            }
        }

        drawTimed(turn, session, clock: layout.clock, bigClock: layout.bigClock, in: area, into: &grid, context)
        return layout
    }

    /// What of a turn's screen changes from one instant to the next while nothing else does (`TurnClock`), drawn
    /// last: the countdown in `clock` (`bigClock`, its digits in the block font, or plain text when nil) with the
    /// time bar draining under it (in the box's bottom row, or the row under the plain countdown); the status
    /// bar with its seconds; the footer, whose main key may wait.
    static func drawTimed(_ turn: TurnState, _ session: GameSession, clock: Rect, bigClock: Grid?, in area: Rect,
                          into grid: inout Grid, _ context: ScreenContext) {
        let theme = context.theme
        let running = turn.countdown.isRunning
        let seconds = session.state.secondsLeft(at: context.now) ?? 0
        let urgent = running && seconds <= 10
        let clockStyle = theme.countdown(urgent: urgent)
        let barCells = TimeBar.cells(screenWidth: area.width)
        if let bigClock {
            let box = clock.centred(width: max(bigClock.width + 4, barCells + 2)).splitTop(bigClock.height + 2).top
            grid.fill(box, style: clockStyle)
            grid.draw(bigClock, centredOn: clock.row(1))
            TimeBarView.draw(in: box.row(fromBottom: 1).inset(horizontal: 1), screenWidth: area.width, urgent: urgent,
                             into: &grid, context)
        } else {
            grid.centred(" " + context.text(.statusSeconds(n: seconds)) + " ", in: clock.row(0), style: clockStyle)
            TimeBarView.draw(in: clock.row(1).inset(horizontal: 1), screenWidth: area.width, urgent: urgent,
                             into: &grid, context)
        }

        GameScreenView.drawStatusBar(session.state, TurnPlayers(turn.plan), in: area, into: &grid, context)
        Footer.draw(footer(session, running: running, context), into: &grid, row: area.row(fromBottom: 1), theme: theme)
    }

    /// The turn's keys that work now (`GameKeys.turn`, `GameKeys.paused`): peek, pass and undo only when the
    /// rules take them at this moment (no "s pass" in a round without passing, after the last pass allowed or on
    /// the last word; no "u undo" before a guess). Hints that do not fit are dropped from the end: in the mime
    /// round, peeking matters most after Space.
    static func footer(_ session: GameSession, running: Bool, _ context: ScreenContext) -> [KeyHint] {
        let moment = context.moment(session)
        guard running else { return context.hints(GameKeys.paused, moment, label: GameKeyLabels.label) + [context.helpHint] }
        return context.hints(GameKeys.turn, moment, label: GameKeyLabels.label) + [context.helpHint]
    }

    /// Where the card and the countdown go: the word as big as it can be first (one or two lines), then the
    /// countdown big if there is still room, all centred between the heading and the notice row. A hint takes
    /// one more row under a big word (under a plain one, the card's blank row).
    struct Layout {
        let bigWord: Grid?
        let bigClock: Grid?
        /// The scale of the countdown's big digits (`countdown`), nil when the countdown is plain text.
        let clockScale: Int?
        /// The card's rows across the whole width (the big word is centred across the screen, not the card).
        let cardRows: Rect
        let card: Rect
        /// From the row under the card and a blank row down: where the countdown goes.
        let clock: Rect

        /// `note` is a sentence the card shows without a word (the paused hint): the card widens to it, and
        /// grows a row for each further line it wraps to when the screen has the rows.
        init(word: String?, hasHint: Bool = false, note: String? = nil, seconds: Int, area: Rect, theme: Theme,
             urgent: Bool) {
            let hintRows = hasHint ? 1 : 0
            let stage = area.inset(top: 2, bottom: 3)
            let maxCardWidth = area.inset(horizontal: 1).width
            // The big word keeps two columns of the card on each side of it.
            let wordWidth = area.inset(horizontal: 3).width
            func clock(_ scale: Int) -> (scale: Int, grid: Grid)? {
                Self.countdown(seconds, area: area, theme: theme, urgent: urgent, scale: scale).map { (scale, $0) }
            }
            var chosenWord: Grid?
            var chosenClock: (scale: Int, grid: Grid)?
            // The biggest word that fits with a big countdown (on a big screen 3× or 2×, the countdown as big as
            // still fits under it, and 2× at least under a 3× word: a smaller word leaves the clock room); at 1×
            // the word alone when the countdown does not fit too.
            if let word {
                for scale in BigText.scales where chosenWord == nil {
                    guard let big = BigText.render(word, width: wordWidth, maxLines: 2, style: theme.card, scale: scale)
                    else { continue }
                    let card = big.height + 3 + hintRows
                    if let fitting = BigText.scales.filter({ $0 <= scale && $0 >= scale - 1 }).lazy
                        .compactMap({ clock($0) }).first(where: { card + $0.grid.height + 3 <= stage.height }) {
                        chosenWord = big
                        chosenClock = fitting
                    } else if scale == 1, card + 2 <= stage.height {
                        chosenWord = big
                    }
                }
            }
            if chosenWord == nil {
                chosenClock = BigText.scales.lazy.compactMap { clock($0) }.first { 5 + $0.grid.height + 3 <= stage.height }
            }
            bigWord = chosenWord
            bigClock = chosenClock?.grid
            clockScale = chosenClock?.scale
            let plainWidth = TextWidth.columns(of: word ?? "") + 8
            let noteWidth = note.map { TextWidth.columns(of: $0) + 4 } ?? 0
            let cardWidth = min(maxCardWidth, max(44, plainWidth, noteWidth, (chosenWord?.width ?? 0) + 6))
            var cardHeight = chosenWord.map { $0.height + 3 + hintRows } ?? 5
            let noteLines = note.map { Wrap.lines($0, width: cardWidth - 4).count } ?? 1
            if chosenWord == nil, noteLines > 1,
               4 + noteLines + 1 + (chosenClock.map { $0.grid.height + 2 } ?? 1) <= stage.height {
                cardHeight = 4 + noteLines
            }
            let used = cardHeight + 1 + (chosenClock.map { $0.grid.height + 2 } ?? 1)
            let (rows, rest) = stage.centred(height: used).splitTop(cardHeight)
            cardRows = rows
            card = rows.centred(width: cardWidth)
            self.clock = rest.inset(top: 1)
        }

        /// The countdown's `seconds` in the block font at `scale` for a screen of `area`, or nil when they do not fit
        /// its width. Every digit is as wide (`BlockFont.Digits`), so whether they fit depends on how many there are.
        static func countdown(_ seconds: Int, area: Rect, theme: Theme, urgent: Bool, scale: Int) -> Grid? {
            BigText.digits(String(seconds), width: area.inset(horizontal: 2).width, style: theme.countdown(urgent: urgent),
                           scale: scale)
        }
    }
}
