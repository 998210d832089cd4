import Foundation
import Glibc
import PappersTestSupport
import Testing
@testable import PappersHost

/// The host key: OpenSSH's file format and fingerprint, and the file's rules (0600, made once, never through a
/// link, nothing readable by others).
@Suite(.onItsOwnThread) struct HostKeyTests {
    private static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-hostkey-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theKeyFileReadsBackAsTheSameKey() throws {
        let key = HostKey.generate()
        let file = OpenSSHPrivateKey.encode(key)
        let text = String(decoding: file, as: UTF8.self)
        #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
        #expect(text.hasSuffix("-----END OPENSSH PRIVATE KEY-----\n"))
        let read = try OpenSSHPrivateKey.decode(file)
        #expect(read.fingerprint == key.fingerprint)
        #expect(read.publicKeyLine == key.publicKeyLine)
    }

    @Test func theFingerprintIsOpenSSHs() throws {
        // RFC 8032's first test key: its OpenSSH fingerprint, as `ssh-keygen -l` prints it (worked out apart, with
        // Python's cryptography and hashlib).
        let seed: [UInt8] = [
            0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84, 0x4a, 0xf4, 0x92, 0xec, 0x2c, 0xc4,
            0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32, 0x69, 0x19, 0x70, 0x3b, 0xac, 0x03, 0x1c, 0xae, 0x7f, 0x60,
        ]
        let key = HostKey(signingKey: try .init(rawRepresentation: seed))
        #expect(key.publicKeyLine == "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINdamAGCsQq31Uv+08lkBzoO4XLz2qYjJa8CGmj3B1Ea")
        #expect(key.fingerprint == "SHA256:bbXpuKG6zhzdmnxq256TlqzFBzRl2f6OOg722cYNbU8")
    }

    @Test func damagedOrForeignKeysAreRefused() {
        var file = OpenSSHPrivateKey.encode(HostKey.generate())
        #expect(throws: HostKeyProblem.self) { try OpenSSHPrivateKey.decode(Array(file.prefix(100))) }
        #expect(throws: HostKeyProblem.self) { try OpenSSHPrivateKey.decode(Array("hello".utf8)) }
        #expect(throws: HostKeyProblem.self) { try OpenSSHPrivateKey.decode([UInt8](repeating: 0x41, count: 10_000)) }
        file[200] = file[200] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        #expect(throws: HostKeyProblem.self) { try OpenSSHPrivateKey.decode(file) }
    }

    @Test func theFileIsMadeOnceWithMode0600WhateverTheUmask() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HostKeyFile(path: folder + "/host_key")
        try withUmaskOnThisThreadOnly(0) {
            let made = try HostKey.loadOrCreate(from: store)
            var status = stat()
            #expect(stat(store.path, &status) == 0)
            #expect(status.st_mode & 0o777 == 0o600)
            #expect(try HostKey.loadOrCreate(from: store).fingerprint == made.fingerprint)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["host_key"])
            #expect(try store.create([1, 2, 3]) == false)
        }
    }

    @Test func aLinkInThePlaceOfTheFileIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/elsewhere"
        FileManager.default.createFile(atPath: target, contents: Data(OpenSSHPrivateKey.encode(HostKey.generate())), attributes: [.posixPermissions: 0o600])
        #expect(symlink(target, folder + "/host_key") == 0)
        let store = HostKeyFile(path: folder + "/host_key")
        #expect(throws: HostKeyProblem.unreadable("\(folder)/host_key: it is a symbolic link")) { try HostKey.loadOrCreate(from: store) }
        // A dangling link is refused too, and nothing is written through it.
        #expect(unlink(target) == 0)
        #expect(throws: HostKeyProblem.self) { try HostKey.loadOrCreate(from: store) }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aKeyReadableByOthersOrWithTwoNamesIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HostKeyFile(path: folder + "/host_key")
        _ = try HostKey.loadOrCreate(from: store)
        #expect(chmod(store.path, 0o644) == 0)
        #expect(throws: HostKeyProblem.self) { try HostKey.loadOrCreate(from: store) }
        #expect(chmod(store.path, 0o600) == 0)
        #expect(link(store.path, folder + "/second-name") == 0)
        #expect(throws: HostKeyProblem.self) { try HostKey.loadOrCreate(from: store) }
    }
}
