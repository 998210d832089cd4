import PappersEngine

extension AppModel {
    /// Whether the screens move by themselves (the Motion setting).
    public var isCalm: Bool { preferences.motion == .calm }

    /// Whether the time-up flash covers the screen at `now`.
    public func isFlashing(at now: Int) -> Bool {
        guard !isCalm, help == nil, let until = session?.flashUntil else { return false }
        return now < until
    }

    /// The podium's confetti frame at `now`, or nil when it holds still.
    public func confettiFrame(at now: Int) -> Int? {
        guard !isCalm, help == nil, let start = session?.celebrationStart else { return nil }
        return Flourish.confettiFrame(since: start, at: now)
    }

    /// The time bar's fill at `now`, in eighths of `cells` cells (`TimeBar.cells` for the width the turn is
    /// drawn in); nil without a turn.
    public func timeBarFill(at now: Int, cells: Int) -> Int? {
        guard let state = session?.state, case .turn(let turn) = state.stage else { return nil }
        let remaining = turn.countdown.remaining(at: now)
        let total = max(state.setup.rules.turnMillis, turn.countdown.remainingAtMark)
        let quantum = isCalm ? TimeBar.calmQuantumMillis : TimeBar.quantumMillis
        return TimeBar.filled(remaining: remaining, total: total, cells: cells, quantum: quantum)
    }

    /// The next instant after `now` at which motion changes the screen of `session`, `width` columns wide: the
    /// time bar's next eighth, the flash ending, the confetti's next frame. Nil with Motion calm, and whenever
    /// nothing moves.
    func nextMotionChange(of session: GameSession, width: Int, after now: Int) -> Int? {
        guard !isCalm else { return nil }
        var times: [Int] = []
        if let until = session.flashUntil, until > now { times.append(until) }
        if let start = session.celebrationStart, let next = Flourish.nextConfettiChange(since: start, at: now) {
            times.append(next)
        }
        if session.menu == nil, case .turn(let turn) = session.state.stage, turn.countdown.isRunning {
            let remaining = turn.countdown.remaining(at: now)
            let total = max(session.state.setup.rules.turnMillis, turn.countdown.remainingAtMark)
            if let step = TimeBar.millisToNextStep(
                remaining: remaining, total: total, cells: TimeBar.cells(screenWidth: width)) {
                times.append(now + step)
            }
        }
        return times.min()
    }
}
