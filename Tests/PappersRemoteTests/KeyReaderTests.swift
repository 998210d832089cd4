import PappersCanvas
import Testing
@testable import PappersRemote

/// Bytes from a remote terminal become the keys the local terminal would give, whatever way they are split.
@Suite struct KeyReaderTests {
    private static func keys(_ text: String, at millis: Int64 = 0) -> [Key] {
        var reader = KeyReader()
        return reader.feed(Array(text.utf8), at: millis) + reader.flush(at: millis + 10_000)
    }

    private static func keys(_ bytes: [UInt8]) -> [Key] {
        var reader = KeyReader()
        return reader.feed(bytes, at: 0) + reader.flush(at: 10_000)
    }

    @Test func cursorKeysInEveryFormAndWithModifiers() {
        #expect(Self.keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(Self.keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        // Ctrl-Up, Shift-Right, Alt-Left: the modifier is read and dropped.
        #expect(Self.keys("\u{1B}[1;5A\u{1B}[1;2C\u{1B}[1;3D") == [.up, .right, .left])
    }

    @Test func editingKeys() {
        #expect(Self.keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")
            == [.home, .end, .home, .end, .home, .end, .home, .end])
        #expect(Self.keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[3;5~\u{1B}[Z") == [.pageUp, .pageDown, .delete, .delete, .backTab])
    }

    @Test func functionKeysOneToTwelve() {
        let sequences = ["\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
                         "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~"]
        #expect(Self.keys(sequences.joined()) == (1...12).map { .function($0) })
        // VT220's F1 to F4, xterm's modified F1, the Linux console's F1 and F5.
        #expect(Self.keys("\u{1B}[11~\u{1B}[14~\u{1B}[1;2P\u{1B}[[A\u{1B}[[E") == [.function(1), .function(4), .function(1), .function(1), .function(5)])
    }

    @Test func enterIsCRLFOrCRLFAsOne() {
        #expect(Self.keys("a\rb\nc\r\nd\r\re") == [
            .character("a"), .enter, .character("b"), .enter, .character("c"), .enter, .character("d"), .enter, .enter,
            .character("e"),
        ])
        var reader = KeyReader()
        #expect(reader.feed([0x0D], at: 0) == [.enter])
        #expect(reader.feed([0x0A], at: 5) == [])
        // A line feed long after a carriage return is a key of its own (Ctrl-J).
        #expect(reader.feed([0x0D], at: 100) == [.enter])
        #expect(reader.feed([0x0A], at: 5_000) == [.enter])
    }

    @Test func backspaceTabAndAltBackspace() {
        #expect(Self.keys([0x7F, 0x08, 0x09, 0x1B, 0x7F, 0x1B, 0x08]) == [.backspace, .backspace, .tab, .altBackspace, .altBackspace])
    }

    @Test func controlLettersAreKeysNeverSignals() {
        let letters = "abcdefgklnopqrstuvwxyz"  // not h, i, j, m: Backspace, Tab and Enter
        let bytes = letters.unicodeScalars.map { UInt8($0.value) - 0x60 }
        #expect(Self.keys(bytes) == letters.map { .control($0) })
        #expect(Self.keys([0x03, 0x1A]) == [.control("c"), .control("z")])
        #expect(Self.keys([0x00, 0x1C, 0x1F]) == [.other(0), .other(0x1C), .other(0x1F)])
    }

    @Test func utf8SplitAtEveryByteComesOutWhole() {
        let text = "é漢😀ß"
        let bytes = Array(text.utf8)
        var reader = KeyReader()
        var keys: [Key] = []
        for (index, byte) in bytes.enumerated() { keys += reader.feed([byte], at: Int64(index)) }
        #expect(keys == text.map { .character($0) })
    }

    @Test func invalidUTF8IsDroppedAndTheRestKept() {
        // A stray continuation byte, an overlong NUL, a surrogate, a lead byte cut short by ASCII, 0xFF.
        let bytes: [UInt8] = [0x80, 0x61, 0xC0, 0x80, 0x62, 0xED, 0xA0, 0x80, 0x63, 0xE2, 0x82, 0x64, 0xFF, 0xC3, 0xA9]
        #expect(Self.keys(bytes) == [.character("a"), .character("b"), .character("c"), .character("d"), .character("é")])
        // A C1 control or a bidirectional override is no character to type.
        #expect(Self.keys("\u{85}\u{202E}x") == [.other(0x85), .other(0x202E), .character("x")])
    }

    @Test func aLoneEscIsReportedAfterTheWaitAndNotBefore() {
        var reader = KeyReader(escapeWaitMillis: 100)
        #expect(reader.feed([0x1B], at: 1_000) == [])
        #expect(reader.nextDeadline == 1_100)
        #expect(reader.flush(at: 1_099) == [])
        #expect(reader.flush(at: 1_100) == [.escape])
        #expect(reader.nextDeadline == nil)
        // A key after the wait: the Esc first, then the key, even without a flush in between.
        #expect(reader.feed([0x1B], at: 2_000) == [])
        #expect(reader.feed(Array("x".utf8), at: 2_500) == [.escape, .character("x")])
        // Esc then a key at once is both (Alt-x, as on the local terminal).
        #expect(reader.feed(Array("\u{1B}y".utf8), at: 3_000) == [.escape, .character("y")])
        #expect(reader.feed([0x1B, 0x1B], at: 4_000) == [.escape])
        #expect(reader.flush(at: 4_100) == [.escape])
    }

    @Test func aSequenceSplitAcrossReadsWithinTheWaitIsOneKey() {
        var reader = KeyReader()
        #expect(reader.feed([0x1B], at: 0) == [])
        #expect(reader.feed(Array("[1;".utf8), at: 40) == [])
        #expect(reader.feed(Array("5A".utf8), at: 80) == [.up])
    }

    @Test func anUnfinishedSequenceIsDroppedWhole() {
        var reader = KeyReader()
        #expect(reader.feed(Array("\u{1B}[1;5".utf8), at: 0) == [])
        #expect(reader.flush(at: 100) == [])
        #expect(reader.feed(Array("x".utf8), at: 200) == [.character("x")])
    }

    @Test func unknownSequencesAndReportsAreDroppedWhole() {
        // SGR, device attributes, Insert, F13, focus, X10 and SGR and urxvt mouse, OSC, DCS, an overlong one.
        let noise = "\u{1B}[31m\u{1B}[?1;2c\u{1B}[2~\u{1B}[25~\u{1B}[I\u{1B}[O\u{1B}[M !!\u{1B}[<0;10;5M\u{1B}[<0;10;5m"
            + "\u{1B}[32;10;5M\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}P>|xterm\u{1B}\\\u{1B}[" + String(repeating: "1;", count: 40) + "A"
        #expect(Self.keys(noise + "ok") == [.character("o"), .character("k")])
    }

    @Test func aBracketedPasteIsOneKeyWithLineBreaksAndWithoutControls() {
        let paste = "\u{1B}[200~Ana, Bru\r\nCarla\rDani\n\tEli\u{07}\u{1B}[31m!\u{1B}x\u{7F}\u{1B}[201~z"
        #expect(Self.keys(paste) == [.paste("Ana, Bru\nCarla\nDani\n\tEli!"), .character("z")])
    }

    @Test func aPasteSplitAcrossReadsIsStillOne() {
        let bytes = Array("\u{1B}[200~día\r\nnoche\u{1B}[201~".utf8)
        for split in 1..<bytes.count {
            var reader = KeyReader()
            let keys = reader.feed(bytes[..<split], at: 0) + reader.feed(bytes[split...], at: 1)
            #expect(keys == [.paste("día\nnoche")], "split at \(split)")
        }
    }

    @Test func aPasteKeepsAtMost64KBAndReadsTheRest() {
        var reader = KeyReader()
        var keys = reader.feed(Array("\u{1B}[200~".utf8), at: 0)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 4_096)
        for index in 0..<30 { keys += reader.feed(chunk, at: Int64(index)) }
        keys += reader.feed(Array("é\u{1B}[201~b".utf8), at: 40)
        #expect(keys.count == 2)
        guard case .paste(let text) = keys.first else {
            Issue.record("no paste: \(keys.prefix(2))")
            return
        }
        #expect(text.utf8.count == KeyReader.pasteLimitBytes)
        #expect(keys.last == .character("b"))
    }

    @Test func aPasteWithoutItsEndMarkEndsAfterAPause() {
        var reader = KeyReader(pasteIdleMillis: 100)
        #expect(reader.feed(Array("\u{1B}[200~abc".utf8), at: 0) == [])
        #expect(reader.feed(Array("def".utf8), at: 90) == [])
        #expect(reader.nextDeadline == 190)
        #expect(reader.flush(at: 189) == [])
        #expect(reader.flush(at: 190) == [.paste("abcdef")])
        #expect(reader.feed(Array("g".utf8), at: 200) == [.character("g")])
    }

    @Test func everySplitOfAMixedStreamGivesTheSameKeys() {
        let bytes = Array("a\u{1B}[A\u{1B}OPé\r\n\u{1B}[200~x\ry\u{1B}[201~\u{1B}[1;5C漢\u{3}\u{1B}\u{7F}\u{1B}[<0;1;1M".utf8)
        let whole = Self.keys(bytes)
        #expect(whole == [.character("a"), .up, .function(1), .character("é"), .enter, .paste("x\ny"), .right,
                          .character("漢"), .control("c"), .altBackspace])
        for first in 1..<bytes.count {
            for second in first..<bytes.count {
                var reader = KeyReader()
                let keys = reader.feed(bytes[..<first], at: 0) + reader.feed(bytes[first..<second], at: 10)
                    + reader.feed(bytes[second...], at: 20) + reader.flush(at: 10_000)
                #expect(keys == whole, "split at \(first), \(second)")
                if keys != whole { return }
            }
        }
    }
}
