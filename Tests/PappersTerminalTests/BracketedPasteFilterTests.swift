import Testing
@testable import PappersTerminal
import PappersCanvas

/// Pasted text arrives as one `Key.paste`, Esc then Backspace as Alt-Backspace, and nothing else changes.
@Suite struct BracketedPasteFilterTests {
    private static func keys(_ text: String) -> [Key] {
        text.unicodeScalars.map { KeyDecoder.character($0.value) }
    }

    @Test func aPasteBetweenTheMarksIsOneKey() {
        var filter = BracketedPasteFilter()
        let read = Self.keys("\u{1B}[200~Ana, Bru\rCarla\n\u{1B}[201~") + [.enter]
        #expect(filter.keys(read) == [.paste("Ana, Bru\nCarla\n"), .enter])
    }

    @Test func aPasteMaySpanReads() {
        var filter = BracketedPasteFilter()
        #expect(filter.keys(Self.keys("\u{1B}[200~Ana\n")) == [])
        #expect(filter.keys(Self.keys("Bru\u{1B}[20")) == [])
        #expect(filter.keys(Self.keys("1~x")) == [.paste("Ana\nBru"), .character("x")])
    }

    @Test func escAloneAndOtherSequencesGoThroughInOrder() {
        var filter = BracketedPasteFilter()
        #expect(filter.keys([.escape]) == [.escape])
        #expect(filter.keys(Self.keys("\u{1B}[2x")) == [.escape, .character("["), .character("2"), .character("x")])
        #expect(filter.keys([.escape, .escape, .character("a")]) == [.escape, .escape, .character("a")])
        #expect(filter.keys([.escape, .backspace, .character("a")]) == [.altBackspace, .character("a")])
    }

    @Test func controlKeysAndEscapesInsideAPasteAreDropped() {
        var filter = BracketedPasteFilter()
        let read = Self.keys("\u{1B}[200~a\u{07}b\u{1B}[31mc\u{1B}[201~")
        #expect(filter.keys(read) == [.paste("ab[31mc")])
    }

    @Test func lineEditingControlKeysAreDecoded() {
        #expect(KeyDecoder.character(0x01) == .control("a"))
        #expect(KeyDecoder.character(0x05) == .control("e"))
        #expect(KeyDecoder.character(0x15) == .control("u"))
        #expect(KeyDecoder.character(0x17) == .control("w"))
        #expect(KeyDecoder.character(0x03) == .other(3), "Ctrl-C stays a signal's key")
    }
}
