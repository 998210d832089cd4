#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one reader of untrusted input, packs and records alike: a file or an open descriptor (standard input),
/// never more than `limit` + 1 bytes in memory, whatever the source holds (`/dev/zero`, a sparse file of
/// gigabytes, a file that grows while it is read).
public enum BoundedInput {
    /// Why the input could not be read.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// No such file (or a path through something that is not a folder).
        case missing
        case folder
        /// A device, a socket, a pipe given by name.
        case notRegularFile
        /// A symbolic link where one is refused: nothing was read through it.
        case symbolicLink
        /// Larger than the limit: `size` when known from the file system, else `nil` (more than `limit`).
        case tooLarge(size: Int?, limit: Int)
        /// The error number of an open or read that failed.
        case unreadable(errno: Int32)

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .folder: "is a folder"
            case .notRegularFile: "is not a regular file"
            case .symbolicLink: "is a symbolic link"
            case .tooLarge(let size, let limit):
                "is \(size.map(String.init) ?? "more than \(limit)") bytes; expected at most \(limit) bytes"
                    + (limit >= 1 << 20 ? " (\(limit >> 20) MB)" : "")
            case .unreadable(let code): "cannot be read: \(Self.describe(errno: code))"
            }
        }

        /// `strerror`, in lower case, to fit in a sentence.
        public static func describe(errno code: Int32) -> String {
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text).lowercased()
        }
    }

    /// The bytes of the regular file at `path`. Without `followingLinks`, a symbolic link there is refused
    /// unread (the files of the data directory: a link in it could point anywhere).
    public static func read(path: String, limit: Int, followingLinks: Bool = true) -> Result<[UInt8], Problem> {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else {
            let code = errno
            return .failure(code == ENOENT || code == ENOTDIR ? .missing : .unreadable(errno: code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.folder)
        case S_IFLNK: return .failure(.symbolicLink)
        default: return .failure(.notRegularFile)
        }
        if Int(status.st_size) > limit { return .failure(.tooLarge(size: Int(status.st_size), limit: limit)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return .failure(errno == ELOOP ? .symbolicLink : .unreadable(errno: errno)) }
        defer { close(descriptor) }
        return read(descriptor: descriptor, limit: limit, expected: Int(status.st_size))
    }

    /// The bytes of `descriptor` up to its end, read in pieces: at most `limit` + 1 bytes are ever held, the
    /// last one only to know that the input is too large.
    public static func read(descriptor: Int32, limit: Int, expected: Int = 0) -> Result<[UInt8], Problem> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(expected, 0), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, wanted) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(errno == EISDIR ? .folder : .unreadable(errno: errno))
            }
        }
        return .failure(.tooLarge(size: nil, limit: limit))
    }
}

/// The C `read`, under a name that `BoundedInput.read` does not hide.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
