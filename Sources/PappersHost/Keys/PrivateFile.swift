#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PappersStore
import PappersText

/// A small file the host keeps in the data directory (its key, the players it remembers), by the store's file
/// rules: read through `StoreFile` (never through a symbolic link, only a plain file of the user's own with one
/// name) and refused when anyone else may read it; written whole through `FileWriter` with mode 0600 (less the
/// umask), never through a link.
enum PrivateFile {
    /// Why a file could not be read or written, in words that name it.
    enum Problem: Error, Equatable {
        case unreadable(String)
        case unwritable(String)
        case tooLarge(Int)

        var detail: String {
            switch self {
            case .unreadable(let detail), .unwritable(let detail): detail
            case .tooLarge(let bytes): "\(bytes) bytes, more than it can be"
            }
        }
    }

    /// The file's bytes, or nil when there is no file; refused past `maximumBytes`.
    static func read(_ path: String, maximumBytes: Int) throws(Problem) -> [UInt8]? {
        var status = stat()
        if lstat(path, &status) != 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw .unreadable("\(path): \(describe(code))")
        }
        let descriptor: Int32
        do {
            descriptor = try StoreFile.open(path, O_RDONLY)
        } catch {
            throw .unreadable(Self.describe(error, path: path))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .unreadable("\(path): \(describe(errno))") }
        if status.st_mode & 0o077 != 0 {
            throw .unreadable("\(path): others may read it (mode \(String(status.st_mode & 0o777, radix: 8)); it must be 0600)")
        }
        guard Int(status.st_size) <= maximumBytes else { throw .tooLarge(Int(status.st_size)) }
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw .unreadable("\(path): \(describe(errno))")
            }
            count += read
        }
        guard count <= maximumBytes else { throw .tooLarge(count) }
        return Array(bytes[..<count])
    }

    /// Makes the file with `bytes` if there is none (nothing at all at `path`, not even a link); false when
    /// something is there already.
    static func create(_ bytes: [UInt8], at path: String) throws(Problem) -> Bool {
        do {
            try FileWriter.write(bytes, to: path, replacing: false, mode: 0o600)
            return true
        } catch .exists {
            return false
        } catch {
            throw .unwritable(error.description)
        }
    }

    /// Replaces the file with `bytes` in one step (or makes it); a link or anything but a plain file in its
    /// place is refused.
    static func replace(_ bytes: [UInt8], at path: String) throws(Problem) {
        do {
            try FileWriter.write(bytes, to: path, replacing: true, mode: 0o600)
        } catch {
            throw .unwritable(error.description)
        }
    }

    private static func describe(_ error: StoreError, path: String) -> String {
        switch error {
        case .notAFile(_, let detail), .notWritable(_, let detail): "\(path): \(detail.lowercased())"
        default: error.description
        }
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// The C `read`, under a name that `PrivateFile.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
