import PappersJSON
import Foundation
import PappersPacks
import Testing

/// The packs built into the program, and the checks that span several packs.
@Suite struct CatalogTests {
    @Test(arguments: BuiltInPacks.paths)
    func everyBuiltInPackValidates(path: String) {
        let load = PackLoader.load(.builtIn(path: path))
        #expect(load.problems == nil, "\(load.problems?.description ?? "")")
    }

    @Test func builtInPacksHaveDistinctIdsThatStartWithTheirLanguage() {
        let catalog = PackCatalog(BuiltInPacks.loadAll())
        #expect(catalog.failures.isEmpty, "\(catalog.failures.map(\.problems.description))")
        for pack in catalog.packs {
            #expect(pack.id.hasPrefix(pack.language + "-"), "\(pack.id)")
            #expect(pack.source.path == "\(pack.language)/\(pack.id).json")
        }
    }

    @Test func aRepeatedIdSkipsTheLaterPackAndNamesBothPlaces() {
        let catalog = PackCatalog(["animals.json", "food.json", "same-id.json"].map { Fixtures.load("catalog", $0) })
        #expect(catalog.packs.map(\.id) == ["cat-animals", "cat-food"])
        #expect(catalog.failures.count == 1)
        let problem = catalog.failures[0].problems.listed[0]
        #expect(problem.file == Fixtures.path("catalog", "same-id.json"))
        #expect(problem.position == SourcePosition(line: 3, column: 9))
        #expect(problem.message == "pack id \"cat-animals\" is already used by \(Fixtures.path("catalog", "animals.json")):3:9 (file); this pack is skipped (give it an id of its own)")
    }

    @Test func wordsSharedByPacksOfOneLanguageAreReported() {
        let catalog = PackCatalog(["animals.json", "catalan.json", "food.json"].map { name in
            PackLoad(source: .file(path: name), result: Fixtures.decode("catalog", name))
        })
        #expect(catalog.duplicatesAcrossPacks().map(\.description) == [
            "food.json:9:14: warning: \"chicken\" is also in pack cat-animals (animals.json:10:14); a bowl counts it once",
            "food.json:12:14: warning: \"Cat\" is also in pack cat-animals (animals.json:9:14); a bowl counts it once",
        ])
        #expect(catalog.duplicatesAcrossPacks().allSatisfy { $0.kind == .warning })
    }

    @Test func aBadPackIsSkippedAndTheGoodOnesStillLoad() {
        let catalog = PackCatalog.load(
            builtIn: false, userFolder: nil,
            files: [Fixtures.path("catalog", "animals.json"), Fixtures.path("broken", "comment.json"), Fixtures.path("catalog", "food.json")])
        #expect(catalog.packs.map(\.id) == ["cat-animals", "cat-food"])
        #expect(catalog.failures.map(\.source) == [.file(path: Fixtures.path("broken", "comment.json"))])
        #expect(catalog.languages == ["en"])
        #expect(catalog.pack(id: "cat-food")?.words.count == 5)
        #expect(catalog.packs(language: "ca").isEmpty)
    }

    /// The catalog reads the built-in packs a language at a time, and says what reading them all at once says:
    /// the same packs in the same order, the same failures (a user pack that takes a built-in pack's id), the same
    /// answers by id and by language.
    @Test func readingBuiltInPacksALanguageAtATimeAgreesWithReadingThemAll() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pappers-packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func pack(_ id: String, _ language: String) -> Data {
            Data(#"{"format": 1, "id": "\#(id)", "name": "Mine", "language": "\#(language)", "version": "1", "words": [{"text": "zebra crossing"}]}"#.utf8)
        }
        try pack("ca-animals", "en").write(to: folder.appending(path: "a.json"))
        try pack("my-words", "ca").write(to: folder.appending(path: "b.json"))
        try pack("en-food", "en").write(to: folder.appending(path: "c.json"))

        let lazy = PackCatalog.load(builtIn: true, userFolder: folder.path)
        let eager = PackCatalog(BuiltInPacks.loadAll() + PackLoader.loadUserFolder(folder.path))
        #expect(lazy.packs.map(\.source) == eager.packs.map(\.source))
        #expect(lazy.failures.map(\.problems.description) == eager.failures.map(\.problems.description))
        #expect(lazy.failures.count == 2)
        #expect(lazy.languages == eager.languages)
        for language in ["ca", "en", "es", "fr"] {
            #expect(lazy.packs(language: language).map(\.source) == eager.packs(language: language).map(\.source))
        }
        for id in ["ca-animals", "en-food", "my-words", "es-first", "nope"] {
            #expect(lazy.pack(id: id)?.source == eager.pack(id: id)?.source, "\(id)")
        }
        #expect(lazy.addedPacks.map(\.id) == ["my-words"])
    }

    @Test func theUserFolderLoadsItsJSONFilesByNameAndAMissingFolderHoldsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pappers-packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["food.json", "animals.json"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("catalog", name), toPath: folder.appending(path: name).path)
        }
        try Data("{".utf8).write(to: folder.appending(path: "broken.json"))
        try Data("not a pack".utf8).write(to: folder.appending(path: "notes.txt"))
        try Data("{}".utf8).write(to: folder.appending(path: ".hidden.json"))

        let loads = PackLoader.loadUserFolder(folder.path)
        #expect(loads.map { ($0.source.path as NSString).lastPathComponent } == ["animals.json", "broken.json", "food.json"])
        #expect(loads.map { $0.pack != nil } == [true, false, true])
        #expect(loads.allSatisfy { if case .user = $0.source { true } else { false } })
        #expect(PackLoader.loadUserFolder(folder.appending(path: "missing").path).isEmpty)
    }
}

/// The shipped packs of one language are meant to be played together: none repeats another's word.
@Suite struct BuiltInOverlapTests {
    @Test func builtInPacksOfOneLanguageShareNoWord() {
        let catalog = PackCatalog(BuiltInPacks.loadAll())
        #expect(catalog.duplicatesAcrossPacks().map(\.description) == [])
    }
}
