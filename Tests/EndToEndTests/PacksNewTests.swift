import Foundation
import PappersTestSupport
import Testing

/// `pappers packs new` on the real binary: a list becomes a pack that `packs validate` accepts, `packs list`
/// shows at once and a game draws from; standard input works; a refused list writes nothing; an existing pack
/// is replaced only with --force, and a built-in pack's id never.
@Suite(.onItsOwnThreadInTurn) struct PacksNewTests {
    static let binary = TerminalTmux.productsDirectory.appendingPathComponent("pappers").path

    /// A scratch folder with a data directory path (not created) and a word list.
    struct Scratch {
        let folder: String
        var data: String { folder + "/data" }
        var packs: String { data + "/packs" }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("packs-new-\(UUID().uuidString.prefix(8))").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("# Els amics\nAda\nBru | 1\nCai Dani | 3\nada\nEulàlia\nFerran | 2\nGina\n".utf8)
                .write(to: URL(fileURLWithPath: folder + "/colla.txt"))
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }

        /// Runs pappers with `arguments` (and `input` on standard input) in the folder; status, output, errors.
        @discardableResult
        func run(_ arguments: [String], input: String = "") throws -> ProgramRun.Result {
            try ProgramRun.run(
                PacksNewTests.binary, arguments, in: folder,
                environment: ["LANG": "C.UTF-8", "HOME": folder + "/home", "PAPPERS_HOME": data, "PATH": "/usr/bin:/bin"],
                input: input)
        }

        func files(_ path: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }
    }

    @Test func aListBecomesAPackThatValidatesListsAndPlays() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let made = try scratch.run(["packs", "new", "colla.txt", "--lang", "ca", "--name", "Els amics"])
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output == "wrote \(scratch.packs)/els-amics.json: pack els-amics (\"Els amics\", ca, 6 words)\n")
        #expect(made.errors == "colla.txt:5:1: warning: \"ada\" repeats \"Ada\" (line 2); kept once\n")
        #expect(scratch.files(scratch.packs) == ["els-amics.json"])
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.data)[.posixPermissions] as? Int
        #expect(mode == 0o700, "a data directory the command creates is private")

        let validated = try scratch.run(["packs", "validate", scratch.packs + "/els-amics.json"])
        #expect(validated.status == 0)
        #expect(validated.output.hasSuffix("els-amics.json: ok (6 words)\n"))
        let listed = try scratch.run(["packs", "list"])
        let line = listed.output.split(separator: "\n").first { $0.hasPrefix("els-amics ") }
        #expect(line?.contains(" Els amics ") == true && line?.contains(" user ") == true, "\(listed.output)")

        // simulate reads a data directory's packs only when --data-dir names it (its output must not depend on
        // the environment).
        let played = try scratch.run(["simulate", "--data-dir", scratch.data, "--lang", "ca", "--pack", "els-amics",
                                      "--words", "6", "--seed", "3", "--json", "--bowl"])
        #expect(played.status == 0, "\(played.errors)")
        for word in ["Ada", "Bru", "Cai Dani", "Eulàlia", "Ferran", "Gina"] {
            #expect(played.output.contains("\"\(word)\""), "the game drew \(word) from the new pack")
        }
    }

    @Test func standardInputWorksWithOrWithoutADash() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dashed = try scratch.run(["packs", "new", "-", "--lang", "en", "--name", "Friends", "--output", "friends.json"],
                                     input: "Ana\r\nBru | 1\r\n")
        #expect(dashed.status == 0, "\(dashed.errors)")
        #expect(dashed.output == "wrote friends.json: pack friends (\"Friends\", en, 2 words)\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.data), "--output leaves the data directory alone")
        let plain = try scratch.run(["packs", "new", "--lang", "en", "--name", "Other friends", "--id", "pals"], input: "Cai\n")
        #expect(plain.status == 0, "\(plain.errors)")
        #expect(scratch.files(scratch.packs) == ["pals.json"])
        let refused = try scratch.run(["packs", "new", "--lang", "en", "--name", "Bad"], input: "ok\nbad | 7\n")
        #expect(refused.status == 65)
        #expect(refused.errors.hasPrefix("<stdin>:2:7: expected a level 1, 2 or 3 after '|', found \"7\"\n"))
    }

    @Test func aRefusedListWritesNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Data("fine\nred\u{1B}[31m\ntoo | many | bars\n\(String(repeating: "x", count: 61))\n".utf8)
            .write(to: URL(fileURLWithPath: scratch.folder + "/bad.txt"))
        let result = try scratch.run(["packs", "new", "bad.txt", "--lang", "ca", "--name", "Dolenta"])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.dropLast().map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
                == ["bad.txt:2:4", "bad.txt:3:12", "bad.txt:4:1"])
        #expect(lines.last == "pappers: no pack written: bad.txt has 3 refused lines")
        #expect(!result.errors.contains("\u{1B}"), "the escape is never echoed")
        #expect(!FileManager.default.fileExists(atPath: scratch.data), "nothing is written, not even the data directory")

        let missing = try scratch.run(["packs", "new", "nope.txt", "--lang", "ca", "--name", "X"])
        #expect(missing.status == 66)
        #expect(missing.errors == "pappers: nope.txt:1:1: no such file; expected a text file with one word per line\n")
        let badLanguage = try scratch.run(["packs", "new", "colla.txt", "--lang", "cat", "--name", "X"])
        #expect(badLanguage.status == 64)
        #expect(!FileManager.default.fileExists(atPath: scratch.data))
    }

    @Test func anExistingPackIsReplacedOnlyWithForceAndABuiltInIdNever() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let arguments = ["packs", "new", "colla.txt", "--lang", "ca", "--name", "La colla"]
        #expect(try scratch.run(arguments).status == 0)
        let before = try String(contentsOfFile: scratch.packs + "/la-colla.json", encoding: .utf8)

        let again = try scratch.run(arguments, input: "")
        #expect(again.status == 64)
        #expect(again.errors.hasSuffix("pappers: \(scratch.packs)/la-colla.json holds the pack \"la-colla\" already; --force replaces it\n"))
        try Data("Zoe\n".utf8).write(to: URL(fileURLWithPath: scratch.folder + "/colla.txt"))
        #expect(try String(contentsOfFile: scratch.packs + "/la-colla.json", encoding: .utf8) == before)

        // The same id in a file of another name is the same pack: replaced in place, with --force only.
        try FileManager.default.moveItem(atPath: scratch.packs + "/la-colla.json", toPath: scratch.packs + "/mine.json")
        #expect(try scratch.run(arguments).status == 64)
        let forced = try scratch.run(arguments + ["--force"])
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(forced.output.hasPrefix("replaced \(scratch.packs)/mine.json: pack la-colla"))
        #expect(scratch.files(scratch.packs) == ["mine.json"])
        #expect(try String(contentsOfFile: scratch.packs + "/mine.json", encoding: .utf8).contains("\"Zoe\""))

        // Another pack's file under the derived name is not replaced either.
        #expect(try scratch.run(["packs", "new", "colla.txt", "--lang", "ca", "--name", "Mine"]).status == 64)

        let builtIn = try scratch.run(["packs", "new", "colla.txt", "--lang", "ca", "--name", "X", "--id", "ca-animals", "--force"])
        #expect(builtIn.status == 64)
        #expect(builtIn.errors == "pappers: pack id \"ca-animals\" is a built-in pack's (wordpacks/ca/ca-animals.json); give another --id\n")
        #expect(scratch.files(scratch.packs) == ["mine.json"])
    }
}
