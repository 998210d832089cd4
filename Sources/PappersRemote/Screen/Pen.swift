import PappersCanvas

/// What SGR has set on a terminal: the attributes and the two colours, each resolved at one colour depth.
///
/// Two styles that look the same at a depth make the same pen (at `.none` every colour is the terminal's own), so
/// the writer sends SGR only when what shows changes.
struct Pen: Equatable, Sendable {
    /// A colour as the terminal is told it.
    enum Ink: Equatable, Sendable {
        /// The terminal's own colour (SGR 39 or 49).
        case terminal
        /// One of the eight basic colours, 0 to 7 (SGR 30–37, 40–47).
        case basic(UInt8)
        /// A number of the xterm 256-colour palette (SGR 38;5;n, 48;5;n).
        case palette(UInt8)
        /// 24-bit colour, 0xRRGGBB (SGR 38;2;r;g;b, 48;2;r;g;b).
        case rgb(UInt32)
    }

    var bold = false
    var underline = false
    var blink = false
    var reverse = false
    var foreground = Ink.terminal
    var background = Ink.terminal

    /// What SGR 0 leaves.
    static let plain = Pen()

    init() {}

    /// `style` at `depth`: a theme role becomes its hue at the depth (`ColourRole.hue`), as PappersTerminal's
    /// colour pairs do for curses; at `.none` only the attributes are kept.
    init(_ style: Style, depth: ColourDepth) {
        bold = style.bold
        underline = style.underline
        blink = style.blink
        reverse = style.reverse
        foreground = Self.ink(style.foreground, depth: depth)
        background = Self.ink(style.background, depth: depth)
    }

    static func ink(_ colour: Colour, depth: ColourDepth) -> Ink {
        guard depth != .none else { return .terminal }
        switch colour {
        case .terminal: return .terminal
        case .role(let role):
            let hue = role.hue
            switch depth {
            case .none, .eight: return .basic(UInt8(hue.basic.ansiNumber ?? 0))
            case .palette256: return .palette(hue.xterm)
            case .truecolor: return .rgb(hue.rgb)
            }
        default: return .basic(UInt8(colour.ansiNumber ?? 0))
        }
    }

    /// Appends the SGR sequence that takes a terminal from `current` (nil: unknown) to this pen; nothing when
    /// they are the same. An attribute switched off costs a reset (SGR 0) and the whole pen again, which is
    /// what every terminal understands (SGR 22 also ends faint, 24 double underline on some).
    func appendTransition(from current: Pen?, to bytes: inout [UInt8]) {
        if let current, current == self { return }
        var parameters: [UInt8] = []
        parameters.reserveCapacity(32)
        let reset: Bool
        if let current {
            reset = (current.bold && !bold) || (current.underline && !underline) || (current.blink && !blink)
                || (current.reverse && !reverse)
        } else {
            reset = true
        }
        let from = reset ? Pen.plain : current!
        if reset { parameters.append(UInt8(ascii: "0")) }
        func add(_ number: Int) {
            if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
            ANSI.appendDecimal(number, to: &parameters)
        }
        if bold && !from.bold { add(1) }
        if underline && !from.underline { add(4) }
        if blink && !from.blink { add(5) }
        if reverse && !from.reverse { add(7) }
        if foreground != from.foreground { Self.add(foreground, base: 30, add) }
        if background != from.background { Self.add(background, base: 40, add) }
        ANSI.appendCSI(to: &bytes)
        bytes += parameters
        bytes.append(UInt8(ascii: "m"))
    }

    private static func add(_ ink: Ink, base: Int, _ add: (Int) -> Void) {
        switch ink {
        case .terminal: add(base + 9)
        case .basic(let number): add(base + Int(number))
        case .palette(let number):
            add(base + 8)
            add(5)
            add(Int(number))
        case .rgb(let rgb):
            add(base + 8)
            add(2)
            add(Int(rgb >> 16 & 0xFF))
            add(Int(rgb >> 8 & 0xFF))
            add(Int(rgb & 0xFF))
        }
    }
}
