import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// A turn: the word on a paper card (big when it fits, and always in plain text), its hint small under it
/// when the setting asks, the countdown, the keys and the status bar. Paused, the card hides the word (and the
/// hint, which also hides with the word in the mime round).
enum TurnView {
    static func render(_ session: GameSession, _ context: ScreenContext) -> Grid {
        let state = session.state
        let kind = state.roundRules.kind
        let theme = context.theme
        let size = context.size
        var grid = context.canvas(theme.round(kind))
        GameScreenView.drawRoundHeading(state, into: &grid, context)
        let running = state.turn?.countdown.isRunning == true
        let visible = context.model.isWordVisible(at: context.now)
        let word = state.wordOnScreen.map { state.setup.words[$0] } ?? ""
        let seconds = state.secondsLeft(at: context.now) ?? 0
        let urgent = running && seconds <= 10
        let hint = context.model.hintOnScreen(at: context.now)
        let layout = Layout(
            word: visible ? word : nil, hasHint: hint != nil, seconds: seconds, size: size, theme: theme, urgent: urgent)

        // The card.
        let cardX = (size.width - layout.cardWidth) / 2
        Box.draw(into: &grid, x: cardX, y: layout.top, width: layout.cardWidth, height: layout.cardHeight, style: theme.card)
        var row = layout.top + 1
        if let big = layout.bigWord {
            grid.draw(big, x: (size.width - big.width) / 2, y: row)
            row += big.height
        } else {
            row += 1
        }
        let inner = layout.cardWidth - 4
        let plain: String
        if !running {
            plain = context.text(.turnPaused).uppercased()
        } else if visible {
            plain = word
        } else {
            plain = "· · ·  " + context.text(.turnHidden) + "  · · ·"
        }
        grid.centred(Grid.fit(plain, columns: inner), y: row, style: visible ? theme.card : theme.cardNote,
                     x: cardX, width: layout.cardWidth)
        if let hint {
            // One line under the word, cut with "…" when it is wider than the card.
            grid.centred(Grid.fit(hint, columns: inner), y: row + 1, style: theme.cardNote, x: cardX, width: layout.cardWidth)
        }
        if !running, let team = state.activeTeam, let describer = state.activeDescriber {
            let who = context.text(.turnDescribes, [
                "describer": state.setup.teams[team].players[describer], "team": state.setup.teams[team].name,
            ])
            grid.centred(Grid.fit(who, columns: inner), y: row - 1, style: theme.cardNote, x: cardX, width: layout.cardWidth)
            if row + 1 < layout.top + layout.cardHeight - 1 {
                grid.centred(Grid.fit(context.text(.turnPausedHint), columns: inner), y: row + 1, style: theme.cardNote,
                             x: cardX, width: layout.cardWidth)
            }
        }

        // The countdown.
        let clockTop = layout.top + layout.cardHeight + 1
        let clockStyle = theme.countdown(urgent: urgent)
        if let clock = layout.bigClock {
            let width = clock.width + 4
            grid.fill(x: (size.width - width) / 2, y: clockTop, width: width, height: clock.height + 2, style: clockStyle)
            grid.draw(clock, x: (size.width - clock.width) / 2, y: clockTop + 1)
        } else {
            grid.centred(" " + context.text(.statusSeconds, ["n": String(seconds)]) + " ", y: clockTop, style: clockStyle)
        }

        GameScreenView.drawStatusBar(state, into: &grid, context)
        // Hints that do not fit are dropped from the end: in the mime round, peeking matters most after Space.
        let hints: [KeyHint] = running
            ? [KeyHint(context.mainKey, context.text(.actionGuessed))]
                + (kind.hidesWord ? [KeyHint("v", context.text(.actionPeek))] : [])
                + [KeyHint("s", context.text(.actionPass)), KeyHint("u", context.text(.actionUndo)),
                   KeyHint("p", context.text(.actionPause)), KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)),
                   context.helpHint]
            : [KeyHint("p/\(context.text(.keySpace))", context.text(.actionResume)),
               KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint]
        Footer.draw(hints, into: &grid, row: size.height - 1, theme: theme)
        return grid
    }

    /// Where the card and the countdown go: the word as big as it can be first (one or two lines), then the
    /// countdown big if there is still room, all centred between the heading and the notice row. A hint takes
    /// one more row under a big word (under a plain one, the card's blank row).
    struct Layout {
        let bigWord: Grid?
        let bigClock: Grid?
        let cardWidth: Int
        let cardHeight: Int
        let top: Int

        init(word: String?, hasHint: Bool = false, seconds: Int, size: Size, theme: Theme, urgent: Bool) {
            let hintRows = hasHint ? 1 : 0
            let area = size.height - 5
            let maxCardWidth = size.width - 2
            let clock = BigText.digits(String(seconds), width: size.width - 4, style: theme.countdown(urgent: urgent))
            let bigClockRows = clock.map { $0.height + 3 } ?? .max
            var chosenWord: Grid?
            var chosenClock: Grid?
            if let word, let big = BigText.render(word, width: maxCardWidth - 4, maxLines: 2, style: theme.card) {
                let card = big.height + 3 + hintRows
                if card + bigClockRows <= area {
                    chosenWord = big
                    chosenClock = clock
                } else if card + 2 <= area {
                    chosenWord = big
                }
            }
            if chosenWord == nil, 5 + bigClockRows <= area { chosenClock = clock }
            bigWord = chosenWord
            bigClock = chosenClock
            let plainWidth = TextWidth.columns(of: word ?? "") + 8
            cardWidth = min(maxCardWidth, max(44, plainWidth, (chosenWord?.width ?? 0) + 6))
            cardHeight = chosenWord.map { $0.height + 3 + hintRows } ?? 5
            let used = cardHeight + 1 + (chosenClock.map { $0.height + 2 } ?? 1)
            top = 2 + max(0, (area - used) / 2)
        }
    }
}
