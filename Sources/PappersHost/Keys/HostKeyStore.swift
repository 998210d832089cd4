#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the host key is kept: the executable gives the host its data directory's file (`HostKeyFile`), tests
/// a place of their own.
public protocol HostKeyStore {
    /// The bytes kept, or nil when there are none yet.
    func read() throws(HostKeyProblem) -> [UInt8]?
    /// Keeps `bytes` if nothing is kept yet, whole or not at all; false when something already was (another
    /// host made it first).
    func create(_ bytes: [UInt8]) throws(HostKeyProblem) -> Bool
}

/// The host key in a file, with the store's file rules: never through a symbolic link, only a plain file of the
/// user's own with one name, readable by nobody else (mode 0600, as OpenSSH requires of a private key).
///
/// A new key is written whole to a temporary file beside it (created with `O_CREAT | O_EXCL | O_NOFOLLOW`,
/// mode 0600, flushed to disk) and then given its name with `link`, which never replaces what is there: a
/// host killed while writing leaves no half key, and two hosts starting at once keep one key.
public struct HostKeyFile: HostKeyStore, Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func read() throws(HostKeyProblem) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP { throw .unreadable("\(path) is a symbolic link") }
            throw .unreadable("\(path): \(Self.describe(code))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable("\(path): \(Self.describe(errno))") }
        if let problem = Self.problem(with: status) { throw .unreadable("\(path) \(problem)") }
        guard Int(status.st_size) <= OpenSSHPrivateKey.maximumBytes else {
            throw .malformed("\(status.st_size) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: OpenSSHPrivateKey.maximumBytes + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw .unreadable("\(path): \(Self.describe(errno))")
            }
            count += read
        }
        return Array(bytes[..<count])
    }

    public func create(_ bytes: [UInt8]) throws(HostKeyProblem) -> Bool {
        let temporary = "\(path).\(getpid()).new"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor < 0 && errno == EEXIST {
            // Left by a host of the same process number that was killed while writing: its name only goes.
            unlink(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw .unwritable("\(temporary): \(Self.describe(errno))") }
        defer { unlink(temporary) }
        let written = Self.writeAll(bytes, to: descriptor)
        // The mode asked for is cut by the umask, never widened; fchmod makes it exactly 0600.
        let kept = written && fchmod(descriptor, 0o600) == 0 && fsync(descriptor) == 0
        let code = errno
        close(descriptor)
        guard kept else { throw .unwritable("\(temporary): \(Self.describe(code))") }
        if link(temporary, path) == 0 { return true }
        if errno == EEXIST { return false }
        throw .unwritable("\(path): \(Self.describe(errno))")
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static func problem(with status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a folder"
        default: return "is not a plain file"
        }
        if status.st_uid != geteuid() { return "belongs to another user (uid \(status.st_uid))" }
        if status.st_nlink > 1 { return "has \(status.st_nlink) names (hard links)" }
        if status.st_mode & 0o077 != 0 {
            return "is readable by others (mode \(String(status.st_mode & 0o777, radix: 8)); it must be 0600)"
        }
        return nil
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// The C `read`, under a name that `HostKeyFile.read()` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
