import Foundation
import PappersPacks
import Testing

/// `packs new` writes packs in the bytes 1.0.0 wrote: three packs 1.0.0 shipped, read and written again, and a pack
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

    /// The packs 1.0.0 shipped (Fixtures/written-from, frozen copies: the shipped packs' content moves on), each
    /// read and written again, give 1.0.0's bytes.
    @Test func every1Point0PackIsWrittenAs1Point0WroteIt() throws {
        let sources = URL(fileURLWithPath: Self.written).deletingLastPathComponent().appending(path: "written-from").path
        let names = try FileManager.default.contentsOfDirectory(atPath: sources).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            let path = sources + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard case .success(let pack) = PackDecoder.decode(text: text, source: .file(path: path)) else {
                Issue.record("\(name) does not load")
                continue
            }
            let expected = try String(contentsOfFile: Self.written + "/" + name, encoding: .utf8)
            #expect(PackJSON.text(of: pack.header, words: pack.words) == expected, "\(name)")
        }
        #expect(names.count == 3)
    }
}
