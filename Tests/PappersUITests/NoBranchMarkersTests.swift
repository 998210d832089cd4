import Foundation
import Testing

/// The sources carry no branch markers (`// MARK: look-feel`, `// pairs-mode`): a MARK names a section of its
/// file, in words, and what a branch added is in the history, not in the code.
@Suite struct NoBranchMarkersTests {
    @Test func noSourceFileCarriesABranchMarker() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let marker = /\/\/ MARK: *[a-z]+(-[a-z0-9]+)* *(:|$)|\S.*\/\/ [a-z]+(-[a-z0-9]+)+( \(.*\))?$/
        var found: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(marker) {
                found.append("\(file.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
