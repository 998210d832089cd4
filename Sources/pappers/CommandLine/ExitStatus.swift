import Foundation
import PappersText

/// The exit codes of `pappers`, from sysexits.h.
enum ExitStatus: Int32 {
    case success = 0
    /// The command line was wrong.
    case usage = 64
    /// A file or database held bad data: an invalid pack, a malformed or tampered record.
    case badData = 65
    /// A file or game that was named does not exist.
    case missingInput = 66
    /// The program needs something this environment lacks: a terminal, say.
    case unavailable = 69
    /// Reading or writing failed.
    case ioError = 74

    var code: Int32 { rawValue }

    static let helpText = """
        Exit codes: 0 success, 64 usage, 65 bad data (invalid pack, malformed or differing record), \
        66 missing file or game, 69 no interactive terminal, 74 input/output error.
        """
}

/// An error that ends a command with one clear line and a distinct exit code.
struct Failure: Error, CustomStringConvertible {
    let status: ExitStatus
    let message: String

    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    var description: String { message }

    /// Prints `pappers: MESSAGE` on standard error, with anything that could drive the terminal made inert
    /// (nothing for an empty message). Standard error full or closed loses the line, not the exit code.
    static func report(_ failure: Failure) {
        StandardStreams.complain(failure.message)
    }
}
