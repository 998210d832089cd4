#if canImport(Glibc)
import Glibc
#endif

/// Tiny sounds as WAV files (16-bit mono PCM), generated so that no audio file ships with the program.
enum WAV {
    /// A note of a tune; a frequency of 0 is a rest.
    struct Note {
        var frequency: Double
        var millis: Int
    }

    /// The two cues: a bright rising "ding-ding" for a guessed word, a falling three-note call for time up.
    enum Cue: CaseIterable {
        case guessed, timeUp

        var notes: [Note] {
            switch self {
            case .guessed:
                [Note(frequency: 1318.5, millis: 70), Note(frequency: 1760, millis: 130)]
            case .timeUp:
                [Note(frequency: 880, millis: 180), Note(frequency: 0, millis: 40),
                 Note(frequency: 659.3, millis: 180), Note(frequency: 0, millis: 40),
                 Note(frequency: 440, millis: 380)]
            }
        }
    }

    static let sampleRate = 22_050

    /// The bytes of a WAV file playing `notes` at `volume` (0–1). Each note fades in and out over 5 ms so that
    /// it does not click.
    static func file(notes: [Note], volume: Double = 0.35) -> [UInt8] {
        var samples: [Int16] = []
        for note in notes {
            let count = sampleRate * note.millis / 1000
            let fade = max(1, min(count / 2, sampleRate * 5 / 1000))
            for index in 0..<count {
                guard note.frequency > 0 else { samples.append(0); continue }
                let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
                let phase = 2 * Double.pi * note.frequency * Double(index) / Double(sampleRate)
                samples.append(Int16(sin(phase) * volume * envelope * Double(Int16.max)))
            }
        }
        let dataSize = samples.count * 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        bytes += Array("RIFF".utf8)
        append(UInt32(36 + dataSize), to: &bytes)
        bytes += Array("WAVEfmt ".utf8)
        append(UInt32(16), to: &bytes)  // format chunk size
        append(UInt16(1), to: &bytes)  // PCM
        append(UInt16(1), to: &bytes)  // mono
        append(UInt32(sampleRate), to: &bytes)
        append(UInt32(sampleRate * 2), to: &bytes)  // bytes per second
        append(UInt16(2), to: &bytes)  // bytes per frame
        append(UInt16(16), to: &bytes)  // bits per sample
        bytes += Array("data".utf8)
        append(UInt32(dataSize), to: &bytes)
        for sample in samples { append(UInt16(bitPattern: sample), to: &bytes) }
        return bytes
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
