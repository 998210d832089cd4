#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Leaves the terminal usable when the program dies in curses mode.
///
/// curses restores the terminal on the exits it knows about; a Swift runtime trap (a failed `precondition`,
/// an index out of range: SIGILL or SIGTRAP), an `abort`, a segmentation fault or an `exit` from deep inside
/// would leave the shell in the alternate screen, with no cursor and no echo. While the terminal runs, the guard
/// is armed; then, for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE and SIGQUIT, its handler:
///
/// 1. writes the terminal's own "reset attributes, show the cursor, leave keypad mode, leave the alternate
///    screen" sequences, read from terminfo when the terminal started;
/// 2. puts back the terminal attributes saved before curses started (`tcsetattr`);
/// 3. writes out what the program printed to standard error meanwhile (Swift's "Fatal error: …" line among
///    it; see `captureStandardError`), then one line saying what happened;
/// 4. points standard input at /dev/null, so that Swift's backtracer, if it runs, never waits at a prompt;
/// 5. chains to the handler installed before (Swift's backtracer) and lets the signal's default action end the
///    process.
///
/// Everything in the handler is async-signal-safe: the bytes are prepared when the guard is armed, and only
/// `write`, `tcsetattr`, `open`, `dup2`, `sigaction` and `raise` are called. The same restoring (without the
/// line) runs at `exit` while armed, and when a second Ctrl-C finds the program stuck.
enum CrashGuard {
    /// The signals a crash raises.
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

