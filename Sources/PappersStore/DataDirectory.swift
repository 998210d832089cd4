import Foundation

/// The one folder that holds everything Pappers keeps: the database and the user's own packs.
///
/// Chosen, in order, from `--data-dir`, `$PAPPERS_HOME`, `$XDG_DATA_HOME/pappers`, then
/// `~/.local/share/pappers`. Created with permissions 0700, since it holds the players' names.
///
/// Pappers changes the permissions of a folder only when it created it, or when the folder holds Pappers' own
/// files and nothing else (`isPappersFile`: their exact names). Any other folder, an empty one included, is the
/// user's business: it is used as it is when it is the user's own and nobody else can write to it, and refused
/// otherwise. System folders (another
/// user's, a shared one with the sticky bit, or one on a pseudo-filesystem such as /proc or /sys) are refused
/// before anything is changed.
public struct DataDirectory: Equatable, Sendable {
    /// The folder, absolute.
    public let path: String

    public init(path: String) {
        self.path = DataDirectory.absolute(path)
    }

    /// The folder the options and environment choose.
    public static func resolve(explicit: String?, environment: [String: String]) -> DataDirectory {
        if let explicit, !explicit.isEmpty { return DataDirectory(path: explicit) }
        if let home = environment["PAPPERS_HOME"], !home.isEmpty { return DataDirectory(path: home) }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty, xdg.hasPrefix("/") {
            return DataDirectory(path: xdg + "/pappers")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return DataDirectory(path: home + "/.local/share/pappers")
    }

    /// Where the database lives.
    public var databasePath: String { path + "/pappers.sqlite" }

    /// Where players drop packs of their own.
    public var packsFolder: String { path + "/packs" }

    /// Where `pappers host` keeps its SSH host key (ed25519, OpenSSH's format).
    public var hostKeyPath: String { path + "/host_ed25519_key" }

    /// Where `pappers host` keeps the players it lets in by their public key, with their names.
    public var rememberedPlayersPath: String { path + "/remembered_players" }

    /// Whether `name`, in the data directory, is exactly one of the names Pappers gives what it puts there: the
    /// database and the files SQLite keeps beside it, the lock, the packs folder, the host's key and remembered
    /// players, and a database or log moved aside (`pappers.sqlite.unusable-YYYYMMDD-HHMMSS`,
    /// `pappers.sqlite.orphaned-…-wal`). A name that only starts like one (`pappers-notes.txt`) is the user's.
    public static func isPappersFile(_ name: String) -> Bool {
        if ownNames.contains(name) { return true }
        return name.hasPrefix("pappers.sqlite.")
            && movedAside.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }

    private static let ownNames: Set<String> = [
        "packs", "pappers.lock", "pappers.sqlite", "pappers.sqlite-wal", "pappers.sqlite-shm", "pappers.sqlite-journal",
        "host_ed25519_key", "remembered_players",
    ]

    private static let movedAside = try! NSRegularExpression(
        pattern: #"^pappers\.sqlite\.(unusable|orphaned)-[0-9]{8}-[0-9]{6}(-[0-9]+)?(-wal|-shm|-journal)?$"#)

    /// Makes the folder ready to keep things in: creates it (parents included) with permissions 0700 when it
    /// does not exist, or checks the one that does (see the type's description). Nothing is changed in a
    /// folder that is refused.
    public func create() throws(DataDirectoryError) {
        var status = stat()
        if stat(path, &status) != 0 {
            let code = errno
            guard code == ENOENT else { throw .cannotCreate(path, reason: Self.reason(code, path)) }
            if try createMissing() { return }
            guard stat(path, &status) == 0 else { throw .cannotCreate(path, reason: Self.reason(errno, path)) }
        }
        try checkUsable(status)
        try makePrivateIfOnlyPappers(status)
    }

    /// Checks, without changing anything, that the folder can be read from: it does not exist (nothing kept
    /// yet), or it is a folder that is not on a pseudo-filesystem. For the commands that only read.
    public func checkReadable() throws(DataDirectoryError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw .cannotRead(path, reason: Self.reason(code, path)) }
            // Not made yet: fine, unless it never could be (under a pseudo-filesystem).
            var ancestor = (path as NSString).deletingLastPathComponent
            while stat(ancestor, &status) != 0, ancestor != "/" { ancestor = (ancestor as NSString).deletingLastPathComponent }
            if let system = Self.pseudoFilesystem(at: ancestor) { throw .systemFolder(path, filesystem: system) }
            return
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(path) }
        if let system = Self.pseudoFilesystem(at: path) { throw .systemFolder(path, filesystem: system) }
    }

    // MARK: Creating

    /// Creates the missing folders down to `path` (the last one 0700); false when another process created the
    /// last one meanwhile, so that it is checked as an existing folder.
    private func createMissing() throws(DataDirectoryError) -> Bool {
        var missing: [String] = []
        var ancestor = path
        var status = stat()
        while stat(ancestor, &status) != 0 {
            let code = errno
            guard code == ENOENT, ancestor != "/" else { throw .cannotCreate(path, reason: Self.reason(code, ancestor)) }
            missing.append(ancestor)
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotCreate(path, reason: "\(ancestor) is not a folder")
        }
        if let system = Self.pseudoFilesystem(at: ancestor) { throw .systemFolder(path, filesystem: system) }
        for folder in missing.reversed() {
            let last = folder == path
            if mkdir(folder, last ? 0o700 : 0o755) != 0 {
                let code = errno
                if code == EEXIST {
                    if last { return false }
                    continue
                }
                throw .cannotCreate(path, reason: Self.reason(code, folder))
            }
            if last { chmod(folder, 0o700) }  // whatever the umask
        }
        return true
    }

