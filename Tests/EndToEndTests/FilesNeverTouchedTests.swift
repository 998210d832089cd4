import Foundation
import PappersTestSupport
import Testing

/// Files Pappers must never touch, with the real binary: `packs new --output X --force` replaces a regular
/// file only (1.1 replaced a FIFO, a device node or a link with a file: as root, the system's /dev/null), the
/// user's own folder keeps its permissions, and a link in the data directory is never written or read through.
@Suite(.onItsOwnThreadInTurn) struct FilesNeverTouchedTests {
    typealias Scratch = PacksNewTests.Scratch

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode : 0
    }

    static func isFileType(_ path: String, _ type: mode_t) -> Bool { mode(path) & S_IFMT == type }

    @Test func packsNewReplacesOnlyARegularFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let secret = scratch.folder + "/secret.txt"
        try Data("SECRET\n".utf8).write(to: URL(fileURLWithPath: secret))
        let fifo = scratch.folder + "/fifo.json", link = scratch.folder + "/link.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)
        var targets = [(fifo, S_IFIFO, "a FIFO"), (link, S_IFLNK, "a symbolic link")]
        if geteuid() == 0 {
            // A null device of the test's own: what `--output /dev/null --force` replaced as root.
            let device = scratch.folder + "/null.json"
            #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
            targets.append((device, S_IFCHR, "a device"))
        } else {
            print("FilesNeverTouchedTests: not root, so no device node is made; the FIFO and the link are checked")
        }
        for (target, type, kind) in targets {
            for force in [true, false] {
                let made = try scratch.run(["packs", "new", "colla.txt", "--lang", "ca", "--name", "Colla", "--output", target]
                    + (force ? ["--force"] : []))
                #expect(made.status == 64, "\(target) --force \(force): \(made.status) \(made.errors)")
                #expect(made.errors.contains("\(target) is \(kind), not a regular file"), "\(made.errors)")
                #expect(!made.errors.contains("--force replaces it"), "never an invitation to replace it")
                #expect(Self.isFileType(target, type), "\(target) is left as it was")
            }
        }
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "SECRET\n")
        let regular = scratch.folder + "/regular.json"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: regular))
        let replaced = try scratch.run(["packs", "new", "colla.txt", "--lang", "ca", "--name", "Colla", "--output", regular, "--force"])
        #expect(replaced.status == 0 && replaced.output.hasPrefix("replaced \(regular)"), "\(replaced.errors)")
        print("reliability: files-never-touched: \(targets.count * 2) × packs new --output over a FIFO, a link or a device, with and without --force")
    }

    /// 1.1 narrowed these to 0700: an empty folder, and one holding the user's `pappers-notes.txt`.
    @Test(arguments: [[], ["pappers-notes.txt"]])
    func theUsersOwnFolderKeepsItsPermissions(files: [String]) throws {
        for command in ["import", "packs new"] {
            let scratch = try Scratch()
            defer { scratch.remove() }
            try FileManager.default.createDirectory(atPath: scratch.data, withIntermediateDirectories: false)
            for file in files { try Data("notes\n".utf8).write(to: URL(fileURLWithPath: scratch.data + "/" + file)) }
            chmod(scratch.data, 0o755)
            let run: ProgramRun.Result
            if command == "import" {
                let record = JSONOutputGoldenTests.golden + "/records/0-example.json"
                run = try scratch.run(["import", record])
            } else {
                run = try scratch.run(["packs", "new", "colla.txt", "--lang", "ca", "--name", "Colla"])
            }
            #expect(run.status == 0, "\(command): \(run.errors)")
            #expect(Self.mode(scratch.data) & 0o777 == 0o755, "\(command) \(files): \(String(Self.mode(scratch.data) & 0o777, radix: 8))")
        }
        print("reliability: files-never-touched: 2 × import and packs new in the user's own folder")
    }

    @Test func aPacksFolderThatIsALinkIsNeverWrittenThrough() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let elsewhere = scratch.folder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: scratch.data, withIntermediateDirectories: false)
        chmod(scratch.data, 0o700)
        try FileManager.default.createSymbolicLink(atPath: scratch.packs, withDestinationPath: elsewhere)
        let made = try scratch.run(["packs", "new", "colla.txt", "--lang", "ca", "--name", "Colla"])
        #expect(made.status == 74, "\(made.errors)")
        #expect(made.errors.contains("\(scratch.packs) is a symbolic link"), "\(made.errors)")
        #expect(scratch.files(elsewhere).isEmpty, "nothing written through the link")
        let listed = try scratch.run(["packs", "list"])
        #expect(listed.output.contains("symbolic link") || listed.errors.contains("symbolic link"), "\(listed.output)\(listed.errors)")
        print("reliability: files-never-touched: 1 × packs folder that is a symbolic link")
    }

    /// 1.1 read a pack that was a link to another file and quoted that file's first word in its error.
    @Test func aUserPackThatIsALinkIsRefusedUnread() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.packs, withIntermediateDirectories: true)
        chmod(scratch.data, 0o700)
        let secret = scratch.folder + "/secret.txt"
        try Data("SECRET words of somebody\n".utf8).write(to: URL(fileURLWithPath: secret))
        try FileManager.default.createSymbolicLink(atPath: scratch.packs + "/stolen.json", withDestinationPath: secret)
        for arguments in [["packs", "list"], ["packs", "check", "--lang", "en"], ["simulate", "--lang", "en", "--seed", "1"]] {
            let run = try scratch.run(arguments)
            #expect(!run.output.contains("SECRET") && !run.errors.contains("SECRET"), "\(arguments): \(run.output)\(run.errors)")
        }
        let listed = try scratch.run(["packs", "list"])
        let said = (listed.output + listed.errors).split(separator: "\n").first { $0.contains("stolen.json") } ?? ""
        #expect(said.contains("is a symbolic link"), "\(listed.output)\(listed.errors)")
        print("reliability: files-never-touched: 3 × command reading a user pack that is a symbolic link")
    }
}
