import Foundation
import PappersApp
import PappersPacks
import PappersText
import Testing

/// A pack made with `pappers packs new` is offered by the settings screen: the screen lists the packs the
/// session loads from the data directory's packs folder (`Session.loadWords`), and the new pack is among them.
@Suite struct NewPackSettingsTests {
    @Test func theSettingsPackListOffersAPackMadeFromAList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["La colla", "Els veïns"] {
            let list = try WordList.read(text: "Ada \(name)\nBru \(name) | 1\n", file: "list.txt").get()
            guard case .success(let made) = NewPack.make(list: list, name: name, language: "ca", id: nil) else {
                Issue.record("the list makes no pack")
                return
            }
            try FileWriter.write(Array(made.json.utf8), to: folder.appendingPathComponent(made.pack.id + ".json").path, replacing: false)
        }

        let supply = WordSupply(catalog: PackCatalog.load(builtIn: true, userFolder: folder.path))
        let offered = supply.packs(in: "ca")
        let position = try #require(offered.firstIndex { $0.id == "la-colla" }, "the settings screen lists the new pack")
        #expect(offered[position].name == "La colla")

        var preferences = Preferences()
        preferences.wordLanguage = "ca"
        var app = App(preferences: preferences, words: supply)
        app.press(.c("s"))
        for _ in 0..<3 { app.press(.down) }
        app.press(.enter)
        for _ in 0..<position { app.press(.down) }
        app.press(.c(" "))
        #expect(!app.model.preferences.packs.isEmpty)
        #expect(!app.model.preferences.packs.contains("la-colla"), "Space on the new pack's line ticked it off")
        app.press(.c(" "))
        #expect(app.model.preferences.packs.isEmpty, "ticked again: every pack, the new one included")
    }
}
