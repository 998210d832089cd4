import PappersJSON

/// One problem with a pack, where it is and what was expected.
public struct PackProblem: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem, for exit codes and for telling errors from warnings.
    public enum Kind: Hashable, Sendable {
        /// The file does not exist.
        case missingFile
        /// The file exists but could not be read (a folder, no permission, an I/O error, too large).
        case unreadable
        /// The file's content breaks the format.
        case invalid
        /// Worth knowing, but the pack still loads (a word that another pack of the language also holds).
        case warning
    }

    /// The file, as `PackSource.displayPath` names it.
    public let file: String
    /// Where in the file; line 1, column 1 for problems with the whole file.
    public let position: SourcePosition
    /// What is wrong and what was expected, in one line, never echoing unsafe characters.
    public let message: String
    public let kind: Kind

    public init(file: String, position: SourcePosition, message: String, kind: Kind = .invalid) {
        self.file = file
        self.position = position
        self.message = message
        self.kind = kind
    }

    public var line: Int { position.line }
    public var column: Int { position.column }

    /// `FILE:LINE:COLUMN: message`, with `warning: ` before the message of a warning.
    public var description: String { "\(file):\(line):\(column): \(kind == .warning ? "warning: " : "")\(message)" }
}

/// Every problem of one file: the first `PackFormat.maxListedProblems` in the order of the file, and how many
/// more there were.
public struct PackProblems: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as `PackSource.displayPath` names it.
    public let file: String
    /// The problems listed, in the order of the file.
    public let listed: [PackProblem]
    /// Problems found beyond the listed ones.
    public let omitted: Int

    public init(file: String, listed: [PackProblem], omitted: Int = 0) {
        self.file = file
        self.listed = listed
        self.omitted = omitted
    }

    /// One problem alone.
    public init(_ problem: PackProblem) {
        self.init(file: problem.file, listed: [problem])
    }

    /// How many problems there are in all.
    public var count: Int { listed.count + omitted }

    /// The first problem, the one a short listing shows.
    public var first: PackProblem? { listed.first }

    /// Whether the only trouble is that the file does not exist.
    public var isMissingFile: Bool { omitted == 0 && !listed.isEmpty && listed.allSatisfy { $0.kind == .missingFile } }

    /// One line per listed problem, then `FILE: and N more problems` when some were left out.
    public var lines: [String] {
        var lines = listed.map(\.description)
        if omitted > 0 { lines.append("\(file): and \(MessageText.count(omitted, "more problem"))") }
        return lines
    }

    public var description: String { lines.joined(separator: "\n") }
}
