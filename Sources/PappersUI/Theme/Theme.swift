import PappersCanvas
import PappersEngine

/// The colours of every screen, vivid by default and monochrome when colour is off (`NO_COLOR`, a terminal
/// without colours). Colour is never the only signal: round names are written out, the last seconds are
/// bold, the selection is reversed.
public struct Theme: Sendable {
    public let hasColour: Bool

    public init(colour: Bool) { hasColour = colour }

    public static let colour = Theme(colour: true)
    public static let monochrome = Theme(colour: false)

    private func style(_ foreground: Colour, on background: Colour, bold: Bool = false) -> Style {
        hasColour ? Style(foreground: foreground, background: background, bold: bold) : Style(bold: bold)
    }

    // The menu screens (home, settings, teams, help…).

    /// The background and body text of the menu screens.
    public var menu: Style { style(.white, on: .magenta) }
    public var menuTitle: Style { style(.yellow, on: .magenta, bold: true) }
    /// A secondary line (tagline, hint).
    public var menuHint: Style { style(.cyan, on: .magenta) }
    /// The chosen row of a list.
    public var selected: Style {
        hasColour ? Style(foreground: .black, background: .yellow, bold: true) : Style(bold: true, reverse: true)
    }
    /// A problem to read now.
    public var warning: Style {
        hasColour ? Style(foreground: .yellow, background: .red, bold: true) : Style(bold: true, underline: true)
    }

    // The game screens.

    /// The background of a round: blue for describe, green for one word, red for mime, cyan for sounds,
    /// magenta for pose.
    public func round(_ kind: RoundKind) -> Style {
        switch kind {
        case .describe: style(.white, on: .blue)
        case .oneWord: style(.black, on: .green)
        case .mime: style(.white, on: .red)
        case .sounds: style(.black, on: .cyan)
        case .pose: style(.white, on: .magenta)
        }
    }

    /// Headings on a round's background.
    public func roundTitle(_ kind: RoundKind) -> Style {
        switch kind {
        case .describe: style(.yellow, on: .blue, bold: true)
        case .oneWord: style(.black, on: .green, bold: true)
        case .mime: style(.yellow, on: .red, bold: true)
        case .sounds: style(.black, on: .cyan, bold: true)
        case .pose: style(.yellow, on: .magenta, bold: true)
        }
    }

    /// The paper card the word is written on.
    public var card: Style { hasColour ? Style(foreground: .black, background: .white, bold: true) : Style(bold: true, reverse: true) }
    /// Small text on the card.
    public var cardNote: Style { hasColour ? Style(foreground: .blue, background: .white) : Style(reverse: true) }
    /// The countdown, and the countdown in its last ten seconds (red, and bold and blinking without colour).
    public func countdown(urgent: Bool) -> Style {
        if hasColour {
            return Style(foreground: urgent ? .red : .black, background: .white, bold: true)
        }
        return Style(bold: true, reverse: true, blink: urgent)
    }
    /// The plain-text status bar of a turn.
    public var statusBar: Style { hasColour ? Style(foreground: .black, background: .cyan) : Style(reverse: true) }
    /// The keys footer at the bottom of every screen.
    public var footer: Style { hasColour ? Style(foreground: .white, background: .black) : Style(reverse: true) }
    public var footerKey: Style {
        hasColour ? Style(foreground: .yellow, background: .black, bold: true) : Style(bold: true, reverse: true)
    }
    /// A struck word at review.
    public func struck(on background: Style) -> Style {
        var style = background
        style.underline = false
        if hasColour { style.foreground = .black } else { style.bold = false }
        return style
    }

    /// The final screen: gold.
    public var final: Style { style(.black, on: .yellow) }
    public var finalTitle: Style { style(.red, on: .yellow, bold: true) }
    public var podium: Style { hasColour ? Style(foreground: .white, background: .blue, bold: true) : Style(bold: true, reverse: true) }
}
