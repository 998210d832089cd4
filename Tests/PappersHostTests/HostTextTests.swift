import PappersCanvas
import Testing
@testable import PappersHost

/// The room code, and what is kept of what a client says: sizes, TERM, user names, `join TEAM`.
@Suite struct HostTextTests {
    @Test func aRoomCodeIsFourToSixLettersInAnyCase() {
        #expect(RoomCode("paPer")?.letters == "PAPER")
        #expect(RoomCode("ABC") == nil && RoomCode("ABCDEFG") == nil && RoomCode("AB1D") == nil && RoomCode("ÉCOLE") == nil)
        let code = RoomCode("PAPER")!
        #expect(code.matches("paper") && code.matches("PAPER") && code.matches("PaPeR"))
        #expect(!code.matches("PAPE") && !code.matches("PAPERS") && !code.matches("") && !code.matches("PAPEL"))
        #expect(!code.matches("PAPER\u{0}") && !code.matches(String(repeating: "PAPER", count: 100)))
        var generator = SystemRandomNumberGenerator()
        for length in 4...6 {
            let made = RoomCode.random(length: length, using: &generator)
            #expect(made.letters.count == length && made.letters.utf8.allSatisfy { RoomCode.alphabet.contains($0) })
        }
    }

    @Test func sizesAreClampedToTheLimits() {
        #expect(TerminalLimits.size(columns: 0, rows: 0) == Size(width: 1, height: 1))
        #expect(TerminalLimits.size(columns: 100_000, rows: 100_000) == Size(width: 500, height: 200))
        #expect(TerminalLimits.size(columns: -5, rows: 24) == Size(width: 1, height: 24))
        #expect(TerminalLimits.size(columns: 80, rows: 24) == Size(width: 80, height: 24))
    }

    @Test func termIsPrintableASCIICutShort() {
        #expect(TerminalLimits.inert("xterm-256color", limit: 64) == "xterm-256color")
        #expect(TerminalLimits.inert("x\u{1B}[2J té rm\u{7F}", limit: 64) == "x[2Jtrm")
        #expect(TerminalLimits.inert(String(repeating: "a", count: 100), limit: 64).count == 64)
    }

    @Test func userNamesKeepWhatIsSafeToShow() {
        #expect(InertText.name("  Núria ") == "Núria")
        #expect(InertText.name("\u{1B}[31mAna\u{7}\u{202E}") == "[31mAna")
        #expect(InertText.name(String(repeating: "é", count: 100)).utf8.count == 64)
    }

    @Test func joinTakesOneSafeTeamName() {
        #expect(JoinCommand.team(in: "join Reds") == "Reds")
        #expect(JoinCommand.team(in: "JOIN   Los   Rojos  ") == "Los Rojos")
        #expect(JoinCommand.team(in: "join") == nil)
        #expect(JoinCommand.team(in: "rm -rf /") == nil)
        #expect(JoinCommand.team(in: "join \u{1B}[2J") == nil)
        #expect(JoinCommand.team(in: "join " + String(repeating: "x", count: 25)) == nil)
    }
}
