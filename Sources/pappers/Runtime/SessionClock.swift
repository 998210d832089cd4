import PappersTerminal

/// Game time for this run of the program: the monotonic clock in milliseconds, shifted so that a game brought
/// back from the store continues after the last instant it recorded (the machine may have rebooted since, and
/// its monotonic clock started again from zero).
struct SessionClock {
    private var offset = 0

    func now() -> Int { MonotonicClock.now() + offset }

    /// Makes `now()` at least `instant` from here on, so the engine never sees time go back.
    mutating func carryOn(from instant: Int) {
        let current = now()
        if current < instant { offset += instant - current }
    }
}
