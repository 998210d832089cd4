import PappersCanvas
import PappersEngine

/// The four colours of a round: its paper (background), ink (text), title (headings) and muted ink (struck
/// words). One set per round kind, in `RoundLook`. The papers stay apart for protanopia, deuteranopia and
/// tritanopia (ThemeContrastTests).
public struct RoundPalette: Equatable, Sendable {
    public let paper: ColourRole
    public let ink: ColourRole
    public let title: ColourRole
    public let muted: ColourRole

    /// Every round kind's set by the kind's name, for the checks.
    public static var all: [(name: String, palette: RoundPalette)] {
        RoundKind.allCases.map { ($0.rawValue, of($0)) }
    }

    /// The set of a round kind.
    public static func of(_ kind: RoundKind) -> RoundPalette { RoundLook.of(kind).palette }
}
