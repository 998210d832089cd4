import Foundation
import PappersTestSupport
import Testing

/// `pappers packs check` and `pappers packs draw`, run as a player or an author runs them.
@Suite(.onItsOwnThreadInTurn) struct PacksCheckAndDrawTests {
    /// A folder with a clashing pack, the same pack with its clashes covered by groups, and a data directory.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-check-\(UUID().uuidString.prefix(8))").path
            try FileManager.default.createDirectory(atPath: path + "/data", withIntermediateDirectories: true)
            try Self.pack(id: "xx-clashing", groups: false).write(toFile: path + "/clashing.json", atomically: true, encoding: .utf8)
            try Self.pack(id: "xx-grouped", groups: true).write(toFile: path + "/grouped.json", atomically: true, encoding: .utf8)
        }

        /// Ten cards with two pairs in groups and a clash; with `groups`, the pairs carry their groups and
        /// the clash ("el caballo", "Caballos") is left out.
        static func pack(id: String, groups: Bool) -> String {
            var words: [(String, String?)] = [
                ("dog", "dog"), ("hot dog", "dog"), ("Elsa", "frozen"), ("Olaf", "frozen"), ("cat", nil), ("fish", nil),
                ("tree", nil), ("rain", nil),
            ]
            if !groups { words += [("el caballo", nil), ("Caballos", nil)] }
            let lines = words.map { word in
                let group = groups ? word.1.map { ", \"group\": \"\($0)\"" } ?? "" : ""
                return "    { \"text\": \"\(word.0)\"\(group) }"
            }
            return """
                {
                  "format": 1, "id": "\(id)", "name": "\(id)", "language": "es", "version": "1",
                  "words": [
                \(lines.joined(separator: ",\n"))
                  ]
                }
                """
        }

        /// Runs this build's `pappers` with `arguments` and this folder's data directory.
        func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String, errors: String) {
            let process = Process()
            process.executableURL = TerminalTmux.productsDirectory.appendingPathComponent("pappers")
            process.arguments = arguments + ["--data-dir", path + "/data"]
            process.currentDirectoryURL = URL(fileURLWithPath: path)
            process.environment = ["LANG": "C.UTF-8", "HOME": path, "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            do { try process.run() } catch { return (-1, "", "\(error)") }
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func checkListsEachClashWithItsPacksAndExits65WhenOneIsNotCovered() throws {
        let folder = try Folder()
        let clashing = folder.run(["packs", "check", "--pack", "./clashing.json"])
        #expect(clashing.status == 65)
        #expect(clashing.output.split(separator: "\n").map(String.init) == [
            "./clashing.json:5:15: \"hot dog\" (xx-clashing) holds \"dog\" (xx-clashing, ./clashing.json:4:15); not covered by a group",
            "./clashing.json:13:15: \"Caballos\" (xx-clashing) folds to the same words as \"el caballo\" (xx-clashing, ./clashing.json:12:15); not covered by a group",
            "2 clashes, 2 not covered by a group; 0 give-aways not covered by a group (10 words in 1 pack)",
        ])
        let grouped = folder.run(["packs", "check", "--pack", "./grouped.json"])
        #expect(grouped.status == 0, "\(grouped.errors)")
        #expect(grouped.output.contains("\"hot dog\" (xx-grouped) holds \"dog\" (xx-grouped, ./grouped.json:4:15); covered by group \"dog\""))
        #expect(grouped.output.hasSuffix("1 clash, 0 not covered by a group; 0 give-aways not covered by a group (8 words in 1 pack)\n"))
    }

    /// Cards that give each other away without a clash: each pair no group covers is one line naming its rule,
    /// the related-words table built into the program included.
    @Test func checkListsGiveAwaysThatNoGroupCovers() throws {
        let folder = try Folder()
        func pack(_ words: [(String, String?)]) -> String {
            let lines = words.map { word in "    { \"text\": \"\(word.0)\"" + (word.1.map { ", \"group\": \"\($0)\"" } ?? "") + " }" }
            return """
                {
                  "format": 1, "id": "xx-giveaways", "name": "Give-aways", "language": "en", "version": "1",
                  "words": [
                \(lines.joined(separator: ",\n"))
                  ]
                }
                """
        }
        try pack([("tooth", nil), ("brush your teeth", nil), ("Batman", nil), ("bat", nil), ("sing", "sing"),
                  ("singer", "sing"), ("cat", nil)])
            .write(toFile: folder.path + "/giveaways.json", atomically: true, encoding: .utf8)
        let found = folder.run(["packs", "check", "--pack", "./giveaways.json"])
        #expect(found.status == 65)
        let lines = found.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(found.output)")
        #expect(lines[0] == "./giveaways.json:5:15: \"brush your teeth\" (xx-giveaways) and \"tooth\" (xx-giveaways, ./giveaways.json:4:15) give each other away: plural (\"teeth\", \"tooth\"); not covered by a group")
        // The pair of the English table's "Batman = bat" (the members as the table writes them).
        #expect(lines[1].hasPrefix("./giveaways.json:7:15: \"bat\" (xx-giveaways) and \"Batman\" (xx-giveaways, ./giveaways.json:6:15) give each other away: related ("))
        #expect(lines[2] == "0 clashes, 0 not covered by a group; 2 give-aways not covered by a group: plural 1, related 1 (7 words in 1 pack)")
        try pack([("tooth", "tooth"), ("brush your teeth", "tooth"), ("Batman", "batman"), ("bat", "batman")])
            .write(toFile: folder.path + "/giveaways.json", atomically: true, encoding: .utf8)
        let covered = folder.run(["packs", "check", "--pack", "./giveaways.json"])
        #expect(covered.status == 0, "\(covered.output)")
        #expect(covered.output == "0 clashes, 0 not covered by a group; 0 give-aways not covered by a group (4 words in 1 pack)\n")
    }

    @Test func checkRefusesMissingFilesUnknownIdsAndBadPacks() throws {
        let folder = try Folder()
        #expect(folder.run(["packs", "check", "--pack", "./missing.json"]).status == 66)
        #expect(folder.run(["packs", "check", "--pack", "no-such-pack"]).status == 66)
        try "{".write(toFile: folder.path + "/broken.json", atomically: true, encoding: .utf8)
        let broken = folder.run(["packs", "check", "--pack", "./broken.json"])
        #expect(broken.status == 65 && broken.errors.hasPrefix("pappers: ./broken.json:1:2: ") && broken.output.isEmpty)
    }

    @Test func drawPrintsOneCardOfEachClashAndGroupAndSaysWhenTheBowlIsShort() throws {
        let folder = try Folder()
        for seed in 0..<8 {
            let draw = folder.run(["packs", "draw", "--pack", "./grouped.json", "--words", "8", "--seed", "\(seed)"])
            let words = draw.output.split(separator: "\n").map(String.init)
            #expect(draw.status == 0 && words.count == 6, "8 cards, of which two pairs that clash or share a group")
            #expect(words.filter { $0.contains("dog") }.count == 1 && words.filter { ["Elsa", "Olaf"].contains($0) }.count == 1)
            #expect(draw.errors == "pappers: Only 6 words match the chosen packs and filters; 8 were asked for. Printing 6.\n")
        }
        #expect(folder.run(["packs", "draw", "--words", "8", "--seed", "1"]).status == 64, "no language, no pack")
    }

    /// `--region` keeps out the cards tagged for other regions only; `auto` reads the locale; without it, `packs
    /// draw` and `simulate` draw for every region, whatever the locale.
    @Test func drawAndSimulateDrawForTheRegionAskedFor() throws {
        let folder = try Folder()
        let words = [("football", ""), ("Mr Tumble", "uk"), ("Kentucky Derby", "us"), ("hurling", "ireland"), ("Vegemite", "australia"),
                     ("poutine", "canada")]
        let lines = words.map { "    { \"text\": \"\($0.0)\"" + ($0.1.isEmpty ? "" : ", \"tags\": [\"\($0.1)\"]") + " }" }
        try """
            {
              "format": 1, "id": "xx-regions", "name": "Regions", "language": "en", "version": "1",
              "words": [
            \(lines.joined(separator: ",\n"))
              ]
            }
            """.write(toFile: folder.path + "/regions.json", atomically: true, encoding: .utf8)
        func drawn(_ extra: [String], environment: [String: String] = [:]) -> Set<String> {
            let draw = folder.run(["packs", "draw", "--pack", "./regions.json", "--words", "6", "--seed", "3"] + extra, environment: environment)
            return Set(draw.output.split(separator: "\n").map(String.init))
        }
        #expect(drawn([]) == Set(words.map(\.0)))
        #expect(drawn([], environment: ["LANG": "en_GB.UTF-8"]) == Set(words.map(\.0)), "no --region: every region")
        #expect(drawn(["--region", "us"]) == ["football", "Kentucky Derby"])
        #expect(drawn(["--region", "gb"]) == ["football", "Mr Tumble"])
        #expect(drawn(["--region", "uk"]) == ["football", "Mr Tumble"])
        #expect(drawn(["--region", "auto"], environment: ["LANG": "en_IE.UTF-8"]) == ["football", "hurling"])
        #expect(drawn(["--region", "any"]) == Set(words.map(\.0)))
        let wrong = folder.run(["packs", "draw", "--pack", "./regions.json", "--seed", "3", "--region", "nz"])
        #expect(wrong.status == 64 && wrong.errors.contains("--region"), "\(wrong.errors)")
        #expect(folder.run(["play", "--region", "nz"]).status == 64)
        #expect(folder.run(["play", "--region", "gb", "--pack", "./regions.json"]).status == 69, "parsed, then no terminal")
        let simulated = folder.run(["simulate", "--pack", "./regions.json", "--words", "5", "--seed", "3", "--json", "--bowl", "--region", "ca"])
        #expect(simulated.status == 0 && simulated.output.contains("poutine") && !simulated.output.contains("Vegemite"), "\(simulated)")
    }

    /// The draw a game makes: a game started with a seed records the very words `packs draw` prints.
    @Test(.enabled(if: TerminalTmux.isAvailable, "tmux is not installed"))
    func drawPrintsTheBowlAGameWithTheSameSeedDraws() throws {
        let game = try PappersPane("play --seed 9 --words 12 --lang ca --level easy --no-sound")
        game.expect("Pass the laptop to")
        let export = game.run(["export", "1"])
        #expect(export.status == 0)
        let record = try #require(try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
        let setup = try #require(record["setup"] as? [String: Any])
        let bowl = try #require(setup["words"] as? [String])
        let drawn = game.run(["packs", "draw", "--lang", "ca", "--level", "easy", "--words", "12", "--seed", "9"])
        #expect(drawn.status == 0)
        #expect(drawn.output.split(separator: "\n").map(String.init) == bowl)
        #expect(bowl.count == 12)
        game.press("q")
    }
}
