import PappersJSON
import Foundation
import PappersPacks

/// The fixture files of this test target (`Fixtures/`, copied as a resource).
enum Fixtures {
    static let root: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    /// The `.json` files of a fixture folder, by name.
    static func names(in folder: String) -> [String] {
        let url = root.appending(path: folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func path(_ folder: String, _ name: String) -> String {
        root.appending(path: folder).appending(path: name).path
    }

    static func bytes(_ folder: String, _ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: path(folder, name))!)
    }

    /// Decodes a fixture under a short display name, so that messages do not depend on where tests run.
    static func decode(_ folder: String, _ name: String) -> Result<WordPack, PackProblems> {
        PackDecoder.decode(bytes(folder, name), source: .file(path: name))
    }

    /// Loads a fixture from disk, through `PackLoader`, under its full path.
    static func load(_ folder: String, _ name: String) -> PackLoad {
        PackLoader.loadFile(at: path(folder, name))
    }
}

/// Problems as `LINE:COLUMN: message` lines, then `and N more problems`: the form of the `.expected` files.
func located(_ problems: PackProblems) -> [String] {
    var lines = problems.listed.map { "\($0.line):\($0.column): \($0.message)" }
    if problems.omitted > 0 { lines.append("and \(problems.omitted) more problems") }
    return lines
}

/// A small pack built in code, for filter and drawing tests.
func makePack(_ id: String, language: String = "en", _ words: [(String, WordLevel, Bool)]) -> WordPack {
    let header = PackHeader(id: id, name: id, language: language, version: "1")
    let packWords = words.enumerated().map { index, word in
        PackWord(
            text: word.0, key: word.0.lowercased(), level: word.1, isFamilyFriendly: word.2,
            position: SourcePosition(line: index + 2, column: 5))
    }
    return WordPack(header: header, words: packWords, source: .file(path: "\(id).json"))
}
