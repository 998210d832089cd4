import Foundation
import Testing
import PappersCanvas
import PappersUI

/// Renders compared with the committed text in `Golden/BlockFont/`: any change to a glyph fails here until
/// the golden file is updated on purpose. To update them, run the tests with `PAPPERS_RECORD_GOLDEN=1`,
/// review the diff of the golden files, and commit it.
@Suite struct BlockFontGoldenTests {
    @Test(arguments: [
        ("PAPPERS", "pappers"),
        ("ÉLÉPHANT", "elephant"),
        ("PINGÜINO", "pinguino"),
        ("COL·LEGI", "col-legi"),
        ("ÇA", "ca"),
        ("STRAẞE", "strasse"),
        ("Straße", "strasse"),
        ("STRASSE", "strasse"),
        ("0123456789", "digits"),
        ("L'ÓS", "l-os"),
        ("Æ Œ Ø ÅÑ Ÿ", "letters-of-their-own"),
        ("'’‘\"“”·-.,!¡?¿&:()/+", "punctuation"),
    ])
    func blockFont(text: String, golden: String) throws {
        let grid = try #require(BlockFont.render(text, style: .plain))
        try expectGolden(grid, named: golden)
    }

    @Test func countdownDigits() throws {
        try expectGolden(try #require(BlockFont.Digits.render("60", style: .plain)), named: "countdown-60")
        try expectGolden(try #require(BlockFont.Digits.render("10:00", style: .plain)), named: "countdown-10-00")
    }

    /// The grid's rows, trailing spaces trimmed, one per line.
    private func expectGolden(
        _ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let actual = grid.text + "\n"
        if let record = ProcessInfo.processInfo.environment["PAPPERS_RECORD_GOLDEN"], !record.isEmpty {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Golden/BlockFont")
            try actual.write(to: folder.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
            Issue.record("recorded Golden/BlockFont/\(name).txt: review it, run again", sourceLocation: sourceLocation)
            return
        }
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Golden/BlockFont"),
            "no golden file Golden/BlockFont/\(name).txt (record it with PAPPERS_RECORD_GOLDEN=1)",
            sourceLocation: sourceLocation
        )
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name): got\n\(actual)", sourceLocation: sourceLocation)
    }
}
