import CNcursesw
import PappersCanvas

/// What curses needs to draw a cell in a `Style`: attribute bits and a colour pair number.
struct CellAppearance: Equatable {
    var attributes: attr_t
    var pair: Int16
}

/// Maps styles to curses attributes and colour pairs, allocating each foreground × background pair the first
/// time a screen uses it, and caching it.
///
/// A style's colours are theme roles (and, for the terminal layer's own check program, the eight basic colours):
/// each role becomes its hue at the terminal's depth (`ColourRole.hue`): an ANSI number (0 to 7), an xterm
/// palette number (16 to 255), or with ncurses' direct colour (terminfo's RGB, `COLORS` of 2^24) the 0xRRGGBB
/// value itself, which curses sends as `38;2;r;g;b`. Pairs are made with `init_extended_pair`, so colour numbers
/// beyond a `short` fit. The theme uses a few dozen pairs, far below the 64 an 8-colour terminal such as
/// `screen` or `xterm` offers, but pairs are still allocated lazily, in order of first use; when they run out,
/// later combinations fall back to pair 0 (the attributes still show). The terminal's own colours on its own
/// background are pair 0, which every terminal has.
///
/// In monochrome (no colour, `NO_COLOR`, `--colour none`) only the attributes are kept: bold, reverse, underline
/// and blink.
struct ColourPairs {
    /// How the terminal shows colour.
    enum Mode: Equatable {
        /// Attributes only.
        case monochrome
        /// `depth`: the hues to use (8, 256 or 24-bit). `direct`: whether colour numbers are 0xRRGGBB values
        /// (ncurses' direct colour) rather than palette numbers. `pairs`: how many pairs the terminal offers
        /// (`COLOR_PAIRS`), pair 0 included. `defaultColours`: whether `use_default_colors` succeeded, so that -1
        /// means the terminal's own colour.
        case colour(depth: ColourDepth, direct: Bool = false, pairs: Int, defaultColours: Bool)
    }

    /// The curses colour numbers of a pair.
    private struct Key: Hashable {
        let foreground: Int32
        let background: Int32
    }

    let mode: Mode
    private var numbers: [Key: Int16] = [:]
    private var nextPair: Int16 = 1

    init(mode: Mode) {
        self.mode = mode
    }

    /// How many pairs are allocated (pair 0 aside).
    var allocated: Int { Int(nextPair) - 1 }

    /// The attributes and pair for `style`. `initPair(pair, foreground, background)` is curses'
    /// `init_extended_pair`, called once per new pair; it returns whether the pair was made.
    mutating func appearance(
        of style: Style, initPair: (_ pair: Int16, _ foreground: Int32, _ background: Int32) -> Bool
    ) -> CellAppearance {
        let attributes = Self.attributes(of: style)
        guard case .colour(let depth, let direct, let available, let defaultColours) = mode else {
            return CellAppearance(attributes: attributes, pair: 0)
        }
        if style.foreground == .terminal, style.background == .terminal {
            return CellAppearance(attributes: attributes, pair: 0)
        }
        let key = Key(
            foreground: Self.cursesColour(style.foreground, isForeground: true, depth: depth, direct: direct,
                                          defaultColours: defaultColours),
            background: Self.cursesColour(style.background, isForeground: false, depth: depth, direct: direct,
                                          defaultColours: defaultColours))
        if let pair = numbers[key] { return CellAppearance(attributes: attributes, pair: pair) }
        var pair: Int16 = 0
        if Int(nextPair) < min(available, Int(Int16.max)), initPair(nextPair, key.foreground, key.background) {
            pair = nextPair
            nextPair += 1
        }
        numbers[key] = pair
        return CellAppearance(attributes: attributes, pair: pair)
    }

    /// The attribute bits of a style, colour aside.
    static func attributes(of style: Style) -> attr_t {
        var attributes = pappers_attr_normal()
        if style.bold { attributes |= pappers_attr_bold() }
        if style.reverse { attributes |= pappers_attr_reverse() }
        if style.underline { attributes |= pappers_attr_underline() }
        if style.blink { attributes |= pappers_attr_blink() }
        return attributes
    }

    /// The curses colour number of `colour` at `depth`: ANSI black to white are 0 to 7, a role its hue at the
    /// depth (with direct colour a 256-colour hue is sent as its 0xRRGGBB value too); the terminal's own colour
    /// is -1 when default colours are available, else white text on black.
    static func cursesColour(
        _ colour: Colour, isForeground: Bool, depth: ColourDepth, direct: Bool = false, defaultColours: Bool
    ) -> Int32 {
        switch colour {
        case .terminal:
            if defaultColours { return -1 }
            return Int32(isForeground ? COLOR_WHITE : COLOR_BLACK)
        case .role(let role):
            let hue = role.hue
            switch depth {
            case .none, .eight: return Int32(hue.basic.ansiNumber ?? 0)
            case .palette256: return direct ? Int32(XtermPalette.rgb(hue.xterm)) : Int32(hue.xterm)
            case .truecolor: return direct ? Int32(hue.rgb) : Int32(hue.xterm)
            }
        default:
            return Int32(colour.ansiNumber ?? 0)
        }
    }
}
