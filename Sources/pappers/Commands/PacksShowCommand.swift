import ArgumentParser
import Foundation
import PappersPacks
import PappersText

/// `pappers packs show`: one pack's header and its words, by level.
struct PacksShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one word pack: its header and its words grouped by level.",
        discussion: """
            ID_OR_FILE is the id of a built-in or user pack, or the path of a pack file. Words that are not \
            family-friendly are marked "[adults]". A file that does not load prints its problems on standard \
            error and exits 65 (66 when it does not exist).

            Examples:
              pappers packs show en-animals
              pappers packs show ./my-pack.json
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("A pack id, or the path of a pack file.", valueName: "ID_OR_FILE"))
    var pack: String

    func run() throws {
        let pack = try resolve()
        var output = OutputBuffer()
        try output.lines(Self.render(pack))
        try output.flush()
    }

    /// The pack named: a file when the argument looks like a path or names an existing file, else an id.
    private func resolve() throws -> WordPack {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: pack, isDirectory: &isFolder)
        if (exists && !isFolder.boolValue) || pack.hasSuffix(".json") || pack.contains("/") {
            let load = PackLoader.loadFile(at: pack)
            guard let problems = load.problems else { return load.pack! }
            if problems.isMissingFile { throw Failure(.missingInput, "\(load.source.displayPath): no such file") }
            for line in problems.lines { StandardStreams.tell(line) }
            throw Failure(
                .badData,
                "\(load.source.displayPath) is not a valid pack (\(problems.count) \(problems.count == 1 ? "problem" : "problems"))")
        }
        let catalog = PacksCommand.catalog(global: global, files: [])
        guard let found = catalog.pack(id: pack) else {
            throw Failure(.missingInput, "no pack has the id \"\(UnsafeText.inert(pack))\"; `pappers packs list` shows them")
        }
        return found
    }

    /// The header, then each level's words, one per line.
    static func render(_ pack: WordPack) -> String {
        let header = pack.header
        var rows: [[String]] = [
            ["language", Languages.name(of: header.language).map { "\(header.language) (\($0))" } ?? header.language],
            ["version", header.version],
        ]
        if let description = header.description, !description.isEmpty { rows.append(["description", description]) }
        if let author = header.author, !author.isEmpty { rows.append(["author", author]) }
        if let license = header.license, !license.isEmpty { rows.append(["license", license]) }
        rows.append(["source", "\(pack.source.kindName): \(pack.source.displayPath)"])
        rows.append(["words", "\(pack.words.count) (\(pack.familyFriendlyCount) family-friendly)"])

        var output = "\(header.name) (\(header.id))\n"
        output += TextTable.render(rows).split(separator: "\n").map { "  \($0)\n" }.joined()
        for level in WordLevel.allCases {
            let words = pack.words.filter { $0.level == level }
            guard !words.isEmpty else { continue }
            output += "\nLevel \(level.rawValue), \(level) (\(words.count) \(words.count == 1 ? "word" : "words"))\n"
            for word in words {
                var line = "  " + word.text
                if !word.isFamilyFriendly { line += "  [adults]" }
                if let hint = word.hint { line += "  — \(hint)" }
                output += line + "\n"
            }
        }
        return output
    }
}
