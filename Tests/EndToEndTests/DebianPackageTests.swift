import Foundation
import PappersTestSupport
import Testing

/// `scripts/package-deb` makes a Debian package that holds exactly the files a player needs, owned by root,
/// with control fields that say the truth: the program's version, the architecture, the libraries it needs
/// and the size it takes. The test packages this build's binary (`--binary`): a release build would take
/// minutes; `scripts/check-deb-install` checks the real route, installing the package system-wide.
@Suite(.onItsOwnThreadInTurn) struct DebianPackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let expectedFiles: [String: String] = [
        "./usr/bin/pappers": "-rwxr-xr-x",
        "./usr/share/man/man1/pappers.1.gz": "-rw-r--r--",
        "./usr/share/bash-completion/completions/pappers": "-rw-r--r--",
        "./usr/share/zsh/vendor-completions/_pappers": "-rw-r--r--",
        "./usr/share/fish/vendor_completions.d/pappers.fish": "-rw-r--r--",
        "./usr/share/doc/pappers/copyright": "-rw-r--r--",
        "./usr/share/doc/pappers/changelog.gz": "-rw-r--r--",
    ]

    /// Runs a program found on the PATH; its status and standard output (and standard error, when it failed).
    @discardableResult
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
        let result = try ProgramRun.run("/usr/bin/env", arguments, in: folder?.path)
        return (result.status, result.output + (result.status == 0 ? "" : result.errors))
    }

    static var hasDpkg: Bool {
        ["dpkg-deb", "dpkg-shlibdeps"].allSatisfy { tool in
            ["/usr/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
        }
    }

    @Test func thePackageHoldsThePlayersFilesAndTrueControlFields() throws {
        guard Self.hasDpkg else {
            print("note: dpkg-deb or dpkg-shlibdeps is missing (apt-get install dpkg-dev); the Debian package test is skipped")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-deb-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let binary = TerminalTmux.productsDirectory.appendingPathComponent("pappers").path
        let built = try Self.run([Self.repository.path + "/scripts/package-deb", "--binary", binary, "--no-lintian",
                                  "--output", folder.path, "--fast"])
        #expect(built.status == 0, "\(built.output)")

        let source = try String(contentsOf: Self.repository.appendingPathComponent("Sources/pappers/CommandLine/PappersVersion.swift"), encoding: .utf8)
        let version = try #require(source.firstMatch(of: /static let current = "([^"]+)"/)).1
        let architecture = try Self.run(["dpkg", "--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let package = folder.appendingPathComponent("pappers_\(version)_\(architecture).deb").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pappers_\(version)_\(architecture).deb"])

        func field(_ name: String) throws -> String {
            try Self.run(["dpkg-deb", "--field", package, name]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try field("Package") == "pappers")
        #expect(try field("Version") == String(version))
        #expect(try field("Architecture") == architecture)
        #expect(try field("Section") == "misc")
        #expect(try field("Priority") == "optional")
        #expect(try field("Maintainer").contains("<"))
        #expect(try field("Description").hasPrefix("hat game for a group around one laptop, in a terminal\n"))
        let depends = try field("Depends")
        for library in ["libc6 (>=", "libncursesw6", "libsqlite3-0"] {
            #expect(depends.contains(library), "Depends names \(library): \(depends)")
        }

        // --contents: exactly the expected files, root-owned, with their modes; folders 0755.
        let contents = try Self.run(["dpkg-deb", "--contents", package]).output
        var files: [String: String] = [:]
        var installedSize = 0
        for line in contents.split(separator: "\n") {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count >= 6 else { continue }
            let (mode, owner, size, path) = (String(columns[0]), columns[1], Int(columns[2]) ?? -1, String(columns[5]))
            #expect(owner == "root/root", "\(path) is owned by \(owner)")
            if mode.hasPrefix("d") {
                #expect(mode == "drwxr-xr-x", "\(path) is \(mode)")
                if path != "./" { installedSize += 1 }
            } else {
                files[path] = mode
                installedSize += (size + 1023) / 1024
            }
        }
        #expect(files == Self.expectedFiles)

        // --info shows the same control fields, and an Installed-Size that --contents adds up to.
        let info = try Self.run(["dpkg-deb", "--info", package]).output
        for name in ["Package", "Version", "Architecture", "Depends", "Installed-Size"] {
            #expect(info.contains(" \(name): \(try field(name))\n"), "--info and --field agree on \(name)")
        }
        #expect(try field("Installed-Size") == String(installedSize))
        #expect(info.contains(" md5sums "), "the control archive lists every file's checksum")

        // The files are the program's own: its manual page, a machine-readable copyright, a Debian changelog.
        let extracted = folder.appendingPathComponent("root")
        #expect(try Self.run(["dpkg-deb", "--extract", package, extracted.path]).status == 0)
        let manual = try Self.run(["sh", "-c", "gzip -dc usr/share/man/man1/pappers.1.gz"], in: extracted).output
        #expect(manual == (try String(contentsOf: Self.repository.appendingPathComponent("docs/pappers.1"), encoding: .utf8)))
        let copyright = try String(contentsOf: extracted.appendingPathComponent("usr/share/doc/pappers/copyright"), encoding: .utf8)
        #expect(copyright.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"))
        let changelog = try Self.run(["sh", "-c", "gzip -dc usr/share/doc/pappers/changelog.gz"], in: extracted).output
        #expect(changelog.hasPrefix("pappers (\(version)) unstable; urgency=medium\n"))
        #expect(changelog.contains("\n -- "))
        let installed = try Self.run([extracted.path + "/usr/bin/pappers", "--version"]).output
        #expect(installed == "\(version)\n", "the packaged binary runs and says its version")
    }
}
