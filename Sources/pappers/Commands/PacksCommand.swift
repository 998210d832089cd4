import ArgumentParser
import Foundation
import PappersPacks
import PappersStore

/// `pappers packs`: the word packs the program sees, one pack in full, and checking pack files.
struct PacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packs",
        abstract: "List, show, validate, check and make word packs, and draw a bowl from them.",
        discussion: """
            Packs come from three places: those built into the program, the user's folder \
            (<data dir>/packs/*.json), and files named with --pack. See docs/wordpacks.md for the format.

            Example:
              pappers packs list
            """,
        version: PappersVersion.current,
        subcommands: [
            PacksListCommand.self, PacksShowCommand.self, PacksValidateCommand.self, PacksCheckCommand.self,
            PacksDrawCommand.self, PacksNewCommand.self,
        ],
        defaultSubcommand: PacksListCommand.self
    )

    @OptionGroup var global: GlobalOptions
}

extension PacksCommand {
    /// The built-in packs, the user's folder under the chosen data directory, then `files`.
    static func catalog(global: GlobalOptions, files: [String]) -> PackCatalog {
        PackCatalog.load(userFolder: global.directory.packsFolder, files: files)
    }

    /// The exit status for problems with files the user named: 66 when they are all missing, else 65.
    static func failureStatus(_ problems: [PackProblems]) -> ExitStatus {
        problems.allSatisfy(\.isMissingFile) ? .missingInput : .badData
    }
}
