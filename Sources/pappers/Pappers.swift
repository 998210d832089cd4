import ArgumentParser
import Foundation
import PappersText

/// The `pappers` command: the home screen by default, and the commands testers and scripts use.
@main
struct Pappers: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pappers",
        abstract: "The hat game for one laptop: describe, one word, mime.",
        discussion: """
            Teams race a countdown to make their partners guess the words of one bowl over three rounds: \
            describe, one word, mime. Run `pappers` alone for the home screen.

            Examples:
              pappers                                  # the home screen
              pappers play --team "Reds:Ana,Bru" --team "Blues:Cai,Dani"
              pappers continue                         # the saved game
              pappers packs list                       # the word packs
              pappers simulate --seed 42 --games 1000 --json
              pappers history                          # the games played
              pappers stats                            # records across games
              pappers export 3 > game.json && pappers replay game.json --headless
              pappers import game.json --data-dir copy # a record into a data directory

            Environment: PAPPERS_HOME (the data directory), XDG_DATA_HOME, NO_COLOR (any value: no colour), \
            LC_ALL, LC_MESSAGES and LANG (the interface language: en, ca or es).

            \(ExitStatus.helpText)
            """,
        version: PappersVersion.current,
        subcommands: [
            HomeCommand.self, PlayCommand.self, ContinueCommand.self, PacksCommand.self,
            HistoryCommand.self, ExportCommand.self, ReplayCommand.self, SimulateCommand.self,
            ImportCommand.self, StatsCommand.self, HostCommand.self, HostEchoCommand.self,
        ],
        defaultSubcommand: HomeCommand.self
    )

    /// Runs the command; a `Failure` becomes one line on standard error and its exit code, never a trace.
    /// Every message that may quote the command line is made inert first: an argument holding an escape
    /// sequence must not drive the terminal that shows the error.
    ///
    /// The parser's own errors are one line too (`--words must be from 5 to 500, not -3`), without the usage
    /// lines: those are for `--help`. Help and version text that cannot be written exits 74, and so does a
    /// command that succeeded but lost a line on standard error (`StandardStreams`).
    ///
    /// `pappers` alone opens the home screen without parsing: swift-argument-parser reflects over every
    /// command and option before it looks at the arguments, which took 2 to 5 ms before the first frame.
    static func main() {
        StandardStreams.prepare()
        do {
            if CommandLine.arguments.count <= 1 {
                try Launch.run(.home, dataDirectory: nil)
            } else {
                let arguments = Array(CommandLine.arguments.dropFirst())
                if let unknown = CommandLineArguments.unknownHelpTopic(arguments, root: Pappers.self) {
                    throw Failure(.usage, unknown)
                }
                var command = try parseAsRoot(CommandLineArguments.normalised(arguments))
                try command.run()
            }
            if StandardStreams.lostErrorLine { Foundation.exit(ExitStatus.ioError.code) }
        } catch let failure as Failure {
            Failure.report(failure)
            Foundation.exit(failure.status.code)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help, --version, `help COMMAND`: the text asked for, on standard output.
                let text = fullMessage(for: error)
                do {
                    try StandardStreams.output(text.hasSuffix("\n") ? text : text + "\n")
                } catch let failure {
                    Failure.report(failure)
                    Foundation.exit(failure.status.code)
                }
            } else {
                StandardStreams.complain(CommandLineArguments.oneLine(message(for: error)))
            }
            Foundation.exit(code.rawValue)
        }
    }
}
