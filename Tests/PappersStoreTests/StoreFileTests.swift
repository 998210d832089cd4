import Foundation
import GRDB
import Synchronization
import Testing
@testable import PappersStore

/// The store never opens its files through a link, and says "another copy is playing" only when one is.
@Suite struct StoreFileTests {
    /// 1.0.0 wrote its process id into the lock's target, and emptied it on exit.
    @Test func aLockThatIsASymbolicLinkLeavesItsTargetUnchanged() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        // The database first (made under the lock, a plain file then): the link comes after.
        do { _ = try Store.open(directory) }
        try FileManager.default.removeItem(atPath: directory.lockPath)
        let victim = folder.path + "/victim"
        let contents = Data("somebody's precious file\n".utf8)
        _ = FileManager.default.createFile(atPath: victim, contents: contents)
        try FileManager.default.createSymbolicLink(atPath: directory.lockPath, withDestinationPath: victim)
        #expect { _ = try Store.openToPlay(directory) } throws: { error in
            error as? StoreError == .notAFile(path: directory.lockPath, detail: "it is a symbolic link")
        }
        do {
            let store = try Store.open(directory)
            #expect(throws: StoreError.notAFile(path: directory.lockPath, detail: "it is a symbolic link")) {
                try store.lockForPlay()
            }
        }
        #expect(FileManager.default.contents(atPath: victim) == contents)
        // A dangling link is not followed to create its target either.
        try FileManager.default.removeItem(atPath: victim)
        #expect(throws: StoreError.self) { try Store.openToPlay(directory) }
        #expect(!FileManager.default.fileExists(atPath: victim))
    }

    @Test func aLockWithAnotherNameIsRefused() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        let victim = folder.path + "/victim"
        _ = FileManager.default.createFile(atPath: victim, contents: Data("keep\n".utf8))
        try #require(link(victim, directory.lockPath) == 0)
        #expect(throws: StoreError.notAFile(path: directory.lockPath, detail: "it has 2 names (hard links)")) {
            try Store.openToPlay(directory)
        }
        #expect(FileManager.default.contents(atPath: victim) == Data("keep\n".utf8))
    }

    @Test(arguments: ["", "-wal", "-shm", "-journal"])
    func aDatabaseFileThatIsASymbolicLinkIsNeverOpened(suffix: String) throws {
        let folder = TemporaryFolder()
        let directory = try UnusableDatabaseTests.goodDatabase(in: folder)
        let target = folder.path + "/elsewhere"
        let path = directory.databasePath + suffix
        if suffix.isEmpty {
            try FileManager.default.moveItem(atPath: path, toPath: target)
        } else {
            _ = FileManager.default.createFile(atPath: target, contents: Data())
        }
        let before = FileManager.default.contents(atPath: target)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        for reading in [false, true] {
            #expect { _ = reading ? try Store.openForReading(directory) : try Store.openToPlay(directory) } throws: {
                let error = $0 as? StoreError
                return error == .notAFile(path: path, detail: "it is a symbolic link") && error?.isUnusableDatabase == true
            }
        }
        #expect(FileManager.default.contents(atPath: target) == before)
        // The way on moves the link aside, not what it points to.
        let (store, keptAs) = try Store.openFreshBeside(directory, at: Date(timeIntervalSince1970: 0))
        #expect(try store.history().isEmpty)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: try #require(keptAs) + suffix) == target)
        #expect(FileManager.default.contents(atPath: target) == before)
    }

    /// 1.0.0 said "disk I/O error", with no way on.
    @Test func aDatabaseReplacedByAFolderIsUnusableWithAWayOn() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        try FileManager.default.createDirectory(atPath: directory.databasePath, withIntermediateDirectories: false)
        let expected = StoreError.notAFile(path: directory.databasePath, detail: "it is a folder")
        #expect(throws: expected) { try Store.openToPlay(directory) }
        #expect(throws: expected) { try Store.openForReading(directory) }
        #expect(expected.isUnusableDatabase)
        let (store, keptAs) = try Store.openFreshBeside(directory, at: Date(timeIntervalSince1970: 0))
        #expect(try store.history().isEmpty)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: try #require(keptAs), isDirectory: &isFolder) && isFolder.boolValue)
    }

    // MARK: Who holds the lock

    /// 1.0.0 read the process id in the lock file and said "another copy is playing" whenever SQLite was busy.
    @Test func busyIsSaidOnlyWithALiveHolderOfTheLock() throws {
        let folder = TemporaryFolder()
        let directory = try UnusableDatabaseTests.goodDatabase(in: folder)
        // A lock file naming a live process (this one), but nobody holds the lock.
        _ = FileManager.default.createFile(atPath: directory.lockPath, contents: Data("\(getpid())\n".utf8))
        let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked")
        let unheld = StoreError(busy, path: directory.databasePath, lockPath: nil)
        #expect(unheld == .locked(path: directory.databasePath, detail: "database is locked"))
        #expect(PlayLock.holder(at: directory.lockPath) == nil)

        let playing = try Store.openToPlay(directory)
        #expect(StoreError(busy, path: directory.databasePath, lockPath: nil) == .busy(pid: getpid()))
        #expect(PlayLock.holder(at: directory.lockPath) == PlayLock.Holder(pid: getpid()))
        withExtendedLifetime(playing) {}
    }

    @Test func aHolderWhoseProcessIsGoneIsNamedWithoutAnId() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        let playing = try Store.openToPlay(directory)
        // The id of a process that has ended (a reaped child), written where the live one's is.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let descriptor = try StoreFile.open(directory.lockPath, O_WRONLY)
        let text = Array("\(child.processIdentifier)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, text, text.count, 0)
        close(descriptor)
        #expect(throws: StoreError.busy(pid: nil)) { try Store.openToPlay(directory) }
        withExtendedLifetime(playing) {}
    }

    // MARK: Two copies at once

    /// The lock comes before the database is made: a second copy is told the folder is in use, and never
    /// inspects a database half made (1.0.0 created and migrated the database before taking the lock).
    @Test func theLockIsTakenBeforeTheDatabaseIsCreated() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        let other = try PlayLock.acquire(at: directory.lockPath)
        #expect(throws: StoreError.busy(pid: getpid())) { try Store.openToPlay(directory) }
        #expect(!FileManager.default.fileExists(atPath: directory.databasePath))
        withExtendedLifetime(other) {}
    }

    /// About 1 start in 20 of two copies at once said "not one of Pappers" in 1.0.0. Two threads start
    /// together; the one that gets the directory keeps it until the other has its answer.
    @Test func twoCopiesStartingAtOnceGetOneGameAndOneBusy() throws {
        let rounds = 60
        defer { print("reliability: two-copies: \(rounds) × two copies starting at once on a new data directory") }
        for round in 0..<rounds {
            let folder = TemporaryFolder()
            let directory = folder.dataDirectory
            let gate = DispatchSemaphore(value: 0)
            let answered = DispatchSemaphore(value: 0)
            let outcomes = Mutex<[String]>([])
            let group = DispatchGroup()
            for _ in 0..<2 {
                group.enter()
                Thread.detachNewThread { [group] in
                    defer { group.leave() }
                    gate.wait()
                    do {
                        let store = try Store.openToPlay(directory)
                        outcomes.withLock { $0.append("played") }
                        _ = answered.wait(timeout: .now() + 10)  // keeps playing until the other is answered
                        withExtendedLifetime(store) {}
                    } catch {
                        outcomes.withLock { $0.append((error as? StoreError)?.isBusy == true ? "busy" : "\(error)") }
                        answered.signal()
                    }
                }
            }
            Thread.sleep(forTimeInterval: 0.01)
            gate.signal()
            gate.signal()
            Thread.sleep(forTimeInterval: 0.01)
            group.wait()
            #expect(outcomes.withLock { $0.sorted() } == ["busy", "played"], "round \(round)")
        }
    }
}

extension StoreError {
    var isBusy: Bool {
        if case .busy = self { return true }
        return false
    }
}
