import Foundation
import PappersCanvas
import Testing

/// docs/rules.md names the colours of the two new rounds as the screen shows them (it said cyan and magenta
/// while the screen showed amber and purple): each named colour is the one its 24-bit hue is closest to.
@Suite struct RoundColourNamesTests {
    /// A hue's common name from its angle on the colour wheel.
    static func name(of rgb: UInt32) -> String {
        let r = Double((rgb >> 16) & 0xFF) / 255, g = Double((rgb >> 8) & 0xFF) / 255, b = Double(rgb & 0xFF) / 255
        let high = max(r, g, b), low = min(r, g, b), chroma = high - low
        guard chroma > 0.1 else { return "grey" }
        var angle: Double
        if high == r { angle = 60 * ((g - b) / chroma) } else if high == g { angle = 60 * ((b - r) / chroma + 2) } else {
            angle = 60 * ((r - g) / chroma + 4)
        }
        if angle < 0 { angle += 360 }
        let names: [(Double, String)] = [
            (15, "red"), (50, "amber"), (70, "yellow"), (165, "green"), (195, "cyan"), (255, "blue"), (290, "purple"),
            (335, "magenta"), (360, "red"),
        ]
        return names.first { angle < $0.0 }!.1
    }

    @Test func theRulesNameTheNewRoundsColoursAsTheScreenShowsThem() throws {
        let rules = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/rules.md"), encoding: .utf8)
        for (round, role) in [("Sounds", ColourRole.soundsPaper), ("Pose", .posePaper)] {
            let named = "**\(round)** (\(Self.name(of: role.hue.rgb))):"
            #expect(rules.contains(named), "docs/rules.md should say \(named)")
        }
        #expect(Self.name(of: 0xFFAF00) == "amber" && Self.name(of: 0x8700D7) == "purple" && Self.name(of: 0x00AFAF) == "cyan")
    }
}
