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
    public func create() throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw DataDirectoryError.notAFolder(path) }
            return
        }
        do {
            try manager.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DataDirectoryError.cannotCreate(path, reason: error.localizedDescription)
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

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path) exists and is not a folder"
        case .cannotCreate(let path, let reason): "cannot create the data directory \(path): \(reason)"
        }
    }
}
