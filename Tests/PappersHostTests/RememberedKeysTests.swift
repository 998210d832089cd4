import Foundation
import Glibc
import NIOSSH
import PappersTestSupport
import Testing
@testable import PappersHost

/// The players a host lets in by their key: kept with their names in a private file of the data directory,
/// read back by the next host, never through a link, bounded.
@Suite(.onItsOwnThread) struct RememberedKeysTests {
    private static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-remembered-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static func newKey() -> ClientKey { ClientKey(NIOSSHPrivateKey(ed25519Key: .init()).publicKey) }

    @Test func playersAreKeptWithTheirNamesInAPrivateFileTheNextHostReads() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = RememberedKeysFile(path: folder + "/remembered_players")
        try withUmaskOnThisThreadOnly(0) {
            let (ana, bru) = (Self.newKey(), Self.newKey())
            let first = try RememberedKeys(file: file)
            #expect(first.all.isEmpty)
            try first.remember(ana, name: "Ana")
            try first.remember(bru, name: "Bru\u{1B}[31m de\u{202E} la Vall")
            try first.remember(ana, name: "Anna")
            var status = stat()
            #expect(lstat(file.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
            let next = try RememberedKeys(file: file)
            #expect(next.all == [ana: "Anna", bru: "Bru[31m de la Vall"])
            #expect(next.name(of: Self.newKey()) == nil)
            try next.forget(bru)
            #expect(try RememberedKeys(file: file).all == [ana: "Anna"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["remembered_players"])
        }
    }

    @Test func aLinkADamagedLineOrAFileOthersReadIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = RememberedKeysFile(path: folder + "/remembered_players")
        let elsewhere = folder + "/elsewhere"
        #expect(FileManager.default.createFile(atPath: elsewhere, contents: Data(), attributes: [.posixPermissions: 0o600]))
        #expect(symlink(elsewhere, file.path) == 0)
        #expect(throws: RememberedKeysProblem.unreadable("\(file.path): it is a symbolic link")) { try RememberedKeys(file: file) }
        #expect(unlink(file.path) == 0)

        let key = Self.newKey()
        try Data("# players\n\n\(key.openSSH) Ana\nssh-ed25519 not-base64 Bru\n".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(chmod(file.path, 0o600) == 0)
        #expect(throws: RememberedKeysProblem.malformed(path: file.path, line: 4)) { try RememberedKeys(file: file) }
        try Data("\(key.openSSH) Ana\n".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(chmod(file.path, 0o644) == 0)
        #expect(throws: RememberedKeysProblem.self) { try RememberedKeys(file: file) }
        #expect(chmod(file.path, 0o600) == 0)
        #expect(try RememberedKeys(file: file).all == [key: "Ana"])
    }

    @Test func aThousandAreRememberedAndTheOldestForgottenFirst() throws {
        let keys = (0...RememberedKeys.limit).map { _ in Self.newKey() }
        let remembered = RememberedKeys()
        for (index, key) in keys.enumerated() { try remembered.remember(key, name: "P\(index)") }
        #expect(remembered.all.count == RememberedKeys.limit)
        #expect(remembered.name(of: keys[0]) == nil)
        #expect(remembered.name(of: keys[1]) == "P1" && remembered.name(of: keys.last!) == "P\(RememberedKeys.limit)")
    }

    @Test func aPlayerRememberedByOneHostIsLetInByTheNextWithTheirName() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = RememberedKeysFile(path: folder + "/remembered_players")
        let key = NIOSSHPrivateKey(ed25519Key: .init())
        let first = try RunningHost(remembered: RememberedKeys(file: file))
        let client = try await TestClient.connect(port: first.port, user: "cat", passwords: [RunningHost.code], key: key)
        try await client.start()
        guard let (_, request) = await first.firstSeat(), case .code(let proven?) = request.login else {
            Issue.record("no seat with a proven key")
            first.stop()
            return
        }
        try first.rememberedKeys.remember(proven, name: "Caterina")
        first.stop()

        let next = try RunningHost(remembered: RememberedKeys(file: file))
        defer { next.stop() }
        let back = try await TestClient.connect(port: next.port, user: "cat", passwords: [], key: key)
        try await back.start()
        guard let (_, again) = await next.firstSeat() else {
            Issue.record("not let in by key")
            return
        }
        #expect(again.login == .key(proven, name: "Caterina"))
    }
}
