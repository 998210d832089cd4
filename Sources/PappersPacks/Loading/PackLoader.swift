import Foundation

/// Loads packs from their three places: built into the program, the user's packs folder, and files named on
/// the command line. Nothing is read until one of these is called.
public enum PackLoader {
    /// Loads the pack at `path`, named on the command line.
    public static func loadFile(at path: String) -> PackLoad {
        load(.file(path: path))
    }

    /// Loads one pack from wherever `source` says.
    public static func load(_ source: PackSource) -> PackLoad {
        switch source {
        case .builtIn(let path):
            guard let text = BuiltInPacks.text(at: path) else {
                let problem = PackProblem(
                    file: source.displayPath, position: .start, message: "no such built-in pack", kind: .missingFile)
                return PackLoad(source: source, result: .failure(PackProblems(problem)))
            }
            return PackLoad(source: source, result: PackDecoder.decode(text: text, source: source))
        case .user(let path), .file(let path):
            // A pack of the user's folder is read as a plain file only: a link there could point anywhere.
            var followingLinks = true
            if case .user = source { followingLinks = false }
            let result = PackFile.read(path: path, displayPath: source.displayPath, followingLinks: followingLinks)
                .flatMap { PackDecoder.decode($0, source: source) }
            return PackLoad(source: source, result: result)
        }
    }

    /// Loads every `*.json` file of the user's packs folder, by name. A folder that does not exist holds no
    /// packs; one that cannot be read, or is a symbolic link, gives one failed load naming it. A pack that is a
    /// symbolic link fails unread.
    public static func loadUserFolder(_ folder: String) -> [PackLoad] {
        var status = stat()
        guard lstat(folder, &status) == 0 else { return [] }
        let source = PackSource.user(path: folder)
        func failure(_ message: String) -> [PackLoad] {
            let problem = PackProblem(file: source.displayPath, position: .start, message: message, kind: .unreadable)
            return [PackLoad(source: source, result: .failure(PackProblems(problem)))]
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            return failure("the packs folder is a symbolic link, which Pappers never reads through; make it a folder")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return failure("the packs folder is not a folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            return failure("cannot list the packs folder: \(error.localizedDescription)")
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
            .sorted()
            .map { load(.user(path: base + $0)) }
    }
}
