import ArgumentParser
import Foundation

/// The `pappers` command: the home screen by default, and the commands testers and scripts use.
@main
struct Pappers: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pappers",
        abstract: "The hat game for one laptop: describe, one word, mime.",
        discussion: ExitStatus.helpText,
        version: PappersVersion.current,
        subcommands: [
            HomeCommand.self, PlayCommand.self, ContinueCommand.self, PacksCommand.self,
            HistoryCommand.self, ExportCommand.self, ReplayCommand.self, SimulateCommand.self,
        ],
        defaultSubcommand: HomeCommand.self
    )

    /// Runs the command; a `Failure` becomes one line on standard error and its exit code, never a trace.
    ///
    /// `pappers` alone opens the home screen without parsing: swift-argument-parser reflects over every
    /// command and option before it looks at the arguments, which took 2 to 5 ms before the first frame.
    static func main() {
        do {
            if CommandLine.arguments.count <= 1 {
                try Launch.run(.home, dataDirectory: nil)
                return
            }
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as Failure {
            Failure.report(failure)
            Foundation.exit(failure.status.code)
        } catch {
            exit(withError: error)
        }
    }
}
