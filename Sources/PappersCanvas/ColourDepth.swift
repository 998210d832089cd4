/// How many colours the terminal shows, from none to 24-bit.
///
/// Detected by the terminal (`COLORTERM`, terminfo) and chosen with `--colour` or the Colour setting; each
/// theme role has a hue at each depth (`ColourRole.hue`).
public enum ColourDepth: String, CaseIterable, Codable, Sendable, Comparable {
    /// No colour: attributes only (bold, reverse, underline). `NO_COLOR`, or a terminal without colours.
    case none
    /// The eight basic colours.
    case eight = "8"
    /// The xterm 256-colour palette.
    case palette256 = "256"
    /// 24-bit colour, each hue sent as red, green and blue.
    case truecolor

    public static func < (lhs: ColourDepth, rhs: ColourDepth) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The depth asked for: `auto` (detect), or one depth.
public enum ColourChoice: Equatable, Sendable {
    case automatic
    case depth(ColourDepth)

    /// `auto`, `truecolor` (or `24bit`), `256`, `8`, `none`; nil for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "auto": self = .automatic
        case "24bit": self = .depth(.truecolor)
        default:
            guard let depth = ColourDepth(rawValue: text.lowercased()) else { return nil }
            self = .depth(depth)
        }
    }

    /// The word for it, as `--colour` takes it.
    public var name: String {
        switch self {
        case .automatic: "auto"
        case .depth(let depth): depth.rawValue
        }
    }
}
