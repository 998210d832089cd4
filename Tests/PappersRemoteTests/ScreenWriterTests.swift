import PappersCanvas
import Testing
@testable import PappersRemote

/// The screen writer's bytes, to the byte: enter and leave, a first frame, a diff, SGR at each depth, wide
/// characters, and what it never sends.
@Suite struct ScreenWriterTests {
    private static func text(_ bytes: [UInt8]) -> String {
        String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
    }

    @Test func enterAndLeaveSetAndRestoreTheTerminalsModes() {
        #expect(Self.text(ScreenWriter.enter) == "⎋[?1049h⎋[?25l⎋[?2004h⎋[?7l")
        #expect(Self.text(ScreenWriter.leave) == "⎋[0m⎋[?7h⎋[?2004l⎋[?25h⎋[?1049l")
    }

    @Test func theFirstFrameClearsAndWritesEveryCellThatIsNotBlank() {
        var grid = Grid(width: 6, height: 2)
        grid.text("ab", x: 0, y: 0, style: .plain)
        grid.text("c", x: 5, y: 1, style: Style().bolded())
        var writer = ScreenWriter(depth: .truecolor)
        #expect(Self.text(writer.frame(grid)) == "⎋[?2026h⎋[?7l⎋[0m⎋[H⎋[2Jab⎋[2;6H⎋[1mc⎋[?2026l")
    }

    @Test func aCountdownSendsOnlyTheDigitsThatChanged() {
        var grid = Grid(width: 20, height: 3)
        grid.text("Time 0:42", x: 4, y: 1, style: .plain)
        var writer = ScreenWriter(depth: .palette256)
        _ = writer.frame(grid)
        grid.text("0:41", x: 9, y: 1, style: .plain)
        // The cursor is known to be after the 2 it wrote last: one step back, one digit.
        #expect(Self.text(writer.frame(grid)) == "⎋[D1")
        grid.text("0:39", x: 9, y: 1, style: .plain)
        #expect(Self.text(writer.frame(grid)) == "⎋[2D39")
        #expect(writer.frame(grid).isEmpty)
    }

    /// A row whose cells hold the same characters with other bits (é composed, then decomposed) is compared
    /// cell by cell and writes nothing; a row that changed is written as before.
    @Test func aRowOfTheSameCellsWithOtherBitsWritesNothing() {
        var grid = Grid(width: 6, height: 2)
        grid[1, 0] = Cell("\u{E9}")
        grid.text("0:42", x: 1, y: 1, style: .plain)
        var writer = ScreenWriter(depth: .palette256)
        _ = writer.frame(grid)
        grid[1, 0] = Cell("e\u{301}")
        #expect(writer.frame(grid).isEmpty)
        grid.text("0:41", x: 1, y: 1, style: .plain)
        #expect(Self.text(writer.frame(grid)) == "⎋[D1")
    }

    @Test func aShortGapInTheSamePenIsRewrittenRatherThanSkipped() {
        var grid = Grid(width: 20, height: 1)
        grid.text("abcdefgh", x: 0, y: 0, style: .plain)
        var writer = ScreenWriter(depth: .eight)
        _ = writer.frame(grid)
        grid.text("X", x: 1, y: 0, style: .plain)
        grid.text("Y", x: 3, y: 0, style: .plain)
        // The cursor is in the row, after h: a column (ESC [ 2 G) is shorter than a position. After X it is on c:
        // writing c again (1 byte) is shorter than ESC [ C (3 bytes).
        #expect(Self.text(writer.frame(grid)) == "⎋[2GXcY")
    }

    @Test func aRoleTakesItsHueAtEachDepth() {
        let role = ColourRole.menuPaper  // 0x5F005F, xterm 53, magenta
        var grid = Grid(width: 1, height: 1)
        grid[0, 0] = Cell("x", style: Style(foreground: .role(.menuInk), background: .role(role)))
        let expected: [ColourDepth: String] = [
            .truecolor: "⎋[0;38;2;255;255;255;48;2;95;0;95mx",
            .palette256: "⎋[0;38;5;231;48;5;53mx",
            .eight: "⎋[0;37;45mx",
            .none: "⎋[0mx",
        ]
        // Nothing is known of the pen at first: the first SGR resets it.
        for (depth, sgr) in expected {
            let bytes = Self.text(ScreenWriter.bytes(from: Grid(width: 1, height: 1), to: grid, depth: depth))
            #expect(bytes == "⎋[H" + sgr, "\(depth): \(bytes)")
        }
    }

    @Test func sgrIsSentOnlyWhenTheStyleChangesAndResetsOnlyToSwitchOff() {
        var grid = Grid(width: 8, height: 1)
        grid.text("ab", x: 0, y: 0, style: Style().bolded())
        grid.text("cd", x: 2, y: 0, style: Style().bolded().reversed())
        grid.text("ef", x: 4, y: 0, style: Style().reversed())
        let bytes = Self.text(ScreenWriter.bytes(from: Grid(width: 8, height: 1), to: grid, depth: .none))
        #expect(bytes == "⎋[H⎋[0;1mab⎋[7mcd⎋[0;7mef")
    }

