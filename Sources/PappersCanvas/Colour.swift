/// A colour a cell may take: the terminal's own, one of the eight basic colours every colour terminal has, or a
/// role of the theme (`ColourRole`), whose hue at each colour depth is in `ColourRole.hue`.
///
/// Screens draw with roles only (through PappersUI's `Theme`), never a raw hue: the terminal picks the role's
/// hue for the depth it runs at (`ColourDepth`). The eight basic colours stay for the terminal layer's own check
/// program and its tests.
public enum Colour: Hashable, Codable, Sendable, CustomStringConvertible {
    case terminal
    case black, red, green, yellow, blue, magenta, cyan, white
    case role(ColourRole)

    /// The eight basic colours, in ANSI order (0 black to 7 white).
    public static let basic: [Colour] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]

    /// The ANSI number of a basic colour (0 to 7); nil for the terminal's own colour and for a role.
    public var ansiNumber: Int? { Self.basic.firstIndex(of: self) }

    public var description: String {
        switch self {
        case .terminal: "terminal"
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .role(let role): role.rawValue
        }
    }
}
