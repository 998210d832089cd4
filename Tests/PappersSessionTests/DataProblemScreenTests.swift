import Foundation
import PappersApp
import PappersCanvas
import PappersSession
import PappersStore
import PappersUI
import Testing

/// A data directory that cannot be used is explained on the screen in the interface language, its reason a
/// kind with its path; the store's English line is kept for standard error only.
@Suite struct DataProblemScreenTests {
    /// A data directory whose database is not a database at all.
    static func damaged() throws -> (TemporaryDataDirectory, ProblemScreen) {
        let data = TemporaryDataDirectory()
        try FileManager.default.createDirectory(atPath: data.directory.path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: data.directory.path + "/pappers.sqlite"))
        let (store, problem) = SessionFixture.openStore(data.directory)
        #expect(store == nil)
        return (data, try #require(problem))
    }

    static func screen(_ problem: ProblemScreen, _ language: UILanguage) -> String {
        var model = AppModel(
            preferences: Preferences(), roster: nil, size: Size(width: 200, height: 24), environmentLanguage: language,
            names: Strings(language).defaultNames, entropy: 5)
        _ = model.update(.storeFailed(problem), at: 0)
        return ScreenRenderer(theme: .monochrome).render(model, at: 0).lines.joined(separator: "\n")
    }

    @Test(arguments: [
        (UILanguage.en, "is damaged. It was left as it is."),
        (.ca, "està malmès. S'ha deixat tal com era."),
        (.es, "está dañado. Se ha dejado tal como estaba."),
    ])
    func aDamagedDatabaseIsExplainedInTheInterfaceLanguage(language: UILanguage, sentence: String) throws {
        let (data, problem) = try Self.damaged()
        #expect(problem.reason == .damaged(path: data.directory.path + "/pappers.sqlite"))
        #expect(problem.canStartFresh)
        // The command line's line is the store's, as in 1.0.
        #expect(problem.message.hasPrefix("the database \(data.directory.path)/pappers.sqlite is damaged ("))
        let text = Self.screen(problem, language)
        #expect(text.contains(sentence), "\(text)")
        #expect(!text.contains("(file is not a database)") && !text.contains("left as it is;"), "\(text)")
        if language != .en {
            for english in ["the database", "damaged", "was left", "is not"] { #expect(!text.contains(english), "\(text)") }
        }
    }

    @Test func everyStoreErrorHasAKindOnTheScreen() {
        let path = "/d/pappers.sqlite"
        let cases: [(StoreError, DataProblem)] = [
            (.corrupt(path: path, detail: "x"), .damaged(path: path)),
            (.newerFormat(path: path, detail: "x"), .newerVersion(path: path)),
            (.notPappers(path: path), .notPappers(path: path)), (.notWritable(path: path, detail: "x"), .notWritable(path: path)),
            (.notAFile(path: path, detail: "x"), .notAFile(path: path)), (.busy(pid: 7), .busy(pid: 7)),
            (.busy(pid: nil), .busy(pid: nil)), (.locked(path: path, detail: "x"), .locked(path: path)),
            (.diskFull(path: path), .diskFull(path: path)),
            (.databaseMoved(path: path, replaced: true), .moved(path: path, replaced: true)),
            (.directory(.notAFolder("/d")), .folderIsAFile(path: "/d")),
            (.directory(.cannotCreate("/d", reason: "x")), .folderCannotBeCreated(path: "/d")),
            (.directory(.cannotRead("/d", reason: "x")), .folderCannotBeRead(path: "/d")),
            (.directory(.notPrivate("/d", reason: "x")), .folderNotPrivate(path: "/d")),
            (.directory(.systemFolder("/proc/1", filesystem: "proc")), .systemFolder(path: "/proc/1", filesystem: "proc")),
            (.io("x"), .unreadable), (.malformed("x"), .unreadable), (.noSuchGame(3), .unreadable),
        ]
        for (error, problem) in cases { #expect(DataProblem(error) == problem, "\(error)") }
    }
}
