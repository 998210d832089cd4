import PappersCanvas
import PappersEngine

/// The four colours of a round: its paper (background), ink (text), title (headings) and muted ink (struck
/// words). One set per round kind, the sounds and pose rounds included, so that each kind takes one line in
/// `of(_:)`. The five papers stay apart for protanopia, deuteranopia and tritanopia (ThemeContrastTests).
public struct RoundPalette: Equatable, Sendable {
    public let paper: ColourRole
    public let ink: ColourRole
    public let title: ColourRole
    public let muted: ColourRole

    public static let describe = RoundPalette(paper: .describePaper, ink: .describeInk, title: .describeTitle, muted: .describeMuted)
    public static let oneWord = RoundPalette(paper: .oneWordPaper, ink: .oneWordInk, title: .oneWordTitle, muted: .oneWordMuted)
    public static let mime = RoundPalette(paper: .mimePaper, ink: .mimeInk, title: .mimeTitle, muted: .mimeMuted)
    public static let sounds = RoundPalette(paper: .soundsPaper, ink: .soundsInk, title: .soundsTitle, muted: .soundsMuted)
    public static let pose = RoundPalette(paper: .posePaper, ink: .poseInk, title: .poseTitle, muted: .poseMuted)

    /// Every round's set by name, for the checks.
    public static let all: [(name: String, palette: RoundPalette)] = [
        ("describe", .describe), ("one-word", .oneWord), ("mime", .mime), ("sounds", .sounds), ("pose", .pose),
    ]

    /// The set of a round kind.
    public static func of(_ kind: RoundKind) -> RoundPalette {
        switch kind {
        case .describe: .describe
        case .oneWord: .oneWord
        case .mime: .mime
        case .sounds: .sounds
        case .pose: .pose
        }
    }
}
