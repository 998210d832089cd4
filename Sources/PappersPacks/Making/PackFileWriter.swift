#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a pack file whole or not at all: the text goes to a hidden temporary file beside the target (the
/// loader ignores names starting with a dot), is flushed to disk, and then takes the target's name in one
/// step. Without `replacing`, an existing file (or symbolic link) at the target is never touched, even one
/// that appears meanwhile. The temporary file is created new, never through a symbolic link.
public enum PackFileWriter {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Something is at the target already.
        case exists(String)
        /// The system refused: the path and the reason.
        case cannotWrite(String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path): "\(path) exists already"
            case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    public static func write(_ text: String, to path: String, replacing: Bool) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder == "/" ? "" : folder) + "/." + name + ".\(getpid()).tmp"
        func failure(_ code: Int32, _ target: String = path) -> Failure {
            .cannotWrite(target, reason: String(cString: strerror(code)).lowercased())
        }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno) }
        var written = true
        var code: Int32 = 0
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    written = false
                    code = errno
                    return
                }
            }
        }
        if written, fsync(descriptor) != 0 {
            written = false
            code = errno
        }
        if close(descriptor) != 0, written {
            written = false
            code = errno
        }
        guard written else {
            unlink(temporary)
            throw failure(code)
        }
        if replacing {
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                throw failure(code)
            }
        } else {
            let linked = link(temporary, path) == 0
            let code = errno
            unlink(temporary)
            guard linked else { throw code == EEXIST ? .exists(path) : failure(code) }
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}

/// The C `write`, under a name that `PackFileWriter.write` does not hide.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
