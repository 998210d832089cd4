import PappersCanvas
import PappersEngine

/// The styles of every screen, named for what they show: in colour each is a pair of roles (`ColourRole`), whose
/// hues the terminal picks for its colour depth (24-bit, 256, 8); in monochrome (`NO_COLOR`, `--colour none`, a
/// terminal without colours) attributes only. No screen names a hue. Colour is never the only signal: round
/// names are written out, the last seconds are bold, the selection is reversed without colour.
public struct Theme: Equatable, Sendable {
    public let hasColour: Bool

    public init(colour: Bool) { hasColour = colour }

    public static let colour = Theme(colour: true)
    public static let monochrome = Theme(colour: false)

    /// The theme for a terminal at `depth`: colour unless there is none.
    public init(depth: ColourDepth) { hasColour = depth != .none }

    private func style(_ ink: ColourRole, on paper: ColourRole, bold: Bool = false) -> Style {
        hasColour ? Style(foreground: .role(ink), background: .role(paper), bold: bold) : Style(bold: bold)
    }

    private func style(_ ink: ColourRole, on paper: ColourRole, bold: Bool = false, otherwise: Style) -> Style {
        hasColour ? Style(foreground: .role(ink), background: .role(paper), bold: bold) : otherwise
    }

    // The menu screens (home, settings, teams, help…).

    /// The background and body text of the menu screens.
    public var menu: Style { style(.menuInk, on: .menuPaper) }
    public var menuTitle: Style { style(.menuTitle, on: .menuPaper, bold: true) }
    /// A secondary line (tagline, hint).
    public var menuHint: Style { style(.menuHint, on: .menuPaper) }
    /// The chosen row of a list.
    public var selected: Style { style(.selectionInk, on: .selectionPaper, bold: true, otherwise: Style(bold: true, reverse: true)) }
    /// A placeholder on a menu row or on the chosen row (a default name the first typed character replaces):
    /// the hint's ink, not bold.
    public func placeholder(on style: Style) -> Style {
        var dim = style
        if hasColour { dim.foreground = .role(style.background == .role(.selectionPaper) ? .selectionHint : .menuHint) }
        dim.bold = false
        return dim
    }
    /// A problem to read now.
    public var warning: Style { style(.warningInk, on: .warningPaper, bold: true, otherwise: Style(bold: true, underline: true)) }

    // The game screens.

    /// The background and text of a round (`RoundPalette`).
    public func round(_ kind: RoundKind) -> Style {
        let palette = RoundPalette.of(kind)
        return style(palette.ink, on: palette.paper)
    }

    /// Headings on a round's background.
    public func roundTitle(_ kind: RoundKind) -> Style {
        let palette = RoundPalette.of(kind)
        return style(palette.title, on: palette.paper, bold: true)
    }

    /// The paper card the word is written on.
    public var card: Style { style(.cardInk, on: .cardPaper, bold: true, otherwise: Style(bold: true, reverse: true)) }
    /// Small text on the card.
    public var cardNote: Style { style(.cardNote, on: .cardPaper, otherwise: Style(reverse: true)) }
    /// The countdown, and the countdown in its last ten seconds (another ink, and bold and blinking without
    /// colour).
    public func countdown(urgent: Bool) -> Style {
        style(urgent ? .urgentInk : .countdownInk, on: .cardPaper, bold: true, otherwise: Style(bold: true, reverse: true, blink: urgent))
    }
    /// The time bar under the countdown: its fill on its track, the urgent fill in the last ten seconds.
    public func timeBar(urgent: Bool) -> Style {
        style(urgent ? .timeBarUrgent : .timeBar, on: .timeTrack, otherwise: Style(bold: urgent))
    }
    /// The plain-text status bar of a turn.
    public var statusBar: Style { style(.statusInk, on: .statusPaper, otherwise: Style(reverse: true)) }
    /// The keys footer at the bottom of every screen.
    public var footer: Style { style(.footerInk, on: .footerPaper, otherwise: Style(reverse: true)) }
    public var footerKey: Style { style(.footerKey, on: .footerPaper, bold: true, otherwise: Style(bold: true, reverse: true)) }
    /// A struck word at review: the round's muted ink (not bold without colour).
    public func struck(on background: Style) -> Style {
        var style = background
        style.underline = false
        if hasColour {
            if case .role(let paper) = background.background,
               let palette = RoundPalette.all.first(where: { $0.palette.paper == paper })?.palette {
                style.foreground = .role(palette.muted)
            }
        } else {
            style.bold = false
        }
        return style
    }

    /// The final screen: gold.
    public var final: Style { style(.finalInk, on: .finalPaper) }
    public var finalTitle: Style { style(.finalTitle, on: .finalPaper, bold: true) }
    /// The trophy over the winner's step.
    public var trophy: Style { style(.finalTitle, on: .finalPaper, bold: true, otherwise: Style(bold: true)) }
    public var podium: Style { style(.podiumInk, on: .podiumPaper, bold: true, otherwise: Style(bold: true, reverse: true)) }
    /// The pieces of confetti falling over the podium, in turn.
    public func confetti(_ index: Int) -> Style {
        let inks: [ColourRole] = [.finalTitle, .podiumPaper, .posePaper, .mimePaper, .describePaper]
        return style(inks[abs(index) % inks.count], on: .finalPaper, bold: true, otherwise: Style(bold: true))
    }

    /// The screen flashed once when time is up.
    public var flash: Style { style(.flashInk, on: .flashPaper, bold: true, otherwise: Style(bold: true, reverse: true)) }
}
