@testable import PappersTerminal
import Testing

@Suite struct WAVTests {
    private func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    private func uint16(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    private func samples(_ bytes: [UInt8]) -> [Int16] {
        stride(from: 44, to: bytes.count, by: 2).map { Int16(bitPattern: UInt16(uint16(bytes, at: $0))) }
    }

    @Test func theHeaderDescribesSixteenBitMonoPCM() {
        let bytes = WAV.file(notes: WAV.Cue.guessed.notes)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(uint32(bytes, at: 4) == bytes.count - 8)
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(uint32(bytes, at: 16) == 16)
        #expect(uint16(bytes, at: 20) == 1)  // PCM
        #expect(uint16(bytes, at: 22) == 1)  // mono
        #expect(uint32(bytes, at: 24) == 22_050)
        #expect(uint32(bytes, at: 28) == 44_100)
        #expect(uint16(bytes, at: 32) == 2)
        #expect(uint16(bytes, at: 34) == 16)
        #expect(Array(bytes[36..<40]) == Array("data".utf8))
        #expect(uint32(bytes, at: 40) == bytes.count - 44)
    }

    @Test func theLengthFollowsTheNotes() {
        let bytes = WAV.file(notes: [WAV.Note(frequency: 440, millis: 100), WAV.Note(frequency: 0, millis: 50)])
        #expect(samples(bytes).count == 2205 + 1102)
    }

    @Test func notesFadeInAndOutAndRestsAreSilent() {
        let all = samples(WAV.file(notes: [WAV.Note(frequency: 440, millis: 100), WAV.Note(frequency: 0, millis: 50)],
                                   volume: 0.5))
        let note = all.prefix(2205)
        #expect(note.first == 0)
        #expect(abs(Int(note.last!)) < 200)
        let peak = note.map { abs(Int($0)) }.max()!
        #expect(peak > 15_000 && peak <= 16_384)
        #expect(all.dropFirst(2205).allSatisfy { $0 == 0 })
    }

    @Test func theTwoCuesAreDistinct() {
        #expect(WAV.file(notes: WAV.Cue.guessed.notes) != WAV.file(notes: WAV.Cue.timeUp.notes))
        #expect(WAV.Cue.timeUp.notes.reduce(0) { $0 + $1.millis } > WAV.Cue.guessed.notes.reduce(0) { $0 + $1.millis })
    }
}
