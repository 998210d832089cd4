import PappersCanvas

/// The colour depth to draw a remote seat at, from what its SSH client said: no terminfo of the player's
/// terminal is at hand, so it goes by the name.
public enum RemoteColourDepth {
    /// `NO_COLOR` set (not empty) or a `dumb` terminal (or none named): none. `COLORTERM` of `truecolor` or
    /// `24bit`, or a `-direct` TERM: 24-bit. A TERM with `256color` in it: the 256-colour palette. Anything
    /// else (xterm, screen, linux, vt100…): the eight colours. A seat's own setting can then lower or raise it.
    public static func guess(term: String, colourTerm: String? = nil, noColour: String? = nil) -> ColourDepth {
        let term = term.lowercased()
        if let noColour, !noColour.isEmpty { return .none }
        if term.isEmpty || term == "dumb" { return .none }
        if let colourTerm = colourTerm?.lowercased(), colourTerm == "truecolor" || colourTerm == "24bit" { return .truecolor }
        if term.hasSuffix("-direct") || term.contains("truecolor") { return .truecolor }
        if term.contains("256color") { return .palette256 }
        return .eight
    }
}
