import PappersCanvas

/// Turns the bytes a remote seat's terminal sends into keys, as curses and PappersTerminal's filters do for the
/// local one: whatever way the bytes are split across reads, the same keys come out.
///
/// - Text is UTF-8; a character split across reads is put back together; invalid bytes are dropped.
/// - Escape sequences (CSI `ESC [`, SS3 `ESC O`) become arrows, Home, End, Page Up and Down, Delete, F1 to F12
///   and Shift-Tab (`.backTab`). A modifier (`ESC [ 1 ; 5 A`, Ctrl-Up) is read and dropped: Ctrl-Up is Up.
///   Sequences it does not know (mouse reports, focus reports, Insert, F13 and up, and the strings of OSC, DCS,
///   APC, PM and SOS, up to BEL or `ESC \`) are dropped whole: no byte of them comes out as a character. A
///   sequence left unfinished, with no byte for `escapeWaitMillis`, is dropped.
/// - Enter is CR, LF, or CR LF (one Enter); Backspace is DEL or BS; Tab is HT; Esc then Backspace is
///   `.altBackspace`; Esc then another key is Esc and that key, as on the local terminal.
/// - Ctrl-A to Ctrl-Z (but those that are Backspace, Tab and Enter: Ctrl-H, Ctrl-I, Ctrl-J, Ctrl-M) are
///   `.control` with the lower-case letter: Ctrl-C is `.control("c")`, Ctrl-Z `.control("z")`. Over SSH they
///   are bytes like any other, never a signal: what they do is the seat's to decide. NUL and Ctrl-\ to Ctrl-_
///   are `.other` with their byte, and so is a character no screen takes (a C1 control, a format, private-use
///   or unassigned character), as the local terminal's `KeyDecoder` does.
/// - A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) is one `.paste`, line breaks as "\n" (CR LF as one),
///   tabs kept, other controls and any escape sequence inside it dropped whole; at most `pasteLimitBytes` of
///   text are kept (the rest is read and dropped), and a paste whose end mark never comes ends
///   `pasteIdleMillis` after its last byte.
/// - Esc alone is reported once `escapeWaitMillis` pass with nothing after it: time is an input. Give each
///   read to `feed(_:at:)` with the instant it arrived, and call `flush(at:)` when `nextDeadline` passes.
///
/// Cost is linear in the bytes read, and memory bounded (`pasteLimitBytes`, and a few bytes per sequence).
public struct KeyReader: Sendable {
    /// The most bytes of text one paste keeps: as many as the local terminal's paste (65,536 characters is
    /// more than any name or word list needs).
    public static let pasteLimitBytes = 65_536
    /// The most bytes of one escape sequence kept to decode it; a longer one is read to its end and dropped.
    static let sequenceLimitBytes = 32

    private enum State: Equatable, Sendable {
        case ground
        /// ESC read.
        case escape
        /// `ESC [` read; its bytes in `sequence`.
        case controlSequence
        /// `ESC O` read; its bytes in `sequence`.
        case singleShift
        /// `ESC [ [` (the Linux console's F1 to F5): one letter follows.
        case linuxFunction
        /// `ESC [ M` (an X10 mouse report): this many raw bytes follow.
        case mouseBytes(Int)
        /// `ESC ]`, `ESC P`, `ESC X`, `ESC ^` or `ESC _` (a terminal's reports: OSC, DCS, SOS, PM, APC): dropped up
        /// to BEL or `ESC \`.
        case string
        /// ESC inside such a string: `\` ends it.
        case stringEscape
    }

    /// How long Esc waits for the rest of a sequence, and an unfinished sequence for its end.
    public let escapeWaitMillis: Int64
    /// How long a paste without its end mark waits for more bytes.
    public let pasteIdleMillis: Int64

    private var state = State.ground
    /// The bytes after `ESC [` or `ESC O`, at most `sequenceLimitBytes`.
    private var sequence: [UInt8] = []
    private var sequenceOverflowed = false
    private var text = UTF8Assembler()
    /// The instant of the last CR, while the byte after it may be the LF of a CR LF.
    private var carriageReturnAt: Int64?
    private var paste: PasteCollector?
    private var lastByteAt: Int64 = 0

    public init(escapeWaitMillis: Int64 = 100, pasteIdleMillis: Int64 = 100) {
        self.escapeWaitMillis = escapeWaitMillis
        self.pasteIdleMillis = pasteIdleMillis
    }

    /// The instant by which `flush(at:)` has something to report or drop (a lone Esc, an unfinished sequence, a
    /// paste without its end), or nil when nothing waits.
    public var nextDeadline: Int64? {
        if paste != nil { return lastByteAt + pasteIdleMillis }
        return state == .ground ? nil : lastByteAt + escapeWaitMillis
    }

    /// The keys that `bytes`, read at `millis`, complete. What a deadline before `millis` settled comes first.
    public mutating func feed(_ bytes: some Sequence<UInt8>, at millis: Int64) -> [Key] {
        var keys = flush(at: millis)
        for byte in bytes { take(byte, at: millis, into: &keys) }
        return keys
    }

    /// What waiting until `millis` settles: Esc alone when nothing followed it in time, a paste whose end mark
    /// never came; an unfinished sequence is dropped.
    public mutating func flush(at millis: Int64) -> [Key] {
        guard let deadline = nextDeadline, millis >= deadline else { return [] }
        var keys: [Key] = []
        if let paste {
            keys.append(.paste(paste.text))
            self.paste = nil
        } else if state == .escape {
            keys.append(.escape)
        }
        state = .ground
        return keys
    }

