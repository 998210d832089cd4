import Foundation
import PappersTestSupport
import Testing

/// The terminal layer in a real terminal: terminal-check (Sources/terminal-check) runs in tmux, and these tests
/// type at it, resize it, signal it and crash it, then check what the pane shows and that the terminal is left
/// as the shell needs it.
@Suite(.onItsOwnThreadInTurn, .enabled(if: TerminalTmux.isAvailable, "needs tmux"))
struct TerminalCheckTests {
    private let program = TerminalTmux.terminalCheck

    /// Columns a character takes in these tests' sample text.
    private func columns(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return (0x4E00...0x9FFF).contains(first.value) ? 2 : 1
    }

    /// The columns at which `marker` appears in `line`.
    private func columns(of marker: Character, in line: String) -> [Int] {
        var column = 0
        var found: [Int] = []
        for character in line {
            if character == marker { found.append(column) }
            column += columns(character)
        }
        return found
    }

    /// The parameters of the SGR sequences in `line` (`ESC [ 1 ; 33 m` gives 1 and 33).
    private func sgrParameters(_ line: String) -> Set<Int> {
        var parameters = Set<Int>()
        for match in line.matches(of: /\x1B\[([0-9;]*)m/) {
            for part in match.1.split(separator: ";") { if let value = Int(part) { parameters.insert(value) } }
        }
        return parameters
    }

    /// Whether `lines` is terminal-check's first frame drawn whole at 80×24: the status line, the sample text
    /// and the corner, which is drawn last.
    private func firstFrame(_ lines: [String]) -> Bool {
        lines.count == 24 && lines[2] == "last: none" && lines[6] == "|àéîõüñç·l·ß|東京|ok|"
            && lines[23] == String(repeating: " ", count: 73) + "corner◢"
    }

    @Test func drawsAccentsWideCharactersAndTheCornerWhereTheGridPutsThem() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        // A capture taken while the frame is half drawn shows "last: none" without the rows below it.
        #expect(pane.wait { firstFrame($0) }, "\(pane.screen())")
        let lines = pane.screen()
        #expect(lines[0].hasPrefix("terminal-check  q quit"))  // nothing scrolled
        #expect(lines[1].hasPrefix("size 80x24  colour yes"))
        #expect(lines[6] == "|àéîõüñç·l·ß|東京|ok|")
        #expect(columns(of: "|", in: lines[6]) == [0, 12, 17, 20])
        #expect(lines[7] == "|e\u{301}a\u{300}|x")
        #expect(columns(of: "|", in: lines[7]) == [0, 3])
        #expect(lines.count == 24)
        #expect(lines[23] == String(repeating: " ", count: 73) + "corner◢")

        let coloured = pane.screen(escapes: true)
        #expect(sgrParameters(coloured[0]).isSuperset(of: [1, 33, 44]))  // bold yellow on blue
        #expect(sgrParameters(coloured[9]).isSuperset(of: [31, 32, 44, 1, 7, 4, 5]))
        pane.press("q")
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 0)
        #expect(outcome.terminalIsSane)
    }

    /// Signals landing in the middle of `malloc` (terminal-check's storm: 20,000 SIGCONT from another thread
    /// while the main one allocates) must not deadlock the handler, three storms in a row. A handler that
    /// allocated did: found when a key flood's game hung in `malloc`, called from the handler inside `malloc`.
    @Test func signalsLandingInsideMallocNeverDeadlockTheHandler() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        #expect(pane.wait { firstFrame($0) }, "\(pane.screen())")
        let pid = pane.screen()[1].firstMatch(of: /pid (\d+)/).flatMap { Int32($0.1) }
        for storm in 1...3 {
            pane.press("w")
            // A deadlocked handler never ends its storm; a machine loaded by other tests can stretch one to
            // minutes (the sender yields after every signal), hence the long wait.
            guard pane.wait(for: "storm \(storm) survived 20000 signals", timeout: 240) else {
                Issue.record("storm \(storm) never ended: the handler is deadlocked")
                if let pid { kill(pid, SIGKILL) }  // a deadlocked handler would also swallow SIGHUP
                return
            }
        }
        pane.press("q")
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane)
        print("reliability: signal-storm: 3 × storm of 20,000 signals while the program allocates")
    }

    @Test func decodesKeysTypedAtTheKeyboard() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        #expect(pane.wait(for: "last: none"))
        let keys: [(press: [String], literal: String?, shows: String)] = [
            ([], "é", "key character é U+E9"), ([], "ñ", "key character ñ U+F1"),
            ([], "Ç", "key character Ç U+C7"), ([], "€", "key character € U+20AC"),
            ([], "z", "key character z U+7A"), (["Space"], nil, "key character   U+20"),
            (["Escape"], nil, "key escape"), (["Enter"], nil, "key enter"), (["C-j"], nil, "key enter"),
            (["Tab"], nil, "key tab"), (["BTab"], nil, "key backTab"),
            (["BSpace"], nil, "key backspace"), (["C-h"], nil, "key backspace"), (["DC"], nil, "key delete"),
            (["Up"], nil, "key up"), (["Down"], nil, "key down"), (["Left"], nil, "key left"),
            (["Right"], nil, "key right"), (["Home"], nil, "key home"), (["End"], nil, "key end"),
            (["PPage"], nil, "key pageUp"), (["NPage"], nil, "key pageDown"),
            (["F1"], nil, "key function(1)"), (["F5"], nil, "key function(5)"), (["F12"], nil, "key function(12)"),
            (["Escape"], nil, "key escape"),
        ]
        for (index, key) in keys.enumerated() {
            if let literal = key.literal { pane.type(literal) } else { pane.press(key.press.joined(separator: " ")) }
            let shown = pane.wait(timeout: 10) { lines in
                lines.count > 3 && lines[2] == "last: \(key.shows)" && lines[3].hasPrefix("events \(index + 1) ")
            }
            #expect(shown, "\(key.shows): \(pane.screen().prefix(4))")
        }
        pane.press("q")
        #expect(pane.outcome()?.terminalIsSane == true)
    }

    @Test func anEscapeFollowedByALetterLaterIsTwoKeys() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        #expect(pane.wait(for: "last: none"))
        pane.press("Escape")
        #expect(pane.wait(for: "last: key escape"))
        pane.type("x")
        // The status line and the count below it in one capture: a frame caught half drawn has only the first.
        #expect(pane.wait { $0.count > 3 && $0[2].hasPrefix("last: key character x") && $0[3].hasPrefix("events 2 keys 2 ") },
                "\(pane.screen().prefix(4))")
        pane.press("q")
        #expect(pane.outcome()?.status == 0)
    }

    @Test func aResizeWakesABlockedWaitAndRepaints() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        #expect(pane.wait(for: "last: none"))
        // The status line is drawn before the corner, so a capture taken between the two shows
        // "last: resize" without the corner yet: wait for the whole repaint, not for its first line.
        pane.resize(width: 100, height: 30)
        let wide = pane.wait(timeout: 10) { lines in
            lines.count == 30 && lines[2].hasPrefix("last: resize 100x30") && lines[1].hasPrefix("size 100x30")
                && lines[29] == String(repeating: " ", count: 93) + "corner◢"
        }
        #expect(wide, "\(pane.screen())")
        pane.resize(width: 40, height: 12)
        let narrow = pane.wait(timeout: 10) { lines in
            lines.count == 12 && lines[2].hasPrefix("last: resize 40x12")
                && lines[11] == String(repeating: " ", count: 33) + "corner◢"
                && lines[6] == "|àéîõüñç·l·ß|東京|ok|"
        }
        #expect(narrow, "\(pane.screen())")
        pane.press("q")
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane)
    }

    @Test(arguments: [(SIGTERM, "terminate"), (SIGHUP, "hangup")])
    func terminateAndHangupEndTheProgramTidily(signal: Int32, event: String) throws {
        let pane = try TerminalTmux("'\(program)' --block --pid-file \"$PANE_DIR/pid\"")
        #expect(pane.wait(for: "last: none"))
        let pid = try #require(pane.pid())
        kill(pid, signal)
        let outcome = try #require(pane.outcome())
        #expect(outcome.lines.contains("terminal-check: stopped by \(event)"))
        #expect(outcome.status == 0)
        #expect(outcome.terminalIsSane)
    }

    @Test func theBellAndTheTimeUpCueReachTheTerminal() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        #expect(pane.wait(for: "last: none"))
        let output = pane.path("output")
        pane.tmux(["pipe-pane", "-o", "cat > '\(output)'"])
        func count(_ sequence: String) -> Int {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data()
            return String(decoding: bytes, as: UTF8.self).components(separatedBy: sequence).count - 1
        }
        func waitFor(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(15)
            while !condition() && Date() < deadline { usleep(20_000) }
            return condition()
        }
        pane.press("g")
        #expect(waitFor { count("\u{7}") == 1 })
        // Time up: a flash (screen's is ESC g) and three bells, the later two rung while the program waits.
        pane.press("t")
        #expect(waitFor { count("\u{7}") == 4 && count("\u{1B}g") == 1 })
        // The bells are rung apart from the frame: wait for the frame's status line too.
        #expect(pane.wait { $0.count > 2 && $0[2] == "last: key character t U+74" }, "\(pane.screen().prefix(4))")
        pane.press("q")
        #expect(pane.outcome()?.terminalIsSane == true)
    }

    @Test func ctrlCIsAnEventAndTheProgramCarriesOn() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        #expect(pane.wait(for: "last: none"))
        pane.press("C-c")
        #expect(pane.wait(for: "last: signal interrupt"))
        pane.press("C-c")
        #expect(pane.wait { $0.count > 3 && $0[3].contains("interrupts 2 ") })
        pane.press("q")
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane)
    }

    @Test func aSecondCtrlCLeavesAStuckProgramWithTheTerminalRestored() throws {
        let pane = try TerminalTmux("'\(program)' --block")
        #expect(pane.wait(for: "last: none"))
        pane.press("b")  // busy for 3 s without reading events
        // Both interrupts must land while it is busy: the first one read as an event would leave the second
        // one an event too, and the program running.
        #expect(pane.wait(for: "last: busy"), "\(pane.screen().prefix(4))")
        pane.press("C-c")
        // An interrupt sent before the one before it was delivered merges with it: Ctrl-C again until the
        // program ends, within its busy seconds.
        let busy = Date().addingTimeInterval(2.5)
        repeat {
            pane.press("C-c")
            usleep(100_000)
        } while !FileManager.default.fileExists(atPath: pane.path("exit-status")) && Date() < busy
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 130)  // killed by SIGINT
        #expect(outcome.terminalIsSane)
    }

    @Test func ctrlZSuspendsToTheShellAndFgComesBack() throws {
        let shell = try TerminalTmux(wrapped: false)
        #expect(shell.wait(for: "$"))
        shell.type("stty -g > '\(shell.path("before"))'; '\(program)' --block\n")
        #expect(shell.wait(for: "last: none"))
        #expect(shell.modes.alternateScreen && !shell.modes.cursorVisible)
        shell.press("C-z")
        #expect(shell.wait(for: "Stopped"))
        #expect(!shell.modes.alternateScreen && shell.modes.cursorVisible)
        shell.type("fg\n")
        // Repainted: the status line, the count below it and the sample text, in one capture.
        let repainted = shell.wait { lines in
            lines.count > 6 && lines[2].hasPrefix("last: signal suspend") && lines[3].contains("suspends 1 ")
                && lines[6] == "|àéîõüñç·l·ß|東京|ok|"
        }
        #expect(repainted, "\(shell.screen())")
        #expect(shell.modes.alternateScreen)
        shell.type("é")
        #expect(shell.wait(for: "last: key character é"))
        shell.press("q")
        #expect(shell.wait(for: "terminal-check: quit"))
        shell.type("stty -g | cmp -s - '\(shell.path("before"))' && echo STTY-SAME\n")
        #expect(shell.wait(for: "STTY-SAME"))
        #expect(!shell.modes.alternateScreen && shell.modes.cursorVisible)
    }

    @Test func stoppedAndContinuedBehindItsBackItRepaints() throws {
        let pane = try TerminalTmux("'\(program)' --block --pid-file \"$PANE_DIR/pid\"")
        #expect(pane.wait(for: "last: none"))
        let pid = try #require(pane.pid())
        kill(pid, SIGSTOP)
        let stopped = Date().addingTimeInterval(10)
        while TerminalTmux.processState(pid) != "T" && Date() < stopped { usleep(20_000) }
        #expect(TerminalTmux.processState(pid) == "T")
        kill(pid, SIGCONT)
        #expect(pane.wait { $0.count > 3 && $0[2].hasPrefix("last: resumed") && $0[3].contains("resumes 1") },
                "\(pane.screen().prefix(4))")
        pane.press("q")
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane)
    }

    enum Crash: String, CaseIterable, CustomTestStringConvertible {
        case failedPrecondition, abort, segmentationFault, exitWithoutStopping

        var testDescription: String { rawValue }
        /// The status the shell reports: 128 + SIGILL, SIGABRT, SIGSEGV; 3 for `exit(3)`.
        var status: Int32 {
            switch self {
            case .failedPrecondition: 132
            case .abort: 134
            case .segmentationFault: 139
            case .exitWithoutStopping: 3
            }
        }
    }

    /// Swift's backtracer stays at its defaults (it is on, and would be interactive on a terminal): the crash
    /// guard must make it print and leave rather than wait at a prompt.
    @Test(arguments: Crash.allCases)
    func aCrashLeavesTheTerminalSaneAndNothingWaitsForInput(crash: Crash) throws {
        let pane = try TerminalTmux(
            "'\(program)' --block --pid-file \"$PANE_DIR/pid\"", environment: ["SWIFT_BACKTRACE": nil])
        #expect(pane.wait(for: "last: none"))
        switch crash {
        case .failedPrecondition: pane.press("c")
        case .abort: pane.press("a")
        case .segmentationFault: kill(try #require(pane.pid()), SIGSEGV)
        case .exitWithoutStopping: pane.press("e")
        }
        let outcome = try #require(pane.outcome(timeout: 90), "\(pane.screen(history: true))")
        #expect(outcome.status == crash.status)
        let message = "Pappers stopped unexpectedly; your game is saved: run `pappers continue`."
        #expect(outcome.lines.contains(message) == (crash != .exitWithoutStopping))
        if crash == .failedPrecondition {
            // What Swift printed while the screen was up is shown once the terminal is back.
            #expect(outcome.lines.contains { $0.contains("Fatal error: terminal-check: a deliberate crash") })
        }
        #expect(outcome.terminalIsSane, "\(outcome.lines.suffix(4)) \(outcome.flags)")
        print("reliability: terminal-crash: 1 × crash of terminal-check in curses mode (\(crash.rawValue))")
    }

    @Test(arguments: [
        (["TERM": "no-such-terminal"], "The terminal type TERM=no-such-terminal is unknown on this system"),
        (["TERM": "dumb"], "The terminal type TERM=dumb cannot move the cursor"),
        (["TERM": nil], "The terminal type is not set"),
    ] as [([String: String?], String)])
    func aTerminalItCannotUseIsOneClearLine(environment: [String: String?], message: String) throws {
        let pane = try TerminalTmux("'\(program)'", environment: environment)
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 1)
        let errors = outcome.lines.filter { $0.hasPrefix("terminal-check: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains(message) == true, "\(errors)")
        #expect(outcome.terminalIsSane)
    }

    @Test func withoutATerminalItSaysSoInOneLine() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text == "terminal-check: Pappers needs an interactive terminal, and standard input is not one.\n")

        let pane = try TerminalTmux("'\(program)' > /dev/null")
        let outcome = try #require(pane.outcome())
        #expect(outcome.status == 1)
        #expect(outcome.lines.contains(
            "terminal-check: Pappers needs an interactive terminal, and standard output is not one."))
        #expect(outcome.terminalIsSane)
    }

    @Test(arguments: [(["NO_COLOR": "1"], ""), ([:], "--no-colour")] as [([String: String?], String)])
    func withoutColourOnlyAttributesAreSent(environment: [String: String?], option: String) throws {
        let pane = try TerminalTmux("'\(program)' --block \(option)", environment: environment)
        #expect(pane.wait { firstFrame($0) }, "\(pane.screen())")
        #expect(pane.screen()[1].hasPrefix("size 80x24  colour no"))
        let screen = pane.screen(escapes: true)
        let colours = Set(30...37).union(40...47)
        for line in screen { #expect(sgrParameters(line).isDisjoint(with: colours), "\(line)") }
        #expect(sgrParameters(screen[0]).contains(1))  // the title is bold
        #expect(sgrParameters(screen[9]).isSuperset(of: [1, 7, 4, 5]))  // bold, reverse, underline, blink
        pane.press("q")
        #expect(pane.outcome()?.terminalIsSane == true)
    }

    @Test(arguments: [
        ["LANG": nil, "LC_ALL": nil, "LC_CTYPE": nil], ["LANG": nil, "LC_ALL": "C"], ["LANG": "POSIX", "LC_ALL": nil],
    ] as [[String: String?]])
    func accentsShowAndTypeWhenTheEnvironmentNamesNoLocale(environment: [String: String?]) throws {
        let pane = try TerminalTmux("'\(program)' --block", environment: environment)
        #expect(pane.wait { firstFrame($0) }, "the sample text: \(pane.screen())")
        pane.type("ç")
        #expect(pane.wait(for: "last: key character ç U+E7"))
        pane.press("q")
        #expect(pane.outcome()?.terminalIsSane == true)
    }
}
