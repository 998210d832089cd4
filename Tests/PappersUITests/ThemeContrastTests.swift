import Foundation
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// Colours people can read from the sofa: every ink-on-paper pair of the theme measured at each depth with the
/// WCAG 2 contrast formula (the 256-colour hues as xterm's palette shows them, the eight as xterm's default
/// palette), and the round papers compared as people with protanopia, deuteranopia and tritanopia see them.
@Suite struct ThemeContrastTests {
    /// The 0xRRGGBB a role shows at `depth`.
    static func rgb(_ role: ColourRole, at depth: ColourDepth) -> UInt32 {
        switch depth {
        case .truecolor: role.hue.rgb
        case .palette256: XtermPalette.rgb(role.hue.xterm)
        case .eight, .none: XtermPalette.basic[role.hue.basic.ansiNumber ?? 0]
        }
    }

    static func channels(_ rgb: UInt32) -> [Double] {
        [Double(rgb >> 16 & 0xFF), Double(rgb >> 8 & 0xFF), Double(rgb & 0xFF)].map { $0 / 255 }
    }

    /// sRGB to linear light.
    static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// WCAG 2 relative luminance.
    static func luminance(_ rgb: UInt32) -> Double {
        let c = channels(rgb).map(linear)
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    }

    /// WCAG 2 contrast ratio, 1 to 21.
    static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The bar a pair must reach at a depth: 4.5:1 for text at 24-bit and 256 colours (3:1 for large text and
    /// marks), 3:1 for everything in eight colours.
    static func bar(_ kind: Theme.PairKind, at depth: ColourDepth) -> Double {
        depth == .eight || kind == .large ? 3 : 4.5
    }

    @Test(arguments: [ColourDepth.truecolor, .palette256, .eight])
    func everyPairOfTheThemeReachesItsBar(depth: ColourDepth) {
        let pairs = Theme.everyPair
        #expect(pairs.count >= 34, "every style and every round's set is measured")
        for pair in pairs {
            let ratio = Self.contrast(Self.rgb(pair.ink, at: depth), Self.rgb(pair.paper, at: depth))
            #expect(ratio >= Self.bar(pair.kind, at: depth),
                    "\(pair.name) (\(pair.ink) on \(pair.paper)) at \(depth.rawValue): \(String(format: "%.2f", ratio)):1")
        }
    }

    /// The 1.0.0 theme's pairs on xterm's palette fail the bar: the check would have caught them.
    @Test func theOldEightColourThemeFailsTheCheck() {
        let old: [(String, Colour, Colour)] = [
            ("menu hint", .cyan, .magenta), ("menu title", .yellow, .magenta), ("struck describe", .black, .blue),
        ]
        for (name, ink, paper) in old {
            let ratio = Self.contrast(XtermPalette.basic[ink.ansiNumber!], XtermPalette.basic[paper.ansiNumber!])
            #expect(ratio < 3, "\(name)")
        }
    }

    // MARK: Colour vision

    /// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
    static let deficiencies: [(name: String, matrix: [[Double]])] = [
        ("protanopia", [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
        ("deuteranopia", [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
        ("tritanopia", [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
        ("normal vision", [[1, 0, 0], [0, 1, 0], [0, 0, 1]]),
    ]

    /// CIE L*a*b* (D65) of linear RGB.
    static func lab(_ linearRGB: [Double]) -> [Double] {
        let c = linearRGB.map { min(1, max(0, $0)) }
        let x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047
        let y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
        let z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
    }

    /// CIE76 ΔE between two colours as a person with `matrix`'s vision sees them.
    static func difference(_ a: UInt32, _ b: UInt32, _ matrix: [[Double]]) -> Double {
        func seen(_ rgb: UInt32) -> [Double] {
            let c = channels(rgb).map(linear)
            return lab(matrix.map { row in zip(row, c).map(*).reduce(0, +) })
        }
        return sqrt(zip(seen(a), seen(b)).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }

    /// A clear difference: ΔE 20, well past the 2.3 of a just noticeable one, so the papers read as different
    /// colours at a glance, not merely as different shades.
    static let clearDifference = 20.0

    @Test(arguments: [ColourDepth.truecolor, .palette256, .eight])
    func theFiveRoundPapersStayApartForEveryColourVision(depth: ColourDepth) {
        let papers = RoundPalette.all.map { ($0.name, Self.rgb($0.palette.paper, at: depth)) }
        #expect(papers.count == 5)
        for (vision, matrix) in Self.deficiencies {
            for i in papers.indices {
                for j in papers.indices where j > i {
                    let delta = Self.difference(papers[i].1, papers[j].1, matrix)
                    #expect(delta >= Self.clearDifference,
                            "\(papers[i].0) and \(papers[j].0) at \(depth.rawValue), \(vision): ΔE \(String(format: "%.1f", delta))")
                }
            }
        }
    }

    @Test func eachRoundKindHasItsOwnPalette() {
        let kinds = RoundKind.allCases.map(RoundPalette.of)
        #expect(Set(kinds.map(\.paper)).count == RoundKind.allCases.count)
        #expect(Set(RoundPalette.all.map(\.palette.paper)).count == 5)
    }
}
