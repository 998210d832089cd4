import ArgumentParser
import PappersPacks

/// `pappers packs validate`: checks pack files, one line per problem.
struct PacksValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check word pack files and print every problem as FILE:LINE:COLUMN: message.",
        discussion: """
            Prints "FILE: ok (N words)" for each valid file and one line per problem otherwise (at most 100 per \
            file, then a count of the rest). Files sharing a pack id are an error; a word that two files of the \
            same language both hold is a warning. Exits 0 when every file is valid, 65 when any is not, 66 when \
            the only problem is files that do not exist.

            Example:
              pappers packs validate wordpacks/ca/*.json
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The pack files to check.", valueName: "FILE"))
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one pack file to validate.") }
    }

    func run() throws {
        var output = OutputBuffer()
        var catalog = PackCatalog()
        var failures: [PackProblems] = []
        for path in files {
            let load = PackLoader.loadFile(at: path)
            if let failure = catalog.add(load) {
                failures.append(failure.problems)
                for line in failure.problems.lines { try output.line(line) }
            } else if let pack = load.pack {
                try output.line("\(pack.source.displayPath): ok (\(pack.words.count) \(pack.words.count == 1 ? "word" : "words"))")
            }
        }
        for warning in catalog.duplicatesAcrossPacks() { try output.line("\(warning)") }
        try output.flush()
        if !failures.isEmpty { throw ExitCode(PacksCommand.failureStatus(failures).code) }
    }
}
