/// Why the terminal could not start. Each description is one line, fit to print as it is.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal(stream: String)
    /// `TERM` is not set, or set to the empty string.
    case terminalTypeNotSet
    /// `TERM` names a terminal type with no terminfo entry on this system.
    case unknownTerminalType(String)
    /// `TERM` names a terminal that cannot move the cursor (such as `dumb`), so no screen can be drawn.
    case terminalCannotMoveCursor(String)
    /// Another `Terminal` is running in this process: there is only one screen.
    case alreadyInUse

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "Pappers needs an interactive terminal, and standard \(stream) is not one."
        case .terminalTypeNotSet:
            "The terminal type is not set: set TERM (for example TERM=xterm-256color)."
        case .unknownTerminalType(let name):
            "The terminal type TERM=\(Self.printable(name)) is unknown on this system: "
                + "install its terminfo entry or set TERM=xterm-256color."
        case .terminalCannotMoveCursor(let name):
            "The terminal type TERM=\(Self.printable(name)) cannot move the cursor, which a full-screen game needs: "
                + "run it in a terminal emulator, or set TERM=xterm-256color."
        case .alreadyInUse:
            "The terminal is already in use by this program."
        }
    }

    /// `text` with control characters shown as `?`, so that an odd TERM cannot drive the terminal when printed.
    private static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) ? "?" : scalar
        }))
    }
}
