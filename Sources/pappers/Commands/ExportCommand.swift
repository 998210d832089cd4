import ArgumentParser
import Foundation
import PappersStore

/// `pappers export GAME_ID`: a game's whole record as one JSON document.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a game's whole record as JSON: settings, seed, teams, bowl, journal, result.",
        discussion: """
            The format ("pappers-record", version 1) is described in docs/records.md. The file can be replayed \
            and checked anywhere with `pappers replay FILE --headless`. Game ids come from `pappers history`.

            Example:
              pappers export 3 > game-3.json
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The game's id, as `pappers history` lists it.", valueName: "GAME_ID"))
    var gameID: Int

    func run() throws {
        let record = try RecordAccess.record(id: gameID, global)
        var output = OutputBuffer()
        var json = record.exportedJSON()
        if json.hasSuffix("\n") { json.removeLast() }
        try output.line(json)
        try output.flush()
    }
}
