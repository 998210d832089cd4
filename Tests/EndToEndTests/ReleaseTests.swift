import Foundation
import PappersTestSupport
import Testing

/// Release 1.1.0: the program, the changelog and the packaging say the same version, and the release is dated.
@Suite(.onItsOwnThreadInTurn) struct ReleaseTests {
    static let released = "1.1.0"

    @Test func theProgramSaysItsReleasedVersion() throws {
        let binary = TerminalTmux.productsDirectory.appendingPathComponent("pappers").path
        let run = try ProgramRun.run(binary, ["--version"])
        #expect(run.status == 0)
        #expect(run.output == Self.released + "\n")
    }

    /// CHANGELOG.md's section of the release has a heading with its date ("## 1.1.0 — 2026-11-26"), a real day
    /// no later than today, and the section the release came from is no longer "Unreleased (1.1)".
    @Test func theChangelogDatesTheRelease() throws {
        let changelog = try String(
            contentsOf: DocumentationTests.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
        let heading = try #require(headings.first { $0.hasPrefix("## \(Self.released) — ") }, "\(headings)")
        let date = String(heading.dropFirst("## \(Self.released) — ".count))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let day = try #require(formatter.date(from: date), "not a date: \(date)")
        #expect(formatter.string(from: day) == date)
        #expect(day <= Date())
        #expect(!headings.contains { $0.hasPrefix("## Unreleased (1.1)") })
    }

    /// The packaging guide installs the package of this version (scripts/package-deb names it from the sources).
    @Test func thePackagingGuideNamesTheReleasesPackage() throws {
        let guide = try String(
            contentsOf: DocumentationTests.repository.appendingPathComponent("docs/packaging.md"), encoding: .utf8)
        #expect(guide.contains("pappers_\(Self.released)_amd64.deb"))
    }
}
