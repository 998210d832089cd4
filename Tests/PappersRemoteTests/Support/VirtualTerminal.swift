import PappersText

/// A small terminal emulator for checking what the screen writer sends, without a pty: it keeps a screen of
/// cells as xterm would and refuses, as a finding, anything the writer must never send (a control character
/// other than ESC and CR, invalid UTF-8, a sequence outside the few the writer uses) and counts scrolls.
///
/// Wide characters behave as in xterm: two columns, and writing over either half blanks the other. With
/// autowrap off the cursor stays in the last column; with it on, the next character wraps and the bottom row
/// scrolls. Also used by PappersHostTests and fuzz-screen (through links to this file).
struct VirtualTerminal {
    enum Ink: Equatable, CustomStringConvertible {
        case terminal
        case basic(Int)
        case palette(Int)
        case rgb(Int, Int, Int)

        var description: String {
            switch self {
            case .terminal: "default"
            case .basic(let n): "basic \(n)"
            case .palette(let n): "palette \(n)"
            case .rgb(let r, let g, let b): "rgb \(r),\(g),\(b)"
            }
        }
    }

    struct Pen: Equatable, CustomStringConvertible {
        var bold = false, underline = false, blink = false, reverse = false
        var foreground = Ink.terminal, background = Ink.terminal

        var description: String {
            "[\(bold ? "b" : "")\(underline ? "u" : "")\(blink ? "k" : "")\(reverse ? "r" : "") \(foreground)/\(background)]"
        }
    }

    struct Cell: Equatable {
        var text = " "
        var pen = Pen()
        /// The right half of a wide character in the cell before.
        var covered = false
        /// A wide character whose right half is the next cell.
        var wide = false
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    private(set) var x = 0
    private(set) var y = 0
    private var pendingWrap = false
    private(set) var pen = Pen()
    private(set) var autowrap = true
    private(set) var alternateScreen = false
    private(set) var cursorVisible = true
    private(set) var bracketedPaste = false
    private(set) var synchronised = false
    private(set) var scrolls = 0
    /// What the writer must never do, as it happened.
    private(set) var findings: [String] = []