    private mutating func take(_ byte: UInt8, at millis: Int64, into keys: inout [Key]) {
        lastByteAt = millis
        switch state {
        case .ground: takeInGround(byte, at: millis, into: &keys)
        case .escape: takeAfterEscape(byte, at: millis, into: &keys)
        case .controlSequence, .singleShift: takeInSequence(byte, at: millis, into: &keys)
        case .linuxFunction:
            state = .ground
            if paste == nil, (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
                keys.append(.function(Int(byte - UInt8(ascii: "A")) + 1))
            }
        case .mouseBytes(let remaining):
            state = remaining > 1 ? .mouseBytes(remaining - 1) : .ground
        case .string:
            if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            state = byte == UInt8(ascii: "\\") ? .ground : .string
        }
    }

    private mutating func takeInGround(_ byte: UInt8, at millis: Int64, into keys: inout [Key]) {
        let afterCarriageReturn = carriageReturnAt.map { millis - $0 <= escapeWaitMillis } ?? false
        carriageReturnAt = nil
        if byte >= 0x80 || text.isPending {
            if let scalar = text.take(byte) { deliver(scalar, into: &keys) }
            if byte >= 0x80 { return }
            // An ASCII byte ended an unfinished character, which was dropped; the byte counts on its own.
        }
        switch byte {
        case 0x1B:
            state = .escape
        case 0x0D:
            carriageReturnAt = millis
            deliver(.enter, into: &keys)
        case 0x0A:
            if !afterCarriageReturn { deliver(.enter, into: &keys) }
        case 0x7F, 0x08:
            if paste == nil { keys.append(.backspace) }
        case 0x09:
            deliver(.tab, into: &keys)
        case 0x01...0x1A:
            if paste == nil { keys.append(.control(Character(Unicode.Scalar(byte + 0x60)))) }
        case 0x00, 0x1C...0x1F:
            if paste == nil { keys.append(.other(Int32(byte))) }
        default:
            deliver(Unicode.Scalar(byte), into: &keys)
        }
    }

    private mutating func takeAfterEscape(_ byte: UInt8, at millis: Int64, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["):
            startSequence(.controlSequence)
        case UInt8(ascii: "O"):
            startSequence(.singleShift)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            state = .string
        case 0x7F, 0x08:
            state = .ground
            if paste == nil { keys.append(.altBackspace) }
        case 0x1B:
            if paste == nil { keys.append(.escape) }
        default:
            state = .ground
            // Inside a paste, ESC and the byte after it are one sequence, dropped whole.
            if paste == nil {
                keys.append(.escape)
                takeInGround(byte, at: millis, into: &keys)
            }
        }
    }

    private mutating func startSequence(_ kind: State) {
        state = kind
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
    }

    private mutating func takeInSequence(_ byte: UInt8, at millis: Int64, into keys: inout [Key]) {
        switch byte {
        case 0x20...0x3F:
            if sequence.count < Self.sequenceLimitBytes { sequence.append(byte) } else { sequenceOverflowed = true }
        case 0x40...0x7E:
            let kind = state
            state = .ground
            if sequenceOverflowed { return }
            if kind == .controlSequence {
                endControlSequence(final: byte, into: &keys)
            } else if paste == nil, let key = ControlSequence.singleShiftKey(sequence, final: byte) {
                keys.append(key)
            }
        default:
            // A control or a non-ASCII byte cannot be part of a sequence: what was read of it is dropped, and the
            // byte is read on its own (ESC starts the next sequence).
            state = .ground
            takeInGround(byte, at: millis, into: &keys)
        }
    }

    private mutating func endControlSequence(final: UInt8, into keys: inout [Key]) {
        if sequence.isEmpty && final == UInt8(ascii: "M") {
            state = .mouseBytes(3)
            return
        }
        if sequence.isEmpty && final == UInt8(ascii: "[") {
            state = .linuxFunction
            return
        }
        switch ControlSequence.key(sequence, final: final) {
        case .pasteStart?:
            if paste == nil { paste = PasteCollector(limit: Self.pasteLimitBytes) }
        case .pasteEnd?:
            if let paste {
                keys.append(.paste(paste.text))
                self.paste = nil
            }
        case .key(let key)?:
            if paste == nil { keys.append(key) }
        case nil:
            break
        }
    }

    /// A key of the ground state: typed, or added to the paste being read.
    private mutating func deliver(_ key: Key, into keys: inout [Key]) {
        guard paste != nil else {
            keys.append(key)
            return
        }
        switch key {
        case .enter: paste?.append("\n")
        case .tab: paste?.append("\t")
        default: break
        }
    }

    private mutating func deliver(_ scalar: Unicode.Scalar, into keys: inout [Key]) {
        let typable = Self.isTypable(scalar)
        if paste != nil {
            if typable { paste?.append(scalar) }
        } else {
            keys.append(typable ? .character(Character(scalar)) : .other(Int32(bitPattern: scalar.value)))
        }
    }

    /// Whether a scalar is a character a player types: not a control, a format character (bidirectional and
    /// zero-width ones), a private-use or unassigned code point, or a line or paragraph separator.
    static func isTypable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return false }
        if scalar.isASCII { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
