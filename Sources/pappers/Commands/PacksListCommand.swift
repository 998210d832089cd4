import ArgumentParser
import PappersJSON
import PappersPacks
import PappersText

/// `pappers packs list`: every pack found, and every pack that failed with its first problem.
struct PacksListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every word pack: built in, in the user's folder, and named with --pack.",
        discussion: """
            One line per pack: id, language, name, words (and how many are family-friendly), source and file. \
            Packs that failed to load follow, each with its first problem. The exit status is 0 unless a file \
            named with --pack failed (65, or 66 when missing).

            Examples:
              pappers packs list
              pappers packs list --json --pack my-pack.json
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("A pack file to add to the list (repeatable).", valueName: "FILE"))
    var pack: [String] = []

    @Flag(name: .long, help: "Print one JSON document instead of a table.")
    var json = false

    func run() throws {
        let catalog = PacksCommand.catalog(global: global, files: pack)
        var output = OutputBuffer()
        try output.lines(json ? Self.json(catalog) : Self.table(catalog))
        try output.flush()
        let named = catalog.failures.filter { if case .file = $0.source { true } else { false } }
        if !named.isEmpty {
            throw ExitCode(PacksCommand.failureStatus(named.map(\.problems)).code)
        }
    }

    /// The human listing: an aligned table, then the failures.
    static func table(_ catalog: PackCatalog) -> String {
        var output = ""
        if catalog.packs.isEmpty {
            output += "No packs found.\n"
        } else {
            let header = ["ID", "LANG", "NAME", "WORDS", "FAMILY", "SOURCE", "FILE"]
            let rows = catalog.packs.map { pack in
                [pack.id, pack.language, pack.name, "\(pack.words.count)", "\(pack.familyFriendlyCount)",
                 pack.source.kindName, pack.source.displayPath]
            }
            output += TextTable.render([header] + rows, rightAligned: [3, 4])
        }
        if !catalog.failures.isEmpty {
            let count = catalog.failures.count
            output += "\n\(count) \(count == 1 ? "pack" : "packs") did not load:\n"
            for failure in catalog.failures {
                guard let first = failure.problems.first else { continue }
                let more = failure.problems.count - 1
                output += "  \(first)\(more > 0 ? " (and \(more) more \(more == 1 ? "problem" : "problems"))" : "")\n"
            }
        }
        return output
    }

    /// The JSON listing, keys in a fixed order.
    static func json(_ catalog: PackCatalog) -> String {
        let packs = catalog.packs.map { pack in
            JSON.object([
                ("id", .string(pack.id)),
                ("language", .string(pack.language)),
                ("name", .string(pack.name)),
                ("version", .string(pack.header.version)),
                ("words", .number(pack.words.count)),
                ("familyFriendlyWords", .number(pack.familyFriendlyCount)),
                ("source", .string(pack.source.kindKey)),
                ("path", .string(pack.source.displayPath)),
            ])
        }
        let failures = catalog.failures.map { failure in
            JSON.object([
                ("source", .string(failure.source.kindKey)),
                ("path", .string(failure.source.displayPath)),
                ("problems", .number(failure.problems.count)),
                ("firstProblem", failure.problems.first.map { problem in
                    .object([
                        ("line", .number(problem.line)),
                        ("column", .number(problem.column)),
                        ("message", .string(problem.message)),
                    ])
                } ?? .null),
            ])
        }
        return JSON.object([("packs", .array(packs)), ("failed", .array(failures))]).text(layout: JSONLayout.flatOnOneLine) + "\n"
    }
}

/// Columns of text aligned by their width on a terminal (accents and wide characters included).
enum TextTable {
    static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let widths = rows.reduce(into: [Int]()) { widths, row in
            for (column, cell) in row.enumerated() {
                let width = TextWidth.columns(of: cell)
                if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
            }
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - TextWidth.columns(of: cell))
                if rightAligned.contains(column) { return padding + cell }
                return column == row.count - 1 ? cell : cell + padding
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