    private var decoder = Unicode.UTF8.ForwardParser()
    private var pendingBytes: [UInt8] = []
    private enum Mode { case text, escape, controlSequence }
    private var mode = Mode.text
    private var sequence: [UInt8] = []
    /// The column of the character just written, in the cursor's row, until the cursor moves otherwise.
    private var lastPut: Int?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Cell(), count: width * height)
    }

    subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// The rows as text, covered halves left out: as a person reads the screen.
    var lines: [String] { (0..<height).map(line) }

    /// One row as text.
    func line(_ row: Int) -> String {
        (0..<width).filter { !self[$0, row].covered }.map { self[$0, row].text }.joined()
    }

    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { take(byte) }
    }

    private mutating func take(_ byte: UInt8) {
        switch mode {
        case .escape:
            if byte == UInt8(ascii: "[") {
                mode = .controlSequence
                sequence = []
            } else {
                findings.append("ESC followed by \(byte)")
                mode = .text
            }
            return
        case .controlSequence:
            if (0x20...0x3F).contains(byte) {
                sequence.append(byte)
            } else if (0x40...0x7E).contains(byte) {
                mode = .text
                controlSequence(final: byte)
            } else {
                findings.append("byte \(byte) inside a control sequence")
                mode = .text
            }
            return
        case .text:
            break
        }
        if pendingBytes.isEmpty && byte < 0x80 {
            switch byte {
            case 0x1B: mode = .escape
            case 0x0D:
                x = 0
                pendingWrap = false
                lastPut = nil
            case 0x20..<0x7F: put(Unicode.Scalar(byte))
            default: findings.append("control byte \(byte)")
            }
            return
        }
        pendingBytes.append(byte)
        var iterator = pendingBytes.makeIterator()
        switch decoder.parseScalar(from: &iterator) {
        case .valid(let encoded):
            pendingBytes = []
            let scalar = Unicode.UTF8.decode(encoded)
            if (0x80..<0xA0).contains(scalar.value) {
                findings.append("C1 control U+\(String(scalar.value, radix: 16))")
            } else {
                put(scalar)
            }
        case .emptyInput:
            break
        case .error:
            // An incomplete character reads as an error until its last byte arrives.
            if pendingBytes.count >= 4 || !Self.canContinue(pendingBytes) {
                findings.append("invalid UTF-8 \(pendingBytes)")
                pendingBytes = []
            }
        }
    }

    private static func canContinue(_ bytes: [UInt8]) -> Bool {
        guard let lead = bytes.first else { return false }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        return bytes.count < length && bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let columns = TextWidth.columns(of: scalar)
        if columns == 0 {
            attach(scalar)
            return
        }
        if pendingWrap {
            if autowrap {
                x = 0
                lastPut = nil
                lineFeed()
            }
            pendingWrap = false
        }
        if columns == 2 && x == width - 1 {
            findings.append("a wide character in the last column")
            return
        }
        blankOverlaps(from: x, count: columns)
        lastPut = x
        cells[y * width + x] = Cell(text: String(scalar), pen: pen, covered: false, wide: columns == 2)
        if columns == 2 { cells[y * width + x + 1] = Cell(text: "", pen: pen, covered: true, wide: false) }
        advance(by: columns)
    }

    private mutating func advance(by columns: Int) {
        if x + columns >= width {
            x = width - 1
            if autowrap { pendingWrap = true }
        } else {
            x += columns
        }
    }

    /// A combining mark joins the character written just before it; a cluster it makes wide (an emoji with
    /// its presentation selector) takes the next column too.
    private mutating func attach(_ scalar: Unicode.Scalar) {
        guard let column = lastPut, !self[column, y].text.isEmpty else {
            findings.append("a combining mark with nothing before it")
            return
        }
        var cell = self[column, y]
        let before = TextWidth.columns(of: Character(cell.text))
        cell.text.unicodeScalars.append(scalar)
        cells[y * width + column] = cell
        if before == 1, TextWidth.columns(of: Character(cell.text)) == 2, column + 1 < width {
            blankOverlaps(from: column + 1, count: 1)
            cells[y * width + column].wide = true
            cells[y * width + column + 1] = Cell(text: "", pen: cell.pen, covered: true, wide: false)
            if column + 1 == x && !pendingWrap { advance(by: 1) }
        }
    }

    /// Writing over half of a wide character blanks its other half, as xterm does.
    private mutating func blankOverlaps(from start: Int, count: Int) {
        for column in start..<min(width, start + count) {
            let cell = self[column, y]
            if cell.covered, column - 1 >= 0, column - 1 < start {
                cells[y * width + column - 1] = Cell(text: " ", pen: self[column - 1, y].pen)
            }
            if cell.wide, column + 1 < width, column + 1 >= start + count {
                cells[y * width + column + 1] = Cell(text: " ", pen: self[column + 1, y].pen)
            }
        }
    }

    private mutating func lineFeed() {
        if y == height - 1 {
            scrolls += 1
            cells.removeFirst(width)
            cells += Array(repeating: Cell(pen: Pen(background: pen.background)), count: width)
        } else {
            y += 1
        }
    }

    private mutating func controlSequence(final: UInt8) {
        lastPut = nil
        let text = String(decoding: sequence, as: UTF8.self)
        if text.hasPrefix("?") {
            guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l"), let number = Int(text.dropFirst()) else {
                findings.append("private sequence ?\(text)\(Character(Unicode.Scalar(final)))")
                return
            }
            let on = final == UInt8(ascii: "h")
            switch number {
            case 1049:
                alternateScreen = on
                cells = Array(repeating: Cell(), count: width * height)
            case 25: cursorVisible = on
            case 2004: bracketedPaste = on
            case 7: autowrap = on
            case 2026: synchronised = on
            default: findings.append("private mode \(number)")
            }
            return
        }
        let parts = text.isEmpty ? [] : text.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ $0.isEmpty || Int($0) != nil }) else {
            findings.append("parameters \(text)")
            return
        }
        let numbers = parts.map { Int($0) ?? 0 }
        let first = numbers.first ?? 0
        let count = max(first, 1)
        pendingWrap = false
        switch final {
        case UInt8(ascii: "H"):
            y = min(max(count, 1), height) - 1
            x = min(max(numbers.count > 1 ? numbers[1] : 1, 1), width) - 1
        case UInt8(ascii: "A"): y = max(0, y - count)
        case UInt8(ascii: "B"): y = min(height - 1, y + count)
        case UInt8(ascii: "C"): x = min(width - 1, x + count)
        case UInt8(ascii: "D"): x = max(0, x - count)
        case UInt8(ascii: "G"): x = min(max(count, 1), width) - 1
        case UInt8(ascii: "J"):
            guard first == 2 else {
                findings.append("erase \(first)")
                return
            }
            cells = Array(repeating: Cell(pen: Pen(background: pen.background)), count: width * height)
        case UInt8(ascii: "m"): selectGraphicRendition(numbers.isEmpty ? [0] : numbers)
        default: findings.append("sequence \(text)\(Character(Unicode.Scalar(final)))")
        }
    }

    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            index += 1
            switch number {
            case 0: pen = Pen()
            case 1: pen.bold = true
            case 4: pen.underline = true
            case 5: pen.blink = true
            case 7: pen.reverse = true
            case 22: pen.bold = false
            case 24: pen.underline = false
            case 25: pen.blink = false
            case 27: pen.reverse = false
            case 30...37: pen.foreground = .basic(number - 30)
            case 39: pen.foreground = .terminal
            case 40...47: pen.background = .basic(number - 40)
            case 49: pen.background = .terminal
            case 38, 48:
                var ink = Ink.terminal
                if index < numbers.count, numbers[index] == 5, index + 1 < numbers.count, (0...255).contains(numbers[index + 1]) {
                    ink = .palette(numbers[index + 1])
                    index += 2
                } else if index < numbers.count, numbers[index] == 2, index + 3 < numbers.count,
                          numbers[(index + 1)...(index + 3)].allSatisfy({ (0...255).contains($0) }) {
                    ink = .rgb(numbers[index + 1], numbers[index + 2], numbers[index + 3])
                    index += 4
                } else {
                    findings.append("colour \(numbers)")
                    return
                }
                if number == 38 { pen.foreground = ink } else { pen.background = ink }
            default:
                findings.append("SGR \(number)")
            }
        }
    }
}
