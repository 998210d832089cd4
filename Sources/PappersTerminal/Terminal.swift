import CNcursesw
#if canImport(Glibc)
import Glibc
#endif
import PappersCanvas
import Synchronization

/// How the terminal starts.
public struct TerminalOptions: Sendable {
    /// Which colour depth to use: `.automatic` detects it (`ColourDetection`: `COLORTERM`, terminfo, `NO_COLOR`);
    /// `.depth(d)` asks for one (`--colour`), capped by what the terminal can show; `.never` is `.depth(.none)`.
    public typealias ColourChoice = PappersCanvas.ColourChoice

    public var colour: ColourChoice
    /// How long a lone Esc waits for the rest of a key sequence, in milliseconds.
    public var escapeDelayMillis: Int
    /// The line printed when the program crashes in curses mode; empty for none.
    public var crashMessage: String

    public init(
        colour: ColourChoice = .automatic, escapeDelayMillis: Int = 25,
        crashMessage: String = "Pappers stopped unexpectedly; your game is saved: run `pappers continue`."
    ) {
        self.colour = colour
        self.escapeDelayMillis = escapeDelayMillis
        self.crashMessage = crashMessage
    }
}

/// The full-screen terminal: the only place that talks to curses.
///
/// `start` takes over the terminal (alternate screen, no echo, keys one at a time, no cursor); `draw` copies a
/// `Grid` to it, sending only the cells that changed; `nextEvent` waits for a key, a resize, a signal or a
/// timeout without spinning; `stop` gives the terminal back as it was. Ctrl-C, SIGTERM and SIGHUP arrive as
/// events instead of killing the program; Ctrl-Z arrives as `.signal(.suspend)` and `suspend()` does the rest.
/// While the terminal runs, a crash still restores it (`CrashGuard`), and whatever is written to standard error
/// is held back and printed after the terminal is restored, instead of scribbling over the screen.
///
/// Curses is not re-entrant and the signal handlers are process-wide: use one `Terminal` at a time, from one
/// thread only (the run loop's). The class is deliberately not `Sendable`.
public final class Terminal {
    /// Whether the terminal is in curses mode.
    public private(set) var isStarted = false
    /// Whether screens may use colour; false means they should choose their monochrome theme (attributes only).
    public var hasColour: Bool { colourDepth != .none }
    /// The colour depth the terminal draws at (`ColourDetection`).
    public private(set) var colourDepth = ColourDepth.none
    /// The terminfo entry in use: `TERM`, or its direct-colour sibling when 24-bit colour was wanted.
    public private(set) var terminalType = ""
    /// Whether the terminal's characters are UTF-8 (almost always). When not, characters beyond ASCII that the
    /// locale cannot show are drawn as `?`, and screens may prefer ASCII for their decorations.
    public private(set) var isUTF8 = true
    /// When the terminal's characters are not UTF-8: a line saying how to get accents, for the program to print
    /// once the terminal is given back.
    public private(set) var localeAdvice: String?

    private var screen: OpaquePointer?
    private var pairs = ColourPairs(mode: .monochrome)
    private var replacement: Unicode.Scalar = "\u{FFFD}"
    /// The grid on screen; nil forces the next `draw` to send every cell.
    private var lastGrid: Grid?
    /// Events read but not reported yet.
    private var queued: [TerminalEvent] = []
    private var queuedIndex = 0
    /// Takes mouse reports out of the keys read.
    private var mouseReports = MouseReportFilter()
    private var pastes = BracketedPasteFilter()
    /// When to ring the bells `scheduleBell` asked for, in monotonic milliseconds.
    private var bellTimes: [Int] = []

    /// One terminal per process.
    private static let inUse = Atomic<Bool>(false)

    public init() {}

    deinit { stop() }

    // MARK: Starting and stopping

