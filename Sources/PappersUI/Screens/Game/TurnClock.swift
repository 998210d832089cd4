import PappersApp
import PappersCanvas
import PappersEngine

/// A turn's countdown as `TurnView` drew it, for drawing the same view's screen at a later instant from that
/// grid: between two instants with the same `Face`, a turn's screen differs only in what `TurnView.drawTimed`
/// draws (the countdown and its time bar, the status bar, the footer), so those are drawn again over the
/// countdown's rows cleared to the round's colours, then what goes over the game (`GameScreenView.drawOverlays`).
struct TurnClock: Sendable {
    /// What the instant decides on a turn's screen besides what `TurnView.drawTimed` draws: whether the word
    /// shows, its hint, how many digits the countdown has (every digit is as wide, so the layout is the same for
    /// as many), whether the notice still shows. Only a turn with nothing over it that the instant could change
    /// has a face: no menu, seating, help, question or flash.
    struct Face: Equatable, Sendable {
        let wordVisible: Bool
        let hint: String?
        let digits: Int
        let notice: Bool
    }

    let face: Face
    /// The countdown's rows across the screen (`TurnView.Layout.clock`): the round's colours and the countdown.
    let rect: Rect
    /// The scale of the countdown's big digits; nil when it is plain text.
    let scale: Int?

    /// The face of the turn on `model`'s screen at `now`; nil when the screen is not a turn, or something over
    /// it is drawn from the instant or covers the countdown.
    static func face(of model: AppModel, at now: Int) -> Face? {
        guard model.size.isPlayable, model.help == nil, model.unsavedQuit == nil, model.recordFound == nil,
              case .game(let session) = model.screen, case .turn = session.state.stage, session.menu == nil,
              session.seating == nil, !model.isFlashing(at: now) else { return nil }
        let seconds = session.state.secondsLeft(at: now) ?? 0
        return Face(wordVisible: model.isWordVisible(at: now), hint: model.hintOnScreen(at: now),
                    digits: String(seconds).count, notice: session.notice.map { $0.until > now } ?? false)
    }

    /// Makes `grid`, the turn's screen drawn at another instant of the same face, the screen at `context.now`.
    func redraw(_ turn: TurnState, _ session: GameSession, in area: Rect, into grid: inout Grid,
                _ context: ScreenContext) {
        let seconds = session.state.secondsLeft(at: context.now) ?? 0
        let urgent = turn.countdown.isRunning && seconds <= 10
        let digits = scale.flatMap {
            TurnView.Layout.countdown(seconds, area: area, theme: context.theme, urgent: urgent, scale: $0)
        }
        grid.fill(rect, style: context.theme.round(session.state.roundRules.kind))
        TurnView.drawTimed(turn, session, clock: rect, bigClock: digits, in: area, into: &grid, context)
        GameScreenView.drawOverlays(session, in: area, into: &grid, context)
    }
}
