import Foundation
import Testing

/// The game's stage reaches the screens and their keys whole: PappersApp and PappersUI switch on `stage` and take
/// the data of its case (the plan at hand-off, the running turn, the review, the carry-over), so no screen can
/// ask for a review the game is not in and fall back to something that should never be drawn. A read of the
/// engine's optional views of a stage (`state.turn`, `state.review`, `state.plan`, `state.carry`, the `active…`
/// questions) or of its record name (`Phase`, `.phase`) in their sources fails here.
@Suite struct StageReadTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// What a read of the stage's optional views, or of its record name, looks like in source.
    static var optionalRead: Regex<(Substring, Substring?)> { #/\bstate\??\.(turn|review|plan|carry|phase|activeTeam|activeDescriber|activeGuesser|activeGuessers)\b|\bPhase\b/# }

    /// Each line of the Swift files under `Sources/<module>` that matches `pattern`, as "file:line: text".
    static func lines(in module: String, matching pattern: some RegexComponent) throws -> [String] {
        let folder = sources.appendingPathComponent(module)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var found: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(pattern) {
                found.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test(arguments: ["PappersApp", "PappersUI"])
    func screensAndKeysSwitchOnTheStage(module: String) throws {
        let found = try Self.lines(in: module, matching: Self.optionalRead)
        #expect(found.isEmpty, "switch on `state.stage` and take its case's data instead:\n\(found.joined(separator: "\n"))")
    }

    /// The scan sees what it looks for: the engine itself answers those questions.
    @Test func theScanFindsTheEnginesOwnReads() throws {
        #expect(try !Self.lines(in: "PappersEngine", matching: Self.optionalRead).isEmpty)
        #expect(try !Self.lines(in: "PappersUI", matching: #/\bstate\.stage\b/#).isEmpty)
    }
}
