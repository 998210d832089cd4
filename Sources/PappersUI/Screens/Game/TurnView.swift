import PappersApp
import PappersCanvas
import PappersEngine
import PappersText

/// A turn: the word on a paper card (big when it fits, and always in plain text), the countdown, the keys
/// and the status bar. Paused, the card hides the word.
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

        // Rows: heading 0, card from 2, countdown under it, notice at h-3, status h-2, keys h-1.
        let bottom = size.height - 3
        let cardWidth = min(size.width - 4, max(44, min(size.width - 4, TextWidth.columns(of: word) + 8)))
        let inner = cardWidth - 4
        let seconds = state.secondsLeft(at: context.now) ?? 0
        let urgent = running && seconds <= 10
        let clock = BigText.render(String(seconds), width: size.width, maxLines: 1, style: theme.countdown(urgent: urgent))
        let clockRows = clock.map { $0.height + 2 } ?? 2
        let spareForWord = bottom - 2 - clockRows - 5
        let bigWord: Grid? = (visible && spareForWord > 0)
            ? BigText.render(word, width: inner, maxLines: 2, style: theme.card).flatMap { $0.height <= spareForWord ? $0 : nil }
            : nil
        let cardHeight = (bigWord?.height ?? 0) + 5
        let cardTop = 2
        let cardX = (size.width - cardWidth) / 2
        Box.draw(into: &grid, x: cardX, y: cardTop, width: cardWidth, height: cardHeight, style: theme.card)
        var row = cardTop + 2
        if let bigWord {
            grid.draw(bigWord, x: (size.width - bigWord.width) / 2, y: row)
            row += bigWord.height
        }
        let plain: String
        if !running {
            plain = context.text(.turnPaused).uppercased()
        } else if visible {
            plain = word
        } else {
            plain = "· · ·  " + context.text(.turnHidden) + "  · · ·"
        }
        grid.centred(Grid.fit(plain, columns: inner), y: row, style: visible ? theme.card : theme.cardNote,
                     x: cardX, width: cardWidth)
        if !running, let team = state.activeTeam, let describer = state.activeDescriber {
            grid.centred(Grid.fit(context.text(.turnPausedHint), columns: inner), y: row + 1, style: theme.cardNote,
                         x: cardX, width: cardWidth)
            let who = context.text(.turnDescribes, [
                "describer": state.setup.teams[team].players[describer], "team": state.setup.teams[team].name,
            ])
            grid.centred(Grid.fit(who, columns: inner), y: row - 1, style: theme.cardNote, x: cardX, width: cardWidth)
        }

        // The countdown.
        let clockTop = cardTop + cardHeight + 1
        if let clock, clockTop + clock.height + 1 <= bottom {
            let width = clock.width + 4
            grid.fill(x: (size.width - width) / 2, y: clockTop, width: width, height: clock.height + 2,
                      style: theme.countdown(urgent: urgent))
            grid.draw(clock, x: (size.width - clock.width) / 2, y: clockTop + 1)
        } else if clockTop < bottom {
            let text = " " + context.text(.statusSeconds, ["n": String(seconds)]) + " "
            grid.centred(text, y: clockTop, style: theme.countdown(urgent: urgent))
        }

        GameScreenView.drawStatusBar(state, into: &grid, context)
        let hints: [KeyHint] = running
            ? [KeyHint(context.mainKey, context.text(.actionGuessed)), KeyHint("s", context.text(.actionPass)),
               KeyHint("u", context.text(.actionUndo)), KeyHint("p", context.text(.actionPause))]
                + (kind.hidesWord ? [KeyHint("v", context.text(.actionPeek))] : [])
                + [KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint]
            : [KeyHint("p/\(context.text(.keySpace))", context.text(.actionResume)),
               KeyHint("q/\(context.text(.keyEsc))", context.text(.actionMenu)), context.helpHint]
        Footer.draw(hints, into: &grid, row: size.height - 1, theme: theme)
        return grid
    }
}
