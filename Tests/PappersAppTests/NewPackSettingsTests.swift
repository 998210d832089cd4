import Foundation
@testable import PappersApp
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
        var store = TestStore.home(preferences: preferences, words: supply)
        try store.openSettings()
        try store.moveSettings(to: .packs)
        try store.press(.enter) { $0.on(SettingsScreen.self) { $0.packsCursor = 0 } }
        for line in 0..<position {
            try store.press(.down) { $0.on(SettingsScreen.self) { $0.packsCursor = line + 1 } }
        }
        let everyPackButTheNewOne = offered.filter { $0.isInAllPacks && $0.id != "la-colla" }.map(\.id)
        #expect(!everyPackButTheNewOne.isEmpty)
        // Space on the new pack's line ticks it off.
        try store.changeSettings(.c(" ")) { $0.packs = everyPackButTheNewOne }
        // Ticked again: every pack, the new one included.
        try store.changeSettings(.c(" ")) { $0.packs = [] }
    }
}
