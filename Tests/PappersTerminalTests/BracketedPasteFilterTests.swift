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
        #expect(filter.keys(read, at: 0) == [.paste("Ana, Bru\nCarla\n"), .enter])
    }

    @Test func aPasteMaySpanReads() {
        var filter = BracketedPasteFilter()
        #expect(filter.keys(Self.keys("\u{1B}[200~Ana\n"), at: 0) == [])
        #expect(filter.keys(Self.keys("Bru\u{1B}[20"), at: 0) == [])
        #expect(filter.keys(Self.keys("1~x"), at: 0) == [.paste("Ana\nBru"), .character("x")])
    }

    @Test func escAloneAndOtherSequencesGoThroughInOrder() {
        var filter = BracketedPasteFilter()
        #expect(filter.keys([.escape], at: 0) == [.escape])
        #expect(filter.keys(Self.keys("\u{1B}[2x"), at: 0) == [.escape, .character("["), .character("2"), .character("x")])
        #expect(filter.keys([.escape, .escape, .character("a")], at: 0) == [.escape, .escape, .character("a")])
        #expect(filter.keys([.escape, .backspace, .character("a")], at: 0) == [.altBackspace, .character("a")])
    }

    /// 1.1 dropped the Esc of a sequence and kept the rest: `[31m` and `]0` in names.
    @Test(arguments: [
        ("a\u{07}b\u{1B}[31mc", "abc"),
        ("Ana\u{1B}]0;PWNED\u{07} Bru", "Ana Bru"),
        ("Ana\u{1B}]52;c;aGk=\u{1B}\\Bru", "AnaBru"),
        ("A\u{1B}P1$r0m\u{1B}\\B\u{1B}_apc\u{1B}\\C", "ABC"),
        ("A\u{1B}(BB\u{1B}7C\u{1B}#8D", "ABCD"),
        ("A\u{1B}[38;2;255;0;0mB\u{1B}[?25lC", "ABC"),
        ("A\u{1B}]0;never ends", "A"),
    ])
    func controlSequencesInsideAPasteAreDroppedWhole(pasted: String, text: String) {
        var filter = BracketedPasteFilter()
        let read = Self.keys("\u{1B}[200~" + pasted + "\u{1B}[201~") + [.character("x")]
        #expect(filter.keys(read, at: 0) == [.paste(text), .character("x")])
    }

    /// 1.1 waited for the end mark forever: every key after a paste without one went into it.
    @Test func aPasteWithoutItsEndMarkEndsAfterAQuietMoment() {
        var filter = BracketedPasteFilter()
        #expect(filter.keys(Self.keys("\u{1B}[200~Ana, Bru\u{1B}[20"), at: 1_000) == [])
        #expect(filter.deadline == 1_000 + BracketedPasteFilter.quietMillis)
        #expect(filter.expire(at: 1_999) == [])
        #expect(filter.keys(Self.keys("1"), at: 1_500) == [])
        #expect(filter.expire(at: 2_499) == [])
        #expect(filter.expire(at: 2_500) == [.paste("Ana, Bru")])
        #expect(filter.deadline == nil)
        #expect(filter.keys([.character(" "), .character("s")], at: 2_600) == [.character(" "), .character("s")])
    }

    /// Under load the bytes of a long paste paused longer than the 100 ms the filter waited: the rest came as
    /// typed keys, its end mark's Esc leaving the name and its letters taken as the screen's commands.
    @Test func aPasteWhoseBytesPauseHalfASecondStaysOnePaste() {
        var filter = BracketedPasteFilter()
        #expect(filter.keys(Self.keys("\u{1B}[200~abc"), at: 0) == [])
        #expect(filter.expire(at: 500) == [])
        #expect(filter.keys(Self.keys("def\u{1B}[201~x"), at: 500) == [.paste("abcdef"), .character("x")])
    }

    /// 200 KB in reads of 256 keys: one paste of the first 64 KB. (How fast: PasteAndResizeEndToEndTests, where
    /// 1.1 took minutes; no unit test is timed.)
    @Test func aPasteKeepsItsFirst64KB() {
        var filter = BracketedPasteFilter()
        let body = [Key](repeating: .character("é"), count: 100_000)  // 200 KB of UTF-8
        var pasted = filter.keys(Self.keys("\u{1B}[200~"), at: 0)
        for start in stride(from: 0, to: body.count, by: 256) {
            pasted += filter.keys(Array(body[start..<min(body.count, start + 256)]), at: 1)
        }
        pasted += filter.keys(Self.keys("\u{1B}[201~"), at: 2)
        guard case .paste(let text) = pasted.first, pasted.count == 1 else {
            Issue.record("not one paste: \(pasted.count) keys")
            return
        }
        #expect(text.utf8.count == BracketedPasteFilter.maximumBytes)
        #expect(text == String(repeating: "é", count: BracketedPasteFilter.maximumBytes / 2))
    }

    @Test func lineEditingControlKeysAreDecoded() {
        #expect(KeyDecoder.character(0x01) == .control("a"))
        #expect(KeyDecoder.character(0x05) == .control("e"))
        #expect(KeyDecoder.character(0x15) == .control("u"))
        #expect(KeyDecoder.character(0x17) == .control("w"))
        #expect(KeyDecoder.character(0x03) == .other(3), "Ctrl-C stays a signal's key")
    }
}
