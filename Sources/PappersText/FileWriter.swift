#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one writer of files (a pack made by `packs new`, the record of a game that could not be saved): whole or
/// not at all, replacing only a regular file, never through a symbolic link.
///
/// The bytes go to a hidden temporary file beside the target (the pack loader ignores names starting with a
/// dot), created new (`O_EXCL`, never through a link), flushed to disk, and then take the target's name in one
/// step. Without `replacing`, anything at the target (a file, a link, a FIFO…) is left alone, even one that
/// appears meanwhile. With it, only a regular file is replaced: a symbolic link, a FIFO, a device, a socket or
/// a folder is refused before anything is written (`--output /dev/null --force` must never replace the
/// system's /dev/null). A folder that must not be a link (the data directory's packs folder) is opened with
/// `O_NOFOLLOW`, and every step is taken relative to that one opening.
public enum FileWriter {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Something is at the target already.
        case exists(String)
        /// The target is not a regular file (what it is: "a symbolic link", "a FIFO"…): never replaced.
        case notARegularFile(String, kind: String)
        /// The system refused: the path and the reason.
        case cannotWrite(String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path): "\(path) exists already"
            case .notARegularFile(let path, let kind): "\(path) is \(kind), not a regular file; it is never replaced"
            case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    /// Writes `bytes` to `path` (see the type). `mode` is the new file's (less the umask); with
    /// `folderMayBeALink` false, a symbolic link in place of the folder is refused.
    public static func write(
        _ bytes: [UInt8], to path: String, replacing: Bool, mode: mode_t = 0o666, folderMayBeALink: Bool = true
    ) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "." + name + ".\(getpid()).tmp"
        func failure(_ code: Int32, _ target: String = path) -> Failure {
            .cannotWrite(target, reason: String(cString: strerror(code)).lowercased())
        }

        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (folderMayBeALink ? 0 : O_NOFOLLOW))
        guard folderDescriptor >= 0 else {
            let code = errno
            throw code == ELOOP || (code == ENOTDIR && isLink(folder))
                ? .notARegularFile(folder, kind: "a symbolic link to a folder") : failure(code, folder)
        }
        defer { close(folderDescriptor) }
        if replacing, let kind = kind(of: name, in: folderDescriptor) { throw .notARegularFile(path, kind: kind) }

        let descriptor = openat(folderDescriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(errno) }
        if let code = writeAll(bytes, to: descriptor) {
            unlinkat(folderDescriptor, temporary, 0)
            throw failure(code)
        }
        if replacing {
            guard renameat(folderDescriptor, temporary, folderDescriptor, name) == 0 else {
                let code = errno
                unlinkat(folderDescriptor, temporary, 0)
                throw failure(code)
            }
        } else {
            let linked = linkat(folderDescriptor, temporary, folderDescriptor, name, 0) == 0
            let code = errno
            unlinkat(folderDescriptor, temporary, 0)
            if !linked {
                if code == EEXIST { throw .exists(path) }
                // A file system without hard links: the file is made new in place, never over another.
                guard [EPERM, EOPNOTSUPP, ENOSYS].contains(code) else { throw failure(code) }
                try writeNew(bytes, name: name, in: folderDescriptor, mode: mode, path: path)
            }
        }
        fsync(folderDescriptor)
    }

    /// What is at `name` in the folder when it is not a regular file ("a symbolic link", "a FIFO"…); nil for a
    /// regular file or nothing at all.
    private static func kind(of name: String, in folder: Int32) -> String? {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a plain file"
        }
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates `name` new (never over anything, never through a link) and writes it whole, or removes it.
    private static func writeNew(_ bytes: [UInt8], name: String, in folder: Int32, mode: mode_t, path: String) throws(Failure) {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let code = errno
            throw code == EEXIST ? .exists(path) : .cannotWrite(path, reason: String(cString: strerror(code)).lowercased())
        }
        if let code = writeAll(bytes, to: descriptor) {
            unlinkat(folder, name, 0)
            throw .cannotWrite(path, reason: String(cString: strerror(code)).lowercased())
        }
    }

    /// Writes every byte, syncs and closes `descriptor`; the error number of the step that failed, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var code: Int32?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    code = count < 0 ? errno : EIO
                    return
                }
            }
        }
        if code == nil, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == nil { code = errno }
        return code
    }
}

/// The C `write`, under a name that `FileWriter` does not hide.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
