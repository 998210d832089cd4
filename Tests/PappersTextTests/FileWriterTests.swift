import Foundation
import PappersText
import Testing

/// The one file writer: whole or not at all, only ever replacing a regular file, never through a link.
@Suite struct FileWriterTests {
    /// A scratch folder, removed when `body` ends.
    static func inFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    static func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func aFileIsNeverReplacedUnlessAsked() throws {
        try Self.inFolder { folder in
            let path = folder + "/p.json"
            try FileWriter.write(Array("one".utf8), to: path, replacing: false)
            #expect(throws: FileWriter.Failure.exists(path)) { try FileWriter.write(Array("two".utf8), to: path, replacing: false) }
            #expect(Self.text(path) == "one")
            try FileWriter.write(Array("three".utf8), to: path, replacing: true)
            #expect(Self.text(path) == "three")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["p.json"], "no temporary file is left")
            #expect(throws: FileWriter.Failure.self) {
                try FileWriter.write(Array("x".utf8), to: folder + "/no/such/p.json", replacing: false)
            }
        }
    }

    /// 1.1 renamed its file over whatever was there: a FIFO, a device, a link.
    @Test func onlyARegularFileIsReplaced() throws {
        try Self.inFolder { folder in
            let target = folder + "/target.txt"
            try Data("SECRET".utf8).write(to: URL(fileURLWithPath: target))
            let link = folder + "/link.json", fifo = folder + "/fifo.json", inner = folder + "/inner"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            #expect(mkfifo(fifo, 0o600) == 0)
            try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
            var cases = [(link, "a symbolic link"), (fifo, "a FIFO"), (inner, "a folder")]
            if geteuid() == 0 {
                let device = folder + "/null.json"
                #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
                cases.append((device, "a device"))
            } else {
                print("FileWriterTests: not root, so no device node is made; the other kinds are checked")
            }
            for (path, kind) in cases {
                #expect(throws: FileWriter.Failure.notARegularFile(path, kind: kind)) {
                    try FileWriter.write(Array("pack".utf8), to: path, replacing: true)
                }
                #expect(throws: FileWriter.Failure.exists(path)) {
                    try FileWriter.write(Array("pack".utf8), to: path, replacing: false)
                }
                var status = stat()
                #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG, "\(kind) is left in place")
            }
            #expect(Self.text(target) == "SECRET")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasPrefix(".") })
        }
    }

    @Test func aFolderThatMustNotBeALinkIsNeverWrittenThrough() throws {
        try Self.inFolder { folder in
            let elsewhere = folder + "/elsewhere"
            try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: folder + "/packs", withDestinationPath: elsewhere)
            #expect(throws: FileWriter.Failure.notARegularFile(folder + "/packs", kind: "a symbolic link to a folder")) {
                try FileWriter.write(Array("pack".utf8), to: folder + "/packs/p.json", replacing: false, folderMayBeALink: false)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
            try FileWriter.write(Array("pack".utf8), to: folder + "/packs/p.json", replacing: false)
            #expect(Self.text(elsewhere + "/p.json") == "pack", "a folder the user named may be a link")
        }
    }
}