    /// Takes over the terminal. Does nothing if this terminal is already started.
    ///
    /// Throws `TerminalError` when standard input or output is not a terminal, `TERM` is unset, unknown or
    /// names a terminal that cannot move the cursor (`dumb`), or another `Terminal` is running; the process is
    /// never exited.
    public func start(_ options: TerminalOptions = TerminalOptions()) throws {
        if isStarted { return }
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "output") }
        guard let type = Self.environment("TERM"), !type.isEmpty else { throw TerminalError.terminalTypeNotSet }
        guard Self.inUse.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else { throw TerminalError.alreadyInUse }

        let characters = TerminalLocale.setUp()
        if case .other(let locale, let codeset) = characters {
            isUTF8 = false
            localeAdvice = "the locale \(locale) is \(codeset), not UTF-8, so accents may show as \"?\" and block "
                + "letters and boxes are drawn in ASCII; for accents, start Pappers in a UTF-8 locale, such as "
                + "LC_ALL=C.UTF-8 (and LANG for the language: ca_ES.UTF-8, es_ES.UTF-8, en_GB.UTF-8)"
        } else {
            isUTF8 = true
            localeAdvice = nil
        }
        replacement = isUTF8 ? "\u{FFFD}" : "?"
        CrashGuard.prepare()
        CrashGuard.saveTerminalModes(of: STDIN_FILENO)
        // Catch Ctrl-C, SIGTERM, SIGHUP and Ctrl-Z before curses does, so that it leaves them to us.
        _ = SignalFlags.install()
        fflush(pappers_stdout())
        let noColour = Self.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        var chosenType = type
        if ColourDetection.wantsTrueColour(options.colour, noColour: noColour, colourTerm: Self.environment("COLORTERM")),
           !Self.speaksDirectColour(type) {
            chosenType = ColourDetection.directCandidates(for: type).first(where: Self.speaksDirectColour) ?? type
        }
        terminalType = chosenType
        guard let screen = newterm(chosenType, pappers_stdout(), pappers_stdin()) else {
            SignalFlags.uninstall()
            Self.inUse.store(false, ordering: .sequentiallyConsistent)
            throw TerminalError.unknownTerminalType(type)
        }
        set_term(screen)
        guard pappers_tigetstr("cup") != nil else {
            endwin()
            delscreen(screen)
            SignalFlags.uninstall()
            CrashGuard.restoreSavedModes()
            Self.inUse.store(false, ordering: .sequentiallyConsistent)
            throw TerminalError.terminalCannotMoveCursor(type)
        }
        self.screen = screen
        SignalFlags.wrapWindowChange()
        CrashGuard.captureStandardError()

        let window = pappers_stdscr()
        cbreak()  // not raw: Ctrl-C and Ctrl-Z stay signals
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        meta(window, true)
        leaveok(window, true)
        scrollok(window, false)
        typeahead(-1)  // always finish an update, even with keys waiting
        wtimeout(window, 0)  // nextEvent waits in poll; curses only reads what is there
        set_escdelay(Int32(clamping: max(1, options.escapeDelayMillis)))
        _ = curs_set(0)  // fails on terminals that cannot hide the cursor: harmless
        Self.setBracketedPaste(true)

        colourDepth = setUpColour(options, noColour: noColour)
        CrashGuard.arm(resetSequence: Self.resetSequence(), message: options.crashMessage)
        lastGrid = nil
        queued = []
        queuedIndex = 0
        bellTimes = []
        isStarted = true
    }

    /// Gives the terminal back: normal screen, cursor, echo and line editing. Safe to call at any time, as often
    /// as wanted; does nothing when not started.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        CrashGuard.disarm()
        endwin()
        Self.setBracketedPaste(false)
        if let screen { delscreen(screen) }
        screen = nil
        CrashGuard.restoreSavedModes()
        CrashGuard.releaseStandardError()
        SignalFlags.uninstall()
        lastGrid = nil
        queued = []
        queuedIndex = 0
        bellTimes = []
        Self.inUse.store(false, ordering: .sequentiallyConsistent)
    }

    /// Stops the process for Ctrl-Z, the polite way: leaves curses mode, stops (the shell gets its prompt back),
    /// and when continued (`fg`) comes back to curses mode and repaints the last grid. Call it when
    /// `nextEvent` returned `.signal(.suspend)`, after pausing anything that runs on a clock. The next `draw`
    /// sends every cell.
    public func suspend() {
        guard isStarted else { return }
        endwin()
        Self.setBracketedPaste(false)
        SignalFlags.withDefaultAction(SIGTSTP) { _ = raise(SIGTSTP) }
        // Continued.
        _ = SignalFlags.take([.continued, .suspend])
        reenter()
    }

    /// The terminal's size in columns and rows.
    public var size: Size {
        if isStarted {
            var rows: Int32 = 0
            var columns: Int32 = 0
            pappers_getmaxyx(pappers_stdscr(), &rows, &columns)
            return Size(width: Int(columns), height: Int(rows))
        }
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return Size(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        return Size(width: 80, height: 24)
    }

    // MARK: Drawing

    /// Copies `grid` to the screen. Only the cells that differ from the grid drawn before are sent; after a
    /// resize, a suspend or `redrawAll`, every cell is. Cells beyond the screen are clipped. Does nothing when
    /// not started.
    public func draw(_ grid: Grid) {
        guard isStarted else { return }
        let window = pappers_stdscr()
        let screenSize = size
        let full = lastGrid == nil || lastGrid?.width != grid.width || lastGrid?.height != grid.height
        if full { werase(window) }
        let changes = GridDiff.changes(from: full ? nil : lastGrid, to: grid, width: screenSize.width,
                                       height: screenSize.height)
        for position in changes { put(grid, at: position, screen: screenSize) }
        lastGrid = grid
        if full || !changes.isEmpty {
            wnoutrefresh(window)
            doupdate()
        }
    }

    /// Makes the next `draw` repaint the whole screen from scratch (Ctrl-L, or after something else wrote to the
    /// terminal).
    public func redrawAll() {
        guard isStarted else { return }
        lastGrid = nil
        clearok(pappers_stdscr(), true)
    }

    private func put(_ grid: Grid, at position: CellPosition, screen: Size) {
        let cell = grid[position.x, position.y]
        let wide = position.x + 1 < grid.width && grid[position.x + 1, position.y].isContinuation
            && position.x + 1 < screen.width
        let appearance = pairs.appearance(of: cell.style) { pair, foreground, background in
            init_extended_pair(Int32(pair), foreground, background) == OK
        }
        if !wide, let byte = cell.character.asciiValue, byte >= 0x20, byte < 0x7F {
            // Printable ASCII, most cells of any screen: one column, nothing to check or replace.
            var content = cchar(byte, appearance)
            place(&content, x: position.x, y: position.y, columns: 1, screen: screen)
            return
        }
        let glyph = Glyph.make(cell.character, columns: wide ? 2 : 1, replacement: replacement)
        var content = cchar(glyph.scalars, appearance)
        place(&content, x: position.x, y: position.y, columns: glyph.padded ? 1 : (wide ? 2 : 1), screen: screen)
        if glyph.padded {
            var space = cchar([" "], appearance)
            place(&space, x: position.x + 1, y: position.y, columns: 1, screen: screen)
        }
    }

    private func cchar(_ scalars: [Unicode.Scalar], _ appearance: CellAppearance) -> cchar_t {
        var cell = cchar_t()
        var characters = scalars.map { wchar_t(bitPattern: $0.value) } + [0]
        if pappers_set_cell(&cell, &characters, appearance.attributes, appearance.pair) != OK {
            characters = [wchar_t(bitPattern: replacement.value), 0]
            _ = pappers_set_cell(&cell, &characters, appearance.attributes, appearance.pair)
        }
        return cell
    }

    /// The curses cell of one printable ASCII character, without the arrays `cchar(_:_:)` builds.
    private func cchar(_ byte: UInt8, _ appearance: CellAppearance) -> cchar_t {
        var cell = cchar_t()
        var characters: (wchar_t, wchar_t) = (wchar_t(byte), 0)
        withUnsafePointer(to: &characters) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { characters in
                _ = pappers_set_cell(&cell, characters, appearance.attributes, appearance.pair)
            }
        }
        return cell
    }

    /// Writes one cell. The one that ends at the bottom-right corner is inserted rather than added, so that the
    /// cursor never moves past the corner and nothing scrolls.
    private func place(_ cell: inout cchar_t, x: Int, y: Int, columns: Int, screen: Size) {
        let window = pappers_stdscr()
        if y == screen.height - 1 && x + columns >= screen.width {
            _ = mvwins_wch(window, Int32(y), Int32(x), &cell)
        } else {
            _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
        }
    }

    // MARK: Events

    /// Waits for the next event: a key, a resize, a signal, a resumption, or `.timeout` after `timeoutMillis`
    /// (nil: wait as long as it takes). The process sleeps in `poll` while it waits, so an idle program uses no
    /// CPU; a signal or a resize wakes it at once.
    ///
    /// Signals come first (SIGTERM, then SIGHUP, SIGINT, SIGTSTP), then keys in the order they were typed.
    /// Must be called between `start` and `stop`.
    public func nextEvent(timeoutMillis: Int?) -> TerminalEvent {
        nextEvent(timeoutMillis: timeoutMillis, watching: nil) ?? .timeout
    }

    /// Waits as `nextEvent(timeoutMillis:)` does, and also for `descriptor` to become readable (the host's
    /// queue of network events): then nil, with the descriptor left unread. Events of the terminal come first.
    public func nextEvent(timeoutMillis: Int?, orReadable descriptor: Int32) -> TerminalEvent? {
        nextEvent(timeoutMillis: timeoutMillis, watching: descriptor)
    }

    private func nextEvent(timeoutMillis: Int?, watching watched: Int32?) -> TerminalEvent? {
        precondition(isStarted, "Terminal.nextEvent called while the terminal is not started")
        let deadline = timeoutMillis.map { MonotonicClock.now() + max(0, $0) }
        var polled = false  // the terminal is read at least once, even with a timeout of 0
        while true {
            if let event = takeSignalEvent() { return event }
            if queuedIndex < queued.count {
                let event = queued[queuedIndex]
                queuedIndex += 1
                if queuedIndex == queued.count {
                    queued.removeAll(keepingCapacity: true)
                    queuedIndex = 0
                }
                return event
            }
            let now = MonotonicClock.now()
            ringDueBells(now: now)
            // A paste whose end never came ends after a quiet moment, and the keys after it count again.
            if let pasteEnd = pastes.deadline, now >= pasteEnd {
                queue(pastes.expire(at: now))
                continue
            }
            if polled, let deadline, now >= deadline { return .timeout }

            var wait = deadline.map { max(0, $0 - now) } ?? -1
            for time in [bellTimes.min(), pastes.deadline].compactMap({ $0 }) {
                wait = wait < 0 ? max(0, time - now) : min(wait, max(0, time - now))
            }
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalFlags.wakeReadEnd, events: Int16(POLLIN), revents: 0),
            ]
            if let watched { descriptors.append(pollfd(fd: watched, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: wait))
            polled = true
            if ready < 0 { continue }  // EINTR: a signal; its bit is read at the top
            if descriptors[1].revents != 0 { SignalFlags.drainWakePipe() }
            let input = descriptors[0].revents
            if input & Int16(POLLIN) != 0 {
                readKeys()
            } else if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                return .signal(.hangup)  // the terminal went away
            }
            if descriptors.count > 2, descriptors[2].revents != 0, queuedIndex == queued.count {
                return nil
            }
        }
    }

    /// The pending signal, most urgent first, as an event; handles a resize or a continuation on the way.
    private func takeSignalEvent() -> TerminalEvent? {
        if SignalFlags.take(.terminate) { return .signal(.terminate) }
        if SignalFlags.take(.hangup) { return .signal(.hangup) }
        if SignalFlags.take(.interrupt) { return .signal(.interrupt) }
        if SignalFlags.take(.suspend) { return .signal(.suspend) }
        if SignalFlags.take(.continued) {
            reset_prog_mode()
            reenter()
            return .resumed
        }
        if SignalFlags.take(.windowChanged) { readKeys() }  // curses answers with KEY_RESIZE
        return nil
    }

    /// Reads every key curses can give without waiting (beyond the escape delay), into the queue.
    private func readKeys() {
        let window = pappers_stdscr()
        var keys: [Key] = []
        for _ in 0..<256 {
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if status == ERR { break }
            keys.append(KeyDecoder.decode(value, isFunctionKey: status == KEY_CODE_YES))
        }
        queue(pastes.keys(keys, at: MonotonicClock.now()))
    }

    /// Queues keys that went through the paste filter, leaving out mouse reports; a resize reads the new size.
    private func queue(_ keys: [Key]) {
        let window = pappers_stdscr()
        for key in mouseReports.keys(keys) {
            if key == .resize {
                lastGrid = nil
                clearok(window, true)
                if case .resize = queued.last, queued.count > queuedIndex { queued.removeLast() }
                queued.append(.resize(size))
            } else {
                queued.append(.key(key))
            }
        }
    }

    /// Back in curses mode after a stop: the tty modes curses set, and the last grid repainted from scratch.
    private func reenter() {
        let window = pappers_stdscr()
        lastGrid = nil
        clearok(window, true)
        wrefresh(window)
        Self.setBracketedPaste(true)
    }

    /// Asks the terminal to mark pasted text (`ESC [ ? 2004 h`, see `BracketedPasteFilter`), or stops asking
    /// (`ESC [ ? 2004 l`). A terminal that does not know the mode ignores both.
    private static func setBracketedPaste(_ on: Bool) {
        let output = pappers_stdout()
        fputs(on ? "\u{1B}[?2004h" : "\u{1B}[?2004l", output)
        fflush(output)
    }

    // MARK: Bell

    /// Rings the terminal's bell (or flashes, on a terminal that only flashes).
    public func bell() {
        guard isStarted else { return }
        beep()
    }

    /// Flashes the screen (or rings, on a terminal that cannot flash).
    public func flash() {
        guard isStarted else { return }
        CNcursesw.flash()
    }

    /// Rings the bell `delayMillis` from now, while `nextEvent` waits; the loop is never blocked for it.
    public func scheduleBell(afterMillis delayMillis: Int) {
        guard isStarted else { return }
        bellTimes.append(MonotonicClock.now() + max(0, delayMillis))
    }

    private func ringDueBells(now: Int) {
        guard bellTimes.contains(where: { $0 <= now }) else { return }
        bellTimes.removeAll { $0 <= now }
        beep()
    }

    // MARK: Setting up

    private func setUpColour(_ options: TerminalOptions, noColour: Bool) -> ColourDepth {
        pairs = ColourPairs(mode: .monochrome)
        if options.colour == .depth(.none) || (options.colour == .automatic && noColour) { return .none }
        guard has_colors(), start_color() == OK else { return .none }
        let direct = pappers_current_has_direct_colour() != 0
        let facts = ColourDetection.Facts(noColour: noColour, colours: Int(pappers_colors()), direct: direct)
        let depth = ColourDetection.depth(options.colour, facts)
        guard depth != .none else { return .none }
        let defaultColours = use_default_colors() == OK
        pairs = ColourPairs(mode: .colour(
            depth: depth, direct: direct, pairs: Int(pappers_color_pairs()), defaultColours: defaultColours))
        return depth
    }

    /// Whether terminfo entry `type` exists and speaks direct colour; read without touching the terminal.
    private static func speaksDirectColour(_ type: String) -> Bool {
        pappers_entry_has_direct_colour(type) != 0
    }

    /// Draws at the depth `choice` asks for from now on (the Colour setting), capped by what the terminal entry
    /// chosen at the start can show; the next `draw` sends every cell.
    public func useColour(_ choice: ColourChoice) {
        guard isStarted else { return }
        let noColour = Self.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        colourDepth = setUpColour(TerminalOptions(colour: choice), noColour: noColour)
        lastGrid = nil
    }

    /// The terminal's own "normal attributes, visible cursor, keypad off, normal screen" sequences, for the crash
    /// guard. Padding (`$<5>`) is dropped: a crashing program does not wait.
    private static func resetSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = pappers_tigetstr(name) else { continue }
            bytes += TerminalCapability.withoutPadding(Array(String(cString: value).utf8))
        }
        return bytes + Array("\u{1B}[?2004l".utf8)  // bracketed paste off
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// Terminfo string helpers.
enum TerminalCapability {
    /// `bytes` without terminfo padding specifications (`$<…>`).
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = end + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}

extension Terminal: AlertSink {}
