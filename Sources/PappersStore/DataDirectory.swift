import Foundation

/// The one folder that holds everything Pappers keeps: the database and the user's own packs.
///
/// Chosen, in order, from `--data-dir`, `$PAPPERS_HOME`, `$XDG_DATA_HOME/pappers`, then
/// `~/.local/share/pappers`. Created with permissions 0700, since it holds the players' names.
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

    /// Creates the folder (and its parents) with permissions 0700 if it does not exist yet.
    ///
    /// A folder that exists must be the user's own, and is made private: one that grants group or others any
    /// access is narrowed to 0700 (the players' names are theirs alone). A folder owned by someone else, or a
    /// shared one with the sticky bit (`/tmp`), is refused rather than narrowed, and so is one that others can
    /// write when it cannot be narrowed.
    public func create() throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw DataDirectoryError.notAFolder(path) }
            try makePrivate()
            return
        }
        do {
            try manager.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DataDirectoryError.cannotCreate(path, reason: error.localizedDescription)
        }
    }

    private func makePrivate() throws {
        var status = stat()
        guard stat(path, &status) == 0 else { return }  // gone meanwhile: opening the database will say
        if status.st_uid != geteuid() {
            throw DataDirectoryError.notPrivate(path, reason: "it belongs to another user (uid \(status.st_uid))")
        }
        if status.st_mode & S_ISVTX != 0 {
            throw DataDirectoryError.notPrivate(path, reason: "it is a shared folder (sticky bit)")
        }
        if status.st_mode & 0o077 != 0, chmod(path, 0o700) != 0, status.st_mode & 0o022 != 0 {
            throw DataDirectoryError.notPrivate(
                path, reason: "others can write to it and it cannot be made 0700: \(String(cString: strerror(errno)))")
        }
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

/// Why the data directory cannot be used.
public enum DataDirectoryError: Error, Equatable, CustomStringConvertible {
    case notAFolder(String)
    case cannotCreate(String, reason: String)
    /// The folder exists but is not the user's private one, and cannot be made so.
    case notPrivate(String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path) exists and is not a folder"
        case .cannotCreate(let path, let reason): "cannot create the data directory \(path): \(reason)"
        case .notPrivate(let path, let reason):
            "the data directory \(path) cannot be kept private: \(reason); choose a folder of your own (--data-dir)"
        }
    }
}
