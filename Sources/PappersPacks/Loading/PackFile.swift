import PappersText

/// Reading a pack file from disk: the one place where packs meet the file system.
public enum PackFile {
    /// The bytes of the file at `path`, or the problem that stopped reading it: missing, a folder, not a
    /// regular file, larger than `limit` bytes, or an I/O error. Never reads more than `limit` + 1 bytes, even
    /// from a file that grows while it is read. `expected` names what the file should be, in messages.
    public static func read(
        path: String, displayPath: String, limit: Int = PackFormat.maxFileBytes, expected: String = "a pack file",
        followingLinks: Bool = true
    ) -> Result<[UInt8], PackProblems> {
        BoundedInput.read(path: path, limit: limit, followingLinks: followingLinks).mapError { problem in
            let message = switch problem {
            case .missing: "no such file; expected \(expected)"
            case .folder: "is a folder; expected \(expected)"
            case .notRegularFile: "is not a regular file; expected \(expected)"
            case .symbolicLink: "is a symbolic link, which the packs folder never reads through; expected \(expected) of its own"
            case .tooLarge: problem.description
            case .unreadable(let code): "cannot read the file: \(BoundedInput.Problem.describe(errno: code))"
            }
            let kind: PackProblem.Kind = problem == .missing ? .missingFile : .unreadable
            return PackProblems(PackProblem(file: displayPath, position: .start, message: message, kind: kind))
        }
    }
}