    @Test func aWideCharacterIsWrittenWholeAndItsContinuationSkipped() {
        var grid = Grid(width: 6, height: 1)
        grid.text("a漢b", x: 0, y: 0, style: .plain)
        var writer = ScreenWriter(depth: .none)
        // After a wide character the next position is given absolutely: a terminal may measure it otherwise.
        #expect(Self.text(writer.frame(grid)).hasSuffix("⎋[2Ja漢⎋[4Gb⎋[?2026l"))
        grid.text("字", x: 1, y: 0, style: .plain)
        #expect(Self.text(writer.frame(grid)) == "⎋[2G字")
    }

    @Test func aCellNeverSendsAControlCharacter() {
        var grid = Grid(width: 8, height: 1)
        let hostile: [Character] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{7F}", "\r\n", "\u{202E}", "\u{301}", "\u{0}"]
        for (x, character) in hostile.enumerated() { grid[x, 0] = Cell(character) }
        let bytes = ScreenWriter.bytes(from: Grid(width: 8, height: 1), to: grid, depth: .truecolor)
        #expect(Self.text(bytes) == "⎋[H⎋[0m" + String(repeating: "\u{FFFD}", count: 8))
        var terminal = Emulation.enteredTerminal(width: 8, height: 1)
        terminal.feed(bytes)
        #expect(terminal.findings.isEmpty)
    }

    @Test func theBottomRightCellNeverScrolls() {
        var grid = Grid(width: 4, height: 2)
        grid.fill(style: Style(background: .role(.menuPaper)))
        grid.text("wxyz", x: 0, y: 1, style: Style(background: .role(.menuPaper)))
        // Even on a terminal left with autowrap on: each redraw switches it off first.
        var terminal = VirtualTerminal(width: 4, height: 2)
        terminal.feed(ScreenWriter.bytes(from: nil, to: grid, depth: .truecolor))
        #expect(terminal.scrolls == 0)
        #expect(terminal.lines == ["    ", "wxyz"])
        #expect(terminal.findings.isEmpty)
    }

    @Test func aNewSizeOrDepthRedrawsEverything() {
        var writer = ScreenWriter(depth: .eight)
        let small = Grid(width: 4, height: 2)
        _ = writer.frame(small)
        #expect(writer.frame(small).isEmpty)
        #expect(Self.text(writer.frame(Grid(width: 5, height: 2))).contains("⎋[2J"))
        writer.depth = .palette256
        #expect(Self.text(writer.frame(Grid(width: 5, height: 2))).contains("⎋[2J"))
        writer.invalidate()
        #expect(Self.text(writer.frame(Grid(width: 5, height: 2))).contains("⎋[2J"))
    }

    @Test func leavingGivesTheTerminalBackAsItWas() {
        var terminal = VirtualTerminal(width: 10, height: 3)
        terminal.feed(ScreenWriter.enter)
        #expect(terminal.alternateScreen && !terminal.cursorVisible && terminal.bracketedPaste && !terminal.autowrap)
        var grid = Grid(width: 10, height: 3)
        grid.text("hello", x: 0, y: 0, style: Style(foreground: .role(.urgentInk)).bolded())
        terminal.feed(ScreenWriter.bytes(from: nil, to: grid, depth: .truecolor))
        terminal.feed(ScreenWriter.leave)
        #expect(!terminal.alternateScreen && terminal.cursorVisible && !terminal.bracketedPaste && terminal.autowrap)
        #expect(terminal.pen == VirtualTerminal.Pen())
        #expect(terminal.findings.isEmpty)
    }
}

/// The depth a remote seat is drawn at, from its TERM and environment.
@Suite struct RemoteColourDepthTests {
    @Test func theTermsNameAndTheEnvironmentSayTheDepth() {
        #expect(RemoteColourDepth.guess(term: "xterm-256color") == .palette256)
        #expect(RemoteColourDepth.guess(term: "tmux-256color", colourTerm: "truecolor") == .truecolor)
        #expect(RemoteColourDepth.guess(term: "xterm-direct") == .truecolor)
        #expect(RemoteColourDepth.guess(term: "xterm") == .eight)
        #expect(RemoteColourDepth.guess(term: "linux") == .eight)
        #expect(RemoteColourDepth.guess(term: "dumb") == .none)
        #expect(RemoteColourDepth.guess(term: "") == .none)
        #expect(RemoteColourDepth.guess(term: "xterm-256color", colourTerm: "24bit", noColour: "1") == .none)
        #expect(RemoteColourDepth.guess(term: "xterm-256color", noColour: "") == .palette256)
    }
}
