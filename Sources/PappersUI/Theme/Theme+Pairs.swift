import PappersCanvas
import PappersEngine

extension Theme {
    /// How much a pair of colours must stand out: text, or large text and marks (the block letters and big
    /// digits, the time bar), for which WCAG asks less.
    public enum PairKind: Sendable { case text, large }

    /// Every ink-on-paper pair the colour theme draws, named, for the contrast checks (ThemeContrastTests): each
    /// style the theme gives, each round's set (sounds and pose included), the time bar on its track.
    public static var everyPair: [(name: String, ink: ColourRole, paper: ColourRole, kind: PairKind)] {
        var pairs: [(String, ColourRole, ColourRole, PairKind)] = []
        let theme = Theme.colour
        func add(_ name: String, _ style: Style, _ kind: PairKind = .text) {
            guard case .role(let ink) = style.foreground, case .role(let paper) = style.background else { return }
            pairs.append((name, ink, paper, kind))
        }
        add("menu", theme.menu)
        add("menu title", theme.menuTitle)
        add("menu hint", theme.menuHint)
        add("selection", theme.selected)
        add("placeholder", theme.placeholder(on: theme.menu))
        add("placeholder on the selection", theme.placeholder(on: theme.selected))
        add("warning", theme.warning)
        for (name, palette) in RoundPalette.all {
            pairs.append(("\(name) text", palette.ink, palette.paper, .text))
            pairs.append(("\(name) title", palette.title, palette.paper, .text))
            pairs.append(("\(name) struck", palette.muted, palette.paper, .text))
        }
        add("card", theme.card)
        add("card note", theme.cardNote)
        add("countdown", theme.countdown(urgent: false))
        add("urgent countdown", theme.countdown(urgent: true))
        add("time bar", theme.timeBar(urgent: false), .large)
        add("urgent time bar", theme.timeBar(urgent: true), .large)
        add("status bar", theme.statusBar)
        add("footer", theme.footer)
        add("footer key", theme.footerKey)
        add("final", theme.final)
        add("final title", theme.finalTitle)
        add("trophy", theme.trophy, .large)
        add("podium", theme.podium)
        add("flash", theme.flash)
        return pairs
    }
}
