import Foundation
import Testing
@testable import PappersStore

/// Pappers changes a folder only when it made it or holds nothing but Pappers' files, and refuses system
/// folders before changing anything, in one line that says how to choose another.
@Suite struct DataDirectoryTests {
    /// A folder with a file of the user's, at `mode`.
    static func folderWithNotes(_ folder: TemporaryFolder, mode: mode_t) throws -> DataDirectory {
        let directory = folder.dataDirectory
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: directory.path + "/notes.txt", contents: Data("hi\n".utf8))
        chmod(directory.path, mode)
        return directory
    }

    @Test func aNonEmptyFolderOfTheUserKeeps0755AndItsFiles() throws {
        let folder = TemporaryFolder()
        let directory = try Self.folderWithNotes(folder, mode: 0o755)
        let store = try Store.openToPlay(directory)
        try Sample.record(seed: 1, in: store)
        #expect(permissions(directory.path) == 0o755)
        #expect(FileManager.default.contents(atPath: directory.path + "/notes.txt") == Data("hi\n".utf8))
        #expect(permissions(directory.databasePath) == 0o600)
        #expect(permissions(directory.lockPath) == 0o600)
    }

    @Test(arguments: [0o750, 0o705, 0o711])
    func aFolderWithOtherFilesThatNobodyElseCanWriteIsUsedAsItIs(mode: Int) throws {
        let folder = TemporaryFolder()
        let directory = try Self.folderWithNotes(folder, mode: mode_t(mode))
        _ = try Store.openToPlay(directory)
        #expect(permissions(directory.path) == mode)
    }

    @Test(arguments: [0o777, 0o775, 0o757])
    func aFolderWithOtherFilesThatOthersCanWriteIsRefusedUntouched(mode: Int) throws {
        let folder = TemporaryFolder()
        let directory = try Self.folderWithNotes(folder, mode: mode_t(mode))
        #expect { _ = try Store.openToPlay(directory) } throws: { error in
            let text = "\(error)"
            return text.contains("it is not only Pappers' and others can write to it")
                && text.contains("--data-dir or PAPPERS_HOME") && !text.contains("\n")
        }
        #expect(permissions(directory.path) == mode)
        #expect(snapshot(directory.path).keys.sorted() == ["notes.txt"])
    }

    @Test func aFolderHoldingOnlyPappersFilesIsNarrowedTo0700() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        do { _ = try Store.openToPlay(directory) }
        try FileManager.default.createDirectory(atPath: directory.packsFolder, withIntermediateDirectories: false)
        chmod(directory.path, 0o755)
        _ = try Store.openToPlay(directory)
        #expect(permissions(directory.path) == 0o700)
    }

    /// 1.1 narrowed an empty folder, and one holding the user's `pappers-notes.txt` (its `pappers-` prefix
    /// was taken for Pappers'), to 0700.
    @Test(arguments: [[], ["pappers-notes.txt"], ["pappers.sqlite.backup"], ["packs", "pappers-old.sqlite"]])
    func aFolderNotOnlyOfPappersNamesKeeps0755(names: [String]) throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        for name in names where name != "packs" {
            try Data("the user's\n".utf8).write(to: URL(fileURLWithPath: directory.path + "/" + name))
        }
        if names.contains("packs") {
            try FileManager.default.createDirectory(atPath: directory.packsFolder, withIntermediateDirectories: false)
        }
        chmod(directory.path, 0o755)
        _ = try Store.openToPlay(directory)
        #expect(permissions(directory.path) == 0o755)
    }

    @Test func anEmptyFolderOthersCanWriteIsRefusedUntouched() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        chmod(directory.path, 0o777)
        #expect(throws: StoreError.self) { _ = try Store.openToPlay(directory) }
        #expect(permissions(directory.path) == 0o777)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: [
        "pappers.sqlite", "pappers.sqlite-wal", "pappers.lock", "pappers.sqlite.unusable-20261124-003000",
        "pappers.sqlite.unusable-20261124-003000-2-wal", "pappers.sqlite.orphaned-20261124-003000-wal",
        "host_ed25519_key", "remembered_players",
    ])
    func pappersOwnNamesAreKnownExactly(name: String) {
        #expect(DataDirectory.isPappersFile(name))
        #expect(!DataDirectory.isPappersFile(name + ".txt"))
        #expect(!DataDirectory.isPappersFile("my-" + name))
    }

    @Test func aFolderPappersCreatesIs0700WithItsParents() throws {
        let folder = TemporaryFolder()
        let directory = DataDirectory(path: folder.path + "/a/b/pappers")
        let before = umask(0o022)
        defer { umask(before) }
        _ = try Store.openToPlay(directory)
        #expect(permissions(directory.path) == 0o700)
        #expect(permissions(folder.path + "/a/b") == 0o755)
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a folder to another user"))
    func aFolderOfAnotherUserIsRefusedUntouched() throws {
        let folder = TemporaryFolder()
        let directory = try Self.folderWithNotes(folder, mode: 0o755)
        try #require(chown(directory.path, 65534, 65534) == 0)
        #expect { _ = try Store.openToPlay(directory) } throws: { error in
            "\(error)".contains("it belongs to another user (uid 65534)")
        }
        #expect(permissions(directory.path) == 0o755)
        #expect(snapshot(directory.path).keys.sorted() == ["notes.txt"])
    }

    /// As root, 1.0.0 turned /sys from 0555 into 0700 before the database failed to open.
    @Test(arguments: ["/proc", "/sys", "/proc/self", "/sys/kernel"])
    func aPseudoFilesystemIsRefusedBeforeAnythingChanges(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        let before = permissions(path)
        let directory = DataDirectory(path: path)
        #expect { _ = try Store.openToPlay(directory) } throws: { error in
            guard case StoreError.directory(.systemFolder) = error else { return false }
            let text = "\(error)"
            return text.contains("filesystem, which keeps no files") && text.contains("--data-dir or PAPPERS_HOME")
        }
        #expect(permissions(path) == before)
        #expect(!FileManager.default.fileExists(atPath: directory.databasePath))
        #expect { _ = try Store.openForReading(directory) } throws: { _ in true }
    }

    @Test func aHomeOnProcGivesOnePlainLine() throws {
        let directory = DataDirectory.resolve(explicit: nil, environment: ["HOME": "/proc"])
        #expect { _ = try Store.openToPlay(directory) } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("the data directory /proc/.local/share/pappers is on the system's proc filesystem")
                && !text.contains("NSCocoaErrorDomain") && !text.contains("\n")
        }
    }

    @Test func anXDGDataHomeThatIsAFileGivesOnePlainLine() throws {
        let folder = TemporaryFolder()
        let file = folder.path + "/a-file"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        let directory = DataDirectory.resolve(explicit: nil, environment: ["XDG_DATA_HOME": file])
        #expect { _ = try Store.openToPlay(directory) } throws: { error in
            "\(error)" == "cannot create the data directory \(file)/pappers: \(file) is not a folder; "
                + "choose a folder of your own with --data-dir or PAPPERS_HOME"
        }
        #expect(FileManager.default.contents(atPath: file) == Data("x".utf8))
    }

    @Test func aDataDirectoryThatIsNotAFolderIsRefusedEvenToRead() throws {
        for path in ["/dev/null"] {
            let directory = DataDirectory(path: path)
            #expect(throws: StoreError.directory(.notAFolder(path))) { try Store.openForReading(directory) }
            #expect(throws: StoreError.directory(.notAFolder(path))) { try Store.openToPlay(directory) }
        }
        // A folder not made yet reads as empty: nothing is kept there yet.
        let folder = TemporaryFolder()
        #expect(try Store.openForReading(folder.dataDirectory).history().isEmpty)
    }
}
