// terminal-check: a small full-screen program that exercises PappersTerminal, for the end-to-end tests in tmux
// and the terminal benchmarks. It shows the last event, counts events, draws accents, wide characters and
// styles at known columns, and reacts to a few keys:
//
//   q quit   c crash (failed precondition)   a abort   e exit(3) without stopping the terminal
//   b busy for 3 s without reading keys ("last: busy" shown)   g bell   t time-up cue (bells)   l redraw all
//   w signal storm: another thread sends SIGCONT to this one 20,000 times while it allocates
//
// Ctrl-C shows "signal interrupt" and carries on; SIGTERM and SIGHUP stop the terminal and exit 0 after
// printing one line; Ctrl-Z suspends. Options: --block (wait for events without a timeout), --tick MS (the
// timeout, default 1000), --no-colour, --pid-file PATH.
#if canImport(Glibc)
import Glibc
#endif
import PappersCanvas
import PappersTerminal
import Synchronization

/// Writes one line to standard error.
func complain(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

struct Options {
    var block = false
    var tickMillis = 1000
    var colour = TerminalOptions.ColourChoice.automatic
    var pidFile: String?

    init(_ arguments: [String]) {
        var rest = arguments.makeIterator()
        while let argument = rest.next() {
            switch argument {
            case "--block": block = true
            case "--tick": tickMillis = rest.next().flatMap { Int($0) } ?? tickMillis
            case "--no-colour": colour = .depth(.none)
            case "--pid-file": pidFile = rest.next()
            default:
                complain("terminal-check: unknown option \(argument)")
                exit(64)
            }
        }
    }
}

struct Counts {
    var events = 0, keys = 0, timeouts = 0, resizes = 0, interrupts = 0, suspends = 0, resumes = 0
    /// The signals of each signal storm survived.
    var storms: [Int] = []
}

func describe(_ event: TerminalEvent) -> String {
    switch event {
    case .key(.character(let character)):
        let code = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "key character \(character) \(code.joined(separator: " "))"
    case .key(let key): return "key \(key)"
    case .resize(let size): return "resize \(size.width)x\(size.height)"
    case .timeout: return "timeout"
    case .signal(let signal): return "signal \(signal)"
    case .resumed: return "resumed"
    }
}

/// The thread the storm's signals go to, and how many were sent.
nonisolated(unsafe) var stormTarget = pthread_t()
let stormSent = Atomic<Int>(0)
let stormSize = 20_000

/// Signals this thread `stormSize` times from another one while this one allocates and frees memory, so that
/// many signals land inside `malloc` while it holds its lock. A handler that is not async-signal-safe (one that allocates, or takes a
/// lock `malloc` may hold) deadlocks here sooner or later; a safe one lets the storm end. Returns the signals sent.
func signalStorm() -> Int {
    stormTarget = pthread_self()
    stormSent.store(0, ordering: .sequentiallyConsistent)
    var sender = pthread_t()
    let started = pthread_create(&sender, nil, { _ in
        for _ in 0..<stormSize {
            pthread_kill(stormTarget, SIGCONT)
            stormSent.add(1, ordering: .sequentiallyConsistent)
            sched_yield()
        }
        return nil
    }, nil)
    guard started == 0 else { return 0 }
    var churn = 0
    var small: [[UInt32]] = []
    small.reserveCapacity(32)
    while stormSent.load(ordering: .sequentiallyConsistent) < stormSize {
        // Small blocks like a handler's would be, more than malloc's per-thread cache holds (7 of a size),
        // so that it often takes the arena's lock to refill; and big ones, which always take it.
        for _ in 0..<32 { small.append([UInt32(truncatingIfNeeded: churn), 2, 3]) }
        small.removeAll(keepingCapacity: true)
        let block = [Int](repeating: churn, count: 1_000 + churn % 8_000)
        churn &+= block.count
    }
    pthread_join(sender, nil)
    return stormSent.load(ordering: .sequentiallyConsistent)
}

func screen(size: Size, terminal: Terminal, last: String, counts: Counts) -> Grid {
    var grid = Grid(width: size.width, height: size.height)
    let title = Style(foreground: .yellow, background: .blue, bold: true)
    grid.fill(x: 0, y: 0, width: size.width, height: 1, style: title)
    grid.text("terminal-check  q quit · c crash · a abort · b busy · g bell · t time up · w storm", x: 0, y: 0,
              style: title)
    grid.text("size \(size.width)x\(size.height)  colour \(terminal.hasColour ? "yes" : "no")  pid \(getpid())",
              x: 0, y: 1, style: .plain)
    grid.text("last: \(last)", x: 0, y: 2, style: Style(bold: true))
    grid.text("events \(counts.events) keys \(counts.keys) timeouts \(counts.timeouts) resizes \(counts.resizes) "
              + "interrupts \(counts.interrupts) suspends \(counts.suspends) resumes \(counts.resumes)",
              x: 0, y: 3, style: .plain)
    if let storm = counts.storms.last {
        grid.text("storm \(counts.storms.count) survived \(storm) signals", x: 0, y: 4, style: .plain)
    }
    // Columns: the ruler's digit is the column modulo 10; the sample puts "|" at columns 0, 12, 17 and 20.
    grid.text("0123456789012345678901234567890", x: 0, y: 5, style: .plain)
    grid.text("|àéîõüñç·l·ß|東京|ok|", x: 0, y: 6, style: .plain)
    grid.text("|e\u{301}a\u{300}|x", x: 0, y: 7, style: .plain)
    var x = 0
    for (name, style) in [
        ("red", Style(foreground: .red)), ("green-on-blue", Style(foreground: .green, background: .blue)),
        ("bold", Style(bold: true)), ("reverse", Style(reverse: true)), ("underline", Style(underline: true)),
        ("blink", Style(foreground: .red, blink: true)),
    ] {
        x = grid.text(name, x: x, y: 9, style: style) + 1
    }
    grid.text("corner", x: max(0, size.width - 7), y: size.height - 1, style: Style(reverse: true))
    grid.text("◢", x: size.width - 1, y: size.height - 1, style: Style(foreground: .magenta))
    return grid
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
if let path = options.pidFile, let file = fopen(path, "w") {
    fputs("\(getpid())\n", file)
    fclose(file)
}
let terminal = Terminal()
do {
    try terminal.start(TerminalOptions(colour: options.colour))
} catch {
    complain("terminal-check: \(error)")
    exit(1)
}
let sound = Sound(mode: .bellOnly, terminal: terminal)
var counts = Counts()
var last = "none"
terminal.draw(screen(size: terminal.size, terminal: terminal, last: last, counts: counts))

loop: while true {
    let event = terminal.nextEvent(timeoutMillis: options.block ? nil : options.tickMillis)
    counts.events += 1
    last = describe(event)
    switch event {
    case .key(let key):
        counts.keys += 1
        switch key {
        case .character("q"): break loop
        case .character("c"): preconditionFailure("terminal-check: a deliberate crash")
        case .character("a"): abort()
        case .character("e"): exit(3)
        case .character("b"):
            // Shown first, so that a test knows the program no longer reads events before it signals it.
            terminal.draw(screen(size: terminal.size, terminal: terminal, last: "busy", counts: counts))
            let end = MonotonicClock.now() + 3000
            while MonotonicClock.now() < end { usleep(50_000) }
            last = "busy done"
        case .character("g"): terminal.bell()
        case .character("t"): sound.timeUp()
        case .character("l"): terminal.redrawAll()
        case .character("w"): counts.storms.append(signalStorm())
        default: break
        }
    case .resize: counts.resizes += 1
    case .timeout: counts.timeouts += 1
    case .signal(.interrupt): counts.interrupts += 1
    case .signal(.suspend):
        counts.suspends += 1
        terminal.suspend()
    case .signal(let signal):
        terminal.stop()
        print("terminal-check: stopped by \(signal)")
        exit(0)
    case .resumed: counts.resumes += 1
    }
    terminal.draw(screen(size: terminal.size, terminal: terminal, last: last, counts: counts))
}
terminal.stop()
print("terminal-check: quit after \(counts.events) events")
