import Foundation
import PappersCanvas
import Testing

/// No screen names a hue: every colour in every golden grid is a theme role (or the terminal's own), so that
/// the roles are all the depths need (ThemeContrastTests measures them at each depth).
@Suite struct NoRawColourTests {
    @Test func everyGoldenGridDrawsWithRolesOnly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Golden.folder.path).filter { $0.hasSuffix(".txt") }
        #expect(files.count > 100)
        let allowed = Set(ColourRole.allCases.map(\.rawValue) + ["terminal"])
        for file in files {
            let text = try String(contentsOf: Golden.folder.appendingPathComponent(file), encoding: .utf8)
            guard let legend = text.components(separatedBy: "\nlegend\n").last else { continue }
            for line in legend.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard words.count >= 4, words[2] == "on" else { continue }
                #expect(allowed.contains(words[1]) && allowed.contains(words[3]), "\(file): \(line)")
            }
        }
    }
}
