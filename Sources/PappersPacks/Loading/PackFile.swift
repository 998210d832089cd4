import PappersText

/// Reading a pack file from disk: the one place where packs meet the file system.
public enum PackFile {
    /// The bytes of the file at `path`, or the problem that stopped reading it: missing, a folder, not a
    /// regular file, larger than `limit` bytes, or an I/O error. Never reads more than `limit` + 1 bytes, even
    /// from a file that grows while it is read.
    public static func read(path: String, displayPath: String, limit: Int = PackFormat.maxFileBytes)
        -> Result<[UInt8], PackProblems>
    {
        BoundedInput.read(path: path, limit: limit).mapError { problem in
            let message = switch problem {
            case .missing: "no such file; expected a pack file"
            case .folder: "is a folder; expected a pack file"
            case .notRegularFile: "is not a regular file; expected a pack file"
            case .tooLarge: problem.description
            case .unreadable(let code): "cannot read the file: \(BoundedInput.Problem.describe(errno: code))"
            }
            let kind: PackProblem.Kind = problem == .missing ? .missingFile : .unreadable
            return PackProblems(PackProblem(file: displayPath, position: .start, message: message, kind: kind))
        }
    }
}
