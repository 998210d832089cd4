#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The signals the terminal turns into events, caught without killing the process.
///
/// The handlers are async-signal-safe: they set a bit in an atomic word, write one byte to a self-pipe (so that
/// a `poll` that is waiting wakes up at once, whichever thread took the signal) and, for SIGWINCH, chain to curses'
/// own handler so that curses reports `KEY_RESIZE`. Nothing else happens in a handler; the run loop reads the
/// bits through `take`.
///
/// SIGINT, SIGTERM, SIGHUP, SIGTSTP and SIGCONT are caught before curses starts, so that curses leaves them
/// alone; SIGWINCH is wrapped after curses installed its handler. They are also unblocked on the calling thread
/// (the run loop's): a mask inherited from an odd parent would otherwise silently turn off Ctrl-C, Ctrl-Z and
/// resizing. `uninstall` puts every previous action, and the mask, back.
/// A second SIGINT, SIGTERM or SIGHUP that arrives before the first was taken means the program is stuck: the
/// handler restores the terminal (`CrashGuard`) and lets the signal's default action end the process.
enum SignalFlags {
    /// One bit per signal the loop must hear about.
    ///
    /// The bits are computed properties, not stored ones: a static stored property is initialised lazily, behind
    /// a lock, and the handler reads them.
    struct Bits: OptionSet, Sendable {
        let rawValue: UInt32
        static var interrupt: Bits { Bits(rawValue: 1 << 0) }
        static var terminate: Bits { Bits(rawValue: 1 << 1) }
        static var hangup: Bits { Bits(rawValue: 1 << 2) }
        static var suspend: Bits { Bits(rawValue: 1 << 3) }
        static var continued: Bits { Bits(rawValue: 1 << 4) }
        static var windowChanged: Bits { Bits(rawValue: 1 << 5) }
        /// The signals whose second arrival, before the loop took the first, ends the program.
        static var forceable: Bits { Bits(rawValue: interrupt.rawValue | terminate.rawValue | hangup.rawValue) }
    }

    /// Signals caught before curses starts.
    static let caughtSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    /// The bits set by handlers and not taken yet.
    static let pending = Atomic<UInt32>(0)
    /// The self-pipe's write end for handlers, -1 when not installed.
    static let wakeWriteEnd = Atomic<Int32>(-1)
    /// curses' SIGWINCH handler, as a function pointer's bits (0 for none).
    static let windowChangeChain = Atomic<Int>(0)

    /// The self-pipe's read end, to poll; -1 when not installed.
    nonisolated(unsafe) private(set) static var wakeReadEnd: Int32 = -1
    nonisolated(unsafe) private static var previousActions: [Int32: sigaction] = [:]
    nonisolated(unsafe) private static var previousMask: sigset_t?

    /// The bit a signal sets.
    static func bit(for signal: Int32) -> Bits {
        switch signal {
        case SIGINT: .interrupt
        case SIGTERM: .terminate
        case SIGHUP: .hangup
        case SIGTSTP: .suspend
        case SIGCONT: .continued
        case SIGWINCH: .windowChanged
        default: Bits(rawValue: 0)
        }
    }

    /// Creates the self-pipe and catches `caughtSignals`. Returns false when the pipe cannot be made.
    static func install() -> Bool {
        guard wakeReadEnd < 0 else { return true }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeReadEnd = ends[0]
        wakeWriteEnd.store(ends[1], ordering: .sequentiallyConsistent)
        pending.store(0, ordering: .sequentiallyConsistent)
        for signal in caughtSignals { catchSignal(signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in caughtSignals + [SIGWINCH] { sigaddset(&mask, signal) }
        var previous = sigset_t()
        if pthread_sigmask(SIG_UNBLOCK, &mask, &previous) == 0 { previousMask = previous }
        return true
    }

    /// Wraps the SIGWINCH handler curses installed, so that a resize also wakes the loop. Call after `newterm`.
    static func wrapWindowChange() {
        guard previousActions[SIGWINCH] == nil else { return }
        var current = sigaction()
        sigaction(SIGWINCH, nil, &current)
        let bits = unsafeBitCast(current.__sigaction_handler, to: Int.self)
        let isFunction = bits != 0 && bits != 1 && current.sa_flags & SA_SIGINFO == 0
        windowChangeChain.store(isFunction ? bits : 0, ordering: .sequentiallyConsistent)
        catchSignal(SIGWINCH)
    }

    /// Puts back every action `install` and `wrapWindowChange` replaced and closes the self-pipe.
    static func uninstall() {
        for (signal, action) in previousActions {
            var action = action
            sigaction(signal, &action, nil)
        }
        previousActions = [:]
        if var mask = previousMask { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        previousMask = nil
        windowChangeChain.store(0, ordering: .sequentiallyConsistent)
        let writeEnd = wakeWriteEnd.exchange(-1, ordering: .sequentiallyConsistent)
        if writeEnd >= 0 { close(writeEnd) }
        if wakeReadEnd >= 0 { close(wakeReadEnd) }
        wakeReadEnd = -1
    }

    /// Whether `bits` were pending; clears them.
    static func take(_ bits: Bits) -> Bool {
        let old = pending.bitwiseAnd(~bits.rawValue, ordering: .sequentiallyConsistent).oldValue
        return old & bits.rawValue != 0
    }

    /// Reads every byte waiting in the self-pipe.
    static func drainWakePipe() {
        guard wakeReadEnd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeReadEnd, &buffer, buffer.count) > 0 {}
    }

    /// Runs `body` with `signal` set to its default action and unblocked, then catches it again.
    static func withDefaultAction(_ signal: Int32, _ body: () -> Void) {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var ours = sigaction()
        sigaction(signal, &defaultAction, &ours)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signal)
        var oldMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &mask, &oldMask)
        body()
        pthread_sigmask(SIG_SETMASK, &oldMask, nil)
        sigaction(signal, &ours, nil)
    }

    private static func catchSignal(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = signalHandler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a blocked read returns EINTR
        var previous = sigaction()
        if sigaction(signal, &action, &previous) == 0 { previousActions[signal] = previous }
    }

    /// Writes one byte to the self-pipe. Async-signal-safe.
    static func wake() {
        let fd = wakeWriteEnd.load(ordering: .sequentiallyConsistent)
        guard fd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }
}

/// The handler of every caught signal. Async-signal-safe: atomics, `write`, `sigaction`, `raise` and a call
/// to curses' own SIGWINCH handler, which only sets a flag.
///
/// Nothing here may allocate or take a lock, and in a debug build that includes what looks harmless: an array
/// literal of option-set members (`[.interrupt, .hangup]`) allocates an array, and a signal landing inside
/// `malloc` or the runtime's metadata cache then deadlocks the game (terminal-check's signal storm tests
/// this). Bits are combined as plain integers.
private let signalHandler: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    let bit = SignalFlags.bit(for: signal).rawValue
    let old = SignalFlags.pending.bitwiseOr(bit, ordering: .sequentiallyConsistent).oldValue
    if bit & SignalFlags.Bits.forceable.rawValue != 0, old & bit != 0 {
        // Asked twice and the loop has not listened: leave now, with the terminal restored.
        CrashGuard.restoreTerminal(printingMessage: false)
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(signal, &defaultAction, nil)
        raise(signal)  // delivered when this handler returns
        return
    }
    if signal == SIGWINCH {
        let chain = SignalFlags.windowChangeChain.load(ordering: .sequentiallyConsistent)
        if chain != 0 { unsafeBitCast(chain, to: (@convention(c) (Int32) -> Void).self)(signal) }
    }
    SignalFlags.wake()
}
