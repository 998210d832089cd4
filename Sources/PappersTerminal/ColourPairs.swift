import CNcursesw
import PappersCanvas

/// What curses needs to draw a cell in a `Style`: attribute bits and a colour pair number.
struct CellAppearance: Equatable {
    var attributes: attr_t
    var pair: Int16
}

/// Maps styles to curses attributes and colour pairs, allocating each foreground × background pair the first
/// time a screen uses it.
///
/// Nine colours (the terminal's own and eight ANSI) make 81 combinations, more than the 64 pairs an 8-colour
/// terminal such as `screen` or `xterm` offers, so pairs are allocated lazily, in order of first use. The
/// terminal's own colours on its own background are pair 0, which every terminal has. When the pairs run out,
/// later combinations fall back to pair 0 (the attributes still show).
///
/// In monochrome (a terminal with fewer than eight colours, or `NO_COLOR`) only the attributes are kept: bold,
/// reverse, underline and blink.
struct ColourPairs {
    /// How the terminal shows colour.
    enum Mode: Equatable {
        /// Attributes only.
        case monochrome
        /// `pairs`: how many pairs the terminal offers (`COLOR_PAIRS`), pair 0 included. `defaultColours`:
        /// whether `use_default_colors` succeeded, so that -1 means the terminal's own colour.
        case colour(pairs: Int, defaultColours: Bool)
    }

    let mode: Mode
    /// Pair numbers by `fg * 9 + bg`; nil when not allocated yet.
    private var numbers: [Int16?]
    private var nextPair: Int16 = 1

    init(mode: Mode) {
        self.mode = mode
        numbers = Array(repeating: nil, count: Colour.allCases.count * Colour.allCases.count)
        numbers[0] = 0
    }

    /// The attributes and pair for `style`. `initPair(pair, foreground, background)` is curses' `init_pair`,
    /// called once per new pair; it returns whether the pair was made.
    mutating func appearance(
        of style: Style, initPair: (_ pair: Int16, _ foreground: Int16, _ background: Int16) -> Bool
    ) -> CellAppearance {
        let attributes = Self.attributes(of: style)
        guard case .colour(let available, let defaultColours) = mode else {
            return CellAppearance(attributes: attributes, pair: 0)
        }
        let index = Int(style.foreground.rawValue) * Colour.allCases.count + Int(style.background.rawValue)
        if let pair = numbers[index] { return CellAppearance(attributes: attributes, pair: pair) }
        var pair: Int16 = 0
        if Int(nextPair) < available {
            let foreground = Self.cursesColour(style.foreground, isForeground: true, defaultColours: defaultColours)
            let background = Self.cursesColour(style.background, isForeground: false, defaultColours: defaultColours)
            if initPair(nextPair, foreground, background) {
                pair = nextPair
                nextPair += 1
            }
        }
        numbers[index] = pair
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

    /// The curses colour number: ANSI black to white are 0 to 7; the terminal's own colour is -1 when default
    /// colours are available, else white text on black.
    static func cursesColour(_ colour: Colour, isForeground: Bool, defaultColours: Bool) -> Int16 {
        switch colour {
        case .terminal:
            if defaultColours { return -1 }
            return Int16(isForeground ? COLOR_WHITE : COLOR_BLACK)
        default:
            return Int16(colour.rawValue) - 1
        }
    }
}