    // MARK: Checking

    /// Refuses what is not a folder, a system folder, another user's folder or a shared one.
    private func checkUsable(_ status: stat) throws(DataDirectoryError) {
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(path) }
        if let system = Self.pseudoFilesystem(at: path) { throw .systemFolder(path, filesystem: system) }
        if status.st_uid != geteuid() {
            throw .notPrivate(path, reason: "it belongs to another user (uid \(status.st_uid))")
        }
        if status.st_mode & S_ISVTX != 0 {
            throw .notPrivate(path, reason: "it is a shared folder (sticky bit)")
        }
    }

    /// Narrows a folder that holds Pappers' files and nothing else to 0700; keeps any other folder (an empty one
    /// too) as it is, unless others can write to it.
    private func makePrivateIfOnlyPappers(_ status: stat) throws(DataDirectoryError) {
        let mode = status.st_mode
        guard mode & 0o077 != 0 else { return }
        let writableByOthers = mode & 0o022 != 0
        guard holdsOnlyPappersFiles else {
            if writableByOthers {
                throw .notPrivate(path, reason: "it is not only Pappers' and others can write to it")
            }
            return
        }
        if chmod(path, 0o700) != 0, writableByOthers {
            throw .notPrivate(
                path, reason: "others can write to it and it cannot be made 0700: \(String(cString: strerror(errno)))")
        }
    }

    /// Whether the folder holds Pappers' own files and nothing else (an empty folder does not).
    private var holdsOnlyPappersFiles: Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return !names.isEmpty && names.allSatisfy(Self.isPappersFile)
    }

    /// The name of the pseudo-filesystem `path` is on (proc, sysfs, …), or nil for a filesystem that keeps
    /// files. Told by `statfs(2)`'s magic numbers.
    ///
    /// Swift's Glibc module does not import `statfs`, so it is called through `dlsym`; its `f_type`, a `long`,
    /// is the structure's first field on 64-bit Linux.
    static func pseudoFilesystem(at path: String) -> String? {
        typealias StatFS = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Int32
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "statfs") else { return nil }
        let call = unsafeBitCast(symbol, to: StatFS.self)
        var info = [Int64](repeating: 0, count: 32)  // struct statfs is 120 bytes on x86_64 and arm64
        guard info.withUnsafeMutableBytes({ call(path, $0.baseAddress!) }) == 0 else { return nil }
        return pseudoFilesystems[info[0]]
    }

    /// The magic numbers of linux/magic.h for filesystems that hold no files of their own.
    private static let pseudoFilesystems: [Int64: String] = [
        0x9fa0: "proc", 0x6265_6572: "sysfs", 0x1cd1: "devpts", 0x6462_6720: "debugfs",
        0x7472_6163: "tracefs", 0x7363_6673: "securityfs", 0x27e0eb: "cgroup", 0x6367_7270: "cgroup2",
        0xcafe_4a11: "bpf", 0x6165_676c: "pstore", 0x6265_6570: "configfs", 0xde5e_81e4: "efivarfs",
        0x6573_5543: "fusectl", 0x1980_0202: "mqueue", 0x6e73_6673: "nsfs", 0xf97c_ff8c: "selinuxfs",
        0x4249_4e4d: "binfmt_misc", 0x0187: "autofs",
    ]

    /// Why `path` cannot be reached, in words: for ENOTDIR, which part of it is a file.
    private static func reason(_ code: Int32, _ path: String) -> String {
        guard code == ENOTDIR else { return String(cString: strerror(code)) }
        var part = (path as NSString).deletingLastPathComponent
        var status = stat()
        while part != "/" {
            if stat(part, &status) == 0, status.st_mode & S_IFMT != S_IFDIR { return "\(part) is not a folder" }
            part = (part as NSString).deletingLastPathComponent
        }
        return "a part of \(path) is not a folder"
    }

    private static func absolute(_ path: String) -> String {
        var expanded = path
        if expanded == "~" || expanded.hasPrefix("~/") {
            expanded = NSHomeDirectory() + expanded.dropFirst()
        }
        if !expanded.hasPrefix("/") {
            expanded = FileManager.default.currentDirectoryPath + "/" + expanded
        }
        return URL(fileURLWithPath: expanded).standardizedFileURL.path
    }
}

/// Why the data directory cannot be used, in one line that says how to choose another.
public enum DataDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
    case notAFolder(String)
    case cannotCreate(String, reason: String)
    case cannotRead(String, reason: String)
    /// The folder exists but is not the user's private one, and cannot be made so.
    case notPrivate(String, reason: String)
    /// The folder is on a pseudo-filesystem (/proc, /sys…), which keeps no files.
    case systemFolder(String, filesystem: String)

    private static let way = "choose a folder of your own with --data-dir or PAPPERS_HOME"

    public var description: String {
        switch self {
        case .notAFolder(let path): "the data directory \(path) exists and is not a folder; \(Self.way)"
        case .cannotCreate(let path, let reason): "cannot create the data directory \(path): \(reason); \(Self.way)"
        case .cannotRead(let path, let reason): "cannot read the data directory \(path): \(reason); \(Self.way)"
        case .notPrivate(let path, let reason): "the data directory \(path) cannot be kept private: \(reason); \(Self.way)"
        case .systemFolder(let path, let filesystem):
            "the data directory \(path) is on the system's \(filesystem) filesystem, which keeps no files; \(Self.way)"
        }
    }
}
