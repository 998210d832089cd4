import PappersCanvas

/// Which colour depth a terminal runs at, from what the environment and terminfo say: pure, so that every
/// fallback is tested without a terminal.
///
/// In order: `--colour none` (or the setting) gives none; `auto` with `NO_COLOR` set non-empty gives none; a
/// terminal without colours gives none whatever was asked. Otherwise 24-bit where terminfo speaks direct colour
/// (its RGB capability, or 2^24 colours), which `COLORTERM=truecolor`/`24bit` (or `--colour truecolor`) looks for
/// under a `-direct` name first (`directCandidates`); else the 256-colour palette where terminfo has 256 colours;
/// else the eight. A depth asked for that the terminal cannot show falls back to the best it can.
public enum ColourDetection {
    /// What the terminal was found to offer.
    public struct Facts: Equatable, Sendable {
        /// `NO_COLOR` is set and not empty.
        public var noColour: Bool
        /// Colours terminfo offers (`COLORS` after `start_color`); 0 without colour.
        public var colours: Int
        /// Whether terminfo speaks direct colour: colour numbers are 0xRRGGBB.
        public var direct: Bool

        public init(noColour: Bool = false, colours: Int, direct: Bool = false) {
            self.noColour = noColour
            self.colours = colours
            self.direct = direct
        }
    }

    /// Whether `COLORTERM` says the terminal shows 24-bit colour.
    public static func saysTrueColour(_ colourTerm: String?) -> Bool {
        guard let value = colourTerm?.lowercased() else { return false }
        return value == "truecolor" || value == "24bit"
    }

    /// Whether to look for a direct-colour terminfo entry before starting.
    public static func wantsTrueColour(_ choice: ColourChoice, noColour: Bool, colourTerm: String?) -> Bool {
        switch choice {
        case .depth(let depth): depth == .truecolor
        case .automatic: !noColour && saysTrueColour(colourTerm)
        }
    }

    /// The depth to draw at.
    public static func depth(_ choice: ColourChoice, _ facts: Facts) -> ColourDepth {
        guard facts.colours >= 8 else { return .none }
        let offered: ColourDepth = facts.direct ? .truecolor : facts.colours >= 256 ? .palette256 : .eight
        switch choice {
        case .automatic: return facts.noColour ? .none : offered
        case .depth(let asked): return min(asked, offered)
        }
    }

    /// The direct-colour terminfo names to try for `type`, best first: `xterm-256color` → `xterm-256color-direct`,
    /// `xterm-direct`; `tmux-256color` → `tmux-direct`. Only names that exist on the system are used.
    public static func directCandidates(for type: String) -> [String] {
        if type.hasSuffix("-direct") { return [] }
        var base = type
        for suffix in ["-256color", "-88color", "-color"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        let family = String(type.prefix { $0 != "-" })
        var names = [base + "-direct"]
        if family != base { names.append(family + "-direct") }
        return names
    }
}
