#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run loop's clock: milliseconds since an arbitrary point, never going back and never jumping when the
/// wall clock is changed (`CLOCK_MONOTONIC`).
///
/// The engine never reads a clock; the run loop reads this one and hands the time to every action.
public enum MonotonicClock {
    /// Milliseconds on the monotonic clock.
    public static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }
}
