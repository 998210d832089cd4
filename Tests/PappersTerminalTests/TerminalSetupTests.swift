#if canImport(Glibc)
import Glibc
#endif
@testable import PappersTerminal
import Testing

@Suite struct TerminalSetupTests {
    @Test func paddingIsDroppedFromCapabilities() {
        let flash = Array("\u{1B}[?5h$<100/>\u{1B}[?5l".utf8)
        #expect(TerminalCapability.withoutPadding(flash) == Array("\u{1B}[?5h\u{1B}[?5l".utf8))
        #expect(TerminalCapability.withoutPadding(Array("$<5*>x$".utf8)) == Array("x$".utf8))
        #expect(TerminalCapability.withoutPadding(Array("a$<unclosed".utf8)) == Array("a$<unclosed".utf8))
    }

    @Test(arguments: [
        ([:], true), (["LANG": "C"], true), (["LC_ALL": "POSIX"], true), (["LANG": ""], true),
        (["LANG": "ca_ES.UTF-8"], false), (["LC_CTYPE": "es_ES.ISO-8859-1", "LANG": "C"], false),
        (["LC_ALL": "C", "LANG": "en_GB.UTF-8"], true), (["LC_ALL": "", "LANG": "C.UTF-8"], false),
    ] as [([String: String], Bool)])
    func aLocaleNobodyChoseFallsBackToUTF8(environment: [String: String], unchosen: Bool) {
        #expect(TerminalLocale.characterLocaleIsUnchosen(environment: { environment[$0] }) == unchosen)
    }

    @Test func errorsAreOneLineAndNameTheTerminalType() {
        let errors: [TerminalError] = [
            .notATerminal(stream: "input"), .terminalTypeNotSet, .unknownTerminalType("xterm-ghost"),
            .terminalCannotMoveCursor("dumb"), .alreadyInUse,
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasSuffix("."))
        }
        #expect(TerminalError.unknownTerminalType("xterm-ghost").description.contains("TERM=xterm-ghost"))
        #expect(TerminalError.terminalCannotMoveCursor("dumb").description.contains("TERM=dumb"))
        #expect(TerminalError.notATerminal(stream: "output").description.contains("standard output"))
    }

    @Test func aTerminalTypeCannotSmuggleControlsIntoTheMessage() {
        let description = TerminalError.unknownTerminalType("evil\u{1B}]0;owned\u{7}").description
        #expect(!description.unicodeScalars.contains { $0.value < 0x20 })
        #expect(description.contains("TERM=evil?]0;owned?"))
    }

    @Test func theMonotonicClockMovesForwardInMilliseconds() {
        let start = MonotonicClock.now()
        var previous = start
        for _ in 0..<1000 {
            let now = MonotonicClock.now()
            #expect(now >= previous)
            previous = now
        }
        usleep(30_000)
        let elapsed = MonotonicClock.now() - start
        #expect(elapsed >= 30 && elapsed < 5_000)
    }
}
