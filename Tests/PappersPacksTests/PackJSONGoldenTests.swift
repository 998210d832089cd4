import Foundation
import PappersPacks
import Testing

/// `packs new` writes packs in the bytes 1.0.0 wrote: every built-in pack, read and written again, and a pack
/// using every optional field, against what 1.0.0's writer gave for them (Fixtures/written, made by 1.0.0: a pack of each language with many tags and hints).
@Suite struct PackJSONGoldenTests {
    static let written = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/written").path

    static let everyField = PackJSON.text(
        of: PackHeader(
            id: "every-field", name: "Every \"field\"", language: "ca", description: "Line\nbreak", version: "1.2.3",
            author: "Àlex", license: "CC0-1.0", selectedByDefault: false),
        words: [
            PackWord(text: "gos", key: "gos"),
            PackWord(text: "l'àvia", key: "l'àvia", level: .hard, isFamilyFriendly: false, tags: ["família", "b"],
                     hint: "la mare\\del pare", group: "g1"),
            PackWord(text: "x", key: "x", level: .easy, tags: ["t"]),
        ])

    @Test func aPackWithEveryOptionalFieldIsWrittenAs1Point0WroteIt() throws {
        #expect(Self.everyField == (try String(contentsOfFile: Self.written + "/every-field.json", encoding: .utf8)))
    }

    @Test func everyBuiltInPackIsWrittenAs1Point0WroteIt() throws {
        var compared = 0
        for path in BuiltInPacks.paths {
            let text = try #require(BuiltInPacks.text(at: path))
            guard case .success(let pack) = PackDecoder.decode(text: text, source: .builtIn(path: path)) else { continue }
            let name = path.replacingOccurrences(of: "/", with: "-")
            guard let expected = try? String(contentsOfFile: Self.written + "/" + name, encoding: .utf8) else { continue }
            #expect(PackJSON.text(of: pack.header, words: pack.words) == expected, "\(path)")
            compared += 1
        }
        #expect(compared == 3)
    }
}
