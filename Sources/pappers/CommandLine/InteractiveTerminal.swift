import Foundation

/// Whether the game can take over the terminal: standard input and output must both be one.
enum InteractiveTerminal {
    /// Which stream is not a terminal, as a clause for a message ("standard output is not a terminal"), or
    /// nil when both are.
    static func whatIsMissing() -> String? {
        switch (isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1) {
        case (true, true): nil
        case (false, true): "standard input is not a terminal"
        case (true, false): "standard output is not a terminal"
        case (false, false): "neither standard input nor standard output is a terminal"
        }
    }

    /// Fails with exit 69 and the line `message` makes of `whatIsMissing()`, unless both streams are terminals.
    static func require(_ message: (String) -> String) throws(Failure) {
        guard let missing = whatIsMissing() else { return }
        throw Failure(.unavailable, message(missing))
    }
}
