#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a pack file from disk: the one place where packs meet the file system.
public enum PackFile {
    /// The bytes of the file at `path`, or the problem that stopped reading it: missing, a folder, not a
    /// regular file, larger than `limit` bytes, or an I/O error. Never reads more than `limit` + 1 bytes, even
    /// from a file that grows while it is read.
    public static func read(path: String, displayPath: String, limit: Int = PackFormat.maxFileBytes)
        -> Result<[UInt8], PackProblems>
    {
        func failure(_ message: String, _ kind: PackProblem.Kind = .unreadable) -> Result<[UInt8], PackProblems> {
            .failure(PackProblems(PackProblem(file: displayPath, position: .start, message: message, kind: kind)))
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return failure("no such file; expected a pack file", .missingFile) }
            return failure("cannot read the file: \(describe(errno: code))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return failure("is a folder; expected a pack file")
        default: return failure("is not a regular file; expected a pack file")
        }
        if Int(status.st_size) > limit { return failure(tooLarge(Int(status.st_size), limit: limit)) }

        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure("cannot open the file: \(describe(errno: errno))") }
        defer { close(descriptor) }
        var readError: Int32 = 0
        let capacity = min(max(Int(status.st_size), 0), limit) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = 0
            while initialized < capacity {
                let count = systemRead(descriptor, buffer.baseAddress! + initialized, capacity - initialized)
                if count > 0 {
                    initialized += count
                } else if count == 0 {
                    return
                } else if errno != EINTR {
                    readError = errno
                    return
                }
            }
        }
        if readError != 0 { return failure("cannot read the file: \(describe(errno: readError))") }
        // The file grew since it was measured: read on, but only to know it is too large.
        if bytes.count == capacity, capacity <= limit {
            var extra = [UInt8](repeating: 0, count: limit + 1 - capacity)
            let more = extra.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if more > 0 { bytes.append(contentsOf: extra[..<more]) }
        }
        if bytes.count > limit { return failure(tooLarge(bytes.count, limit: limit, atLeast: true)) }
        return .success(bytes)
    }

    private static func tooLarge(_ size: Int, limit: Int, atLeast: Bool = false) -> String {
        let megabytes = limit >= 1 << 20 ? " (\(limit >> 20) MB)" : ""
        return "is \(atLeast ? "more than \(limit)" : "\(size)") bytes; expected at most \(limit) bytes\(megabytes)"
    }

    private static func describe(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// The C `read`, under a name that `PackFile.read` does not hide.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