    /// Whether a crash must restore the terminal now. Exchanged to false by the first restorer.
    static let armed = Atomic<Bool>(false)
    private static let capacity = 1024
    /// The reset sequence, then the message line, prepared by `arm`.
    nonisolated(unsafe) private static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    private static let resetCount = Atomic<Int>(0)
    private static let messageCount = Atomic<Int>(0)
    /// The terminal attributes saved before curses started, and the descriptor they belong to (-1: none).
    nonisolated(unsafe) private static let savedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private static let savedModesDescriptor = Atomic<Int32>(-1)
    /// The actions the fatal handlers replaced, by signal number.
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static var installed = false
    /// Standard error as it was before `captureStandardError`, and the capturing pipe's read end (-1: none).
    private static let savedStandardError = Atomic<Int32>(-1)
    private static let capturedStandardError = Atomic<Int32>(-1)
    private static let copyCapacity = 4096
    nonisolated(unsafe) private static let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyCapacity)

    /// Saves the attributes of terminal `descriptor` as they are now, before curses changes them.
    static func saveTerminalModes(of descriptor: Int32) {
        if tcgetattr(descriptor, savedModes) == 0 {
            savedModesDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
        }
    }

    /// Puts back the attributes `saveTerminalModes` saved, if any (after `endwin`, for good measure).
    static func restoreSavedModes() {
        let descriptor = savedModesDescriptor.load(ordering: .sequentiallyConsistent)
        if descriptor >= 0 { tcsetattr(descriptor, TCSADRAIN, savedModes) }
    }

    /// Arms the guard: on a crash, `resetSequence` goes to standard output (the terminal curses draws on) and
    /// `message` (one line) to standard error. Installs the handlers the first time.
    static func arm(resetSequence: [UInt8], message: String) {
        armed.store(false, ordering: .sequentiallyConsistent)
        let line = message.isEmpty ? [] : Array(message.utf8) + [0x0A]
        let reset = Array(resetSequence.prefix(capacity / 2))
        let text = Array(line.prefix(capacity - reset.count))
        for (index, byte) in (reset + text).enumerated() { bytes[index] = byte }
        resetCount.store(reset.count, ordering: .sequentiallyConsistent)
        messageCount.store(text.count, ordering: .sequentiallyConsistent)
        installHandlers()
        armed.store(true, ordering: .sequentiallyConsistent)
    }

    /// Disarms the guard: a crash from now on is Swift's business alone.
    static func disarm() {
        armed.store(false, ordering: .sequentiallyConsistent)
    }

    /// If armed, disarms and restores the terminal: reset sequence, saved attributes, standard error and what
    /// it captured, and the message line when asked. Async-signal-safe. Returns whether it restored anything.
    @discardableResult
    static func restoreTerminal(printingMessage: Bool) -> Bool {
        guard armed.exchange(false, ordering: .sequentiallyConsistent) else { return false }
        let reset = resetCount.load(ordering: .sequentiallyConsistent)
        writeAll(STDOUT_FILENO, bytes, reset)
        let descriptor = savedModesDescriptor.load(ordering: .sequentiallyConsistent)
        if descriptor >= 0 { tcsetattr(descriptor, TCSANOW, savedModes) }
        releaseStandardError()
        if printingMessage {
            writeAll(STDERR_FILENO, bytes + reset, messageCount.load(ordering: .sequentiallyConsistent))
        }
        return true
    }

    /// Sends standard error into a pipe while the terminal runs: a stray message (a library's warning, Swift's
    /// "Fatal error" just before a crash) would otherwise scribble over the screen, or vanish with the
    /// alternate screen. The pipe is non-blocking, so a writer never hangs when it is full (64 KiB); what does not
    /// fit is lost. `releaseStandardError` writes the captured text out once the terminal is restored.
    static func captureStandardError() {
        guard savedStandardError.load(ordering: .sequentiallyConsistent) < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 10)
        guard saved >= 0, dup2(ends[1], STDERR_FILENO) >= 0 else {
            for end in ends + [saved] where end >= 0 { close(end) }
            return
        }
        close(ends[1])
        capturedStandardError.store(ends[0], ordering: .sequentiallyConsistent)
        savedStandardError.store(saved, ordering: .sequentiallyConsistent)
    }

    /// Points standard error back where it was and writes out what was captured. Async-signal-safe.
    static func releaseStandardError() {
        let saved = savedStandardError.exchange(-1, ordering: .sequentiallyConsistent)
        guard saved >= 0 else { return }
        dup2(saved, STDERR_FILENO)
        close(saved)
        let captured = capturedStandardError.exchange(-1, ordering: .sequentiallyConsistent)
        guard captured >= 0 else { return }
        while true {
            let count = read(captured, copyBuffer, copyCapacity)
            if count > 0 { writeAll(STDERR_FILENO, copyBuffer, count) } else if count < 0 && errno == EINTR {
                continue
            } else { break }
        }
        close(captured)
    }

    /// Touches every static so that none is first initialised inside a signal handler.
    static func prepare() {
        _ = armed.load(ordering: .relaxed)
        _ = resetCount.load(ordering: .relaxed)
        _ = messageCount.load(ordering: .relaxed)
        _ = savedModesDescriptor.load(ordering: .relaxed)
        _ = savedStandardError.load(ordering: .relaxed)
        _ = capturedStandardError.load(ordering: .relaxed)
        _ = (bytes, savedModes, previousActions, installed, copyBuffer)
    }

    private static func installHandlers() {
        guard !installed else { return }
        prepare()
        installed = true
        ensureAlternateSignalStack()
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = fatalSignalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigaction(signal, &action, previousActions + Int(signal))
        }
        atexit { CrashGuard.restoreTerminal(printingMessage: false) }
    }

    /// A stack overflow can only be handled on a stack of its own. Swift's runtime makes one when its
    /// backtracer is on; make one when it is not.
    private static func ensureAlternateSignalStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_sp == nil else { return }
        let size = 256 * 1024
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED
        else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        sigaltstack(&stack, nil)
    }

    /// Leaves through the handler installed before ours, then the default action. Async-signal-safe.
    fileprivate static func chain(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        let previous = previousActions + Int(signal)
        let bits = unsafeBitCast(previous.pointee.__sigaction_handler, to: Int.self)
        if bits != 0 && bits != 1 {  // neither SIG_DFL nor SIG_IGN
            if previous.pointee.sa_flags & SA_SIGINFO != 0 {
                previous.pointee.__sigaction_handler.sa_sigaction?(signal, info, context)
            } else {
                previous.pointee.__sigaction_handler.sa_handler?(signal)
            }
        }
        // Whatever the previous handler did, the process ends with this signal: for a fault the faulting
        // instruction runs again under the default action; for a sent signal the raised one is delivered when
        // this handler returns.
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(signal, &defaultAction, nil)
        raise(signal)
    }

    fileprivate static func detachStandardInput() {
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 {
            dup2(null, STDIN_FILENO)
            if null != STDIN_FILENO { close(null) }
        }
    }

    private static func writeAll(_ descriptor: Int32, _ start: UnsafePointer<UInt8>, _ count: Int) {
        var offset = 0
        while offset < count {
            let written = write(descriptor, start + offset, count - offset)
            if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
        }
    }
}

/// The handler of the fatal signals. Async-signal-safe.
private let fatalSignalHandler:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, context in
        if CrashGuard.restoreTerminal(printingMessage: true) { CrashGuard.detachStandardInput() }
        CrashGuard.chain(signal, info, context)
    }
