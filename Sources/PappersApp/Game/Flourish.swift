/// The two short animations of a game, as instants the model keeps (time is an input: tests never sleep): the
/// screen flashed once when time is up, and confetti over the podium when the game is won. Both stop by
/// themselves, and neither is shown with Motion calm.
public enum Flourish {
    /// How long the time-up flash stays on screen.
    public static let flashMillis = 300
    /// The confetti's frames and how long each stays: 8 × 200 ms, under two seconds, then the podium holds still.
    public static let confettiFrames = 8
    public static let confettiFrameMillis = 200

    /// The confetti frame to show at `now` for a celebration that began at `start`; nil once it is over.
    public static func confettiFrame(since start: Int, at now: Int) -> Int? {
        let elapsed = now - start
        guard elapsed >= 0, elapsed < confettiFrames * confettiFrameMillis else { return nil }
        return elapsed / confettiFrameMillis
    }

    /// The next instant after `now` at which the confetti changes (a new frame, or the still podium).
    public static func nextConfettiChange(since start: Int, at now: Int) -> Int? {
        guard let frame = confettiFrame(since: start, at: now) else { return nil }
        return start + (frame + 1) * confettiFrameMillis
    }
}
