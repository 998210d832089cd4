/// Game time for this run of the program: a monotonic clock in milliseconds (`base`: the real one in the
/// program, a scripted one in tests), shifted so that a game brought back from the store continues after the
/// last instant it recorded (the machine may have rebooted since, and its monotonic clock started again from
/// zero). Shared by the loop, which reads it, and the part that brings saved games back, which shifts it.
final class SessionClock {
    private let base: () -> Int
    private var offset = 0

    init(base: @escaping () -> Int) {
        self.base = base
    }

    func now() -> Int { base() + offset }

    /// Makes `now()` at least `instant` from here on, so the engine never sees time go back.
    func carryOn(from instant: Int) {
        let current = now()
        if current < instant { offset += instant - current }
    }
}
