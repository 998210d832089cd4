import PappersJSON
import PappersText

/// A pack made from a plain word list (`WordList`), its name and its language: what `pappers packs new` writes.
///
/// The header is checked as the loader checks any pack's; the JSON text is then read back through
/// `PackDecoder`, the validator every pack goes through, so a pack made here always loads.
public struct NewPack: Sendable {
    /// The pack as it will load.
    public let pack: WordPack
    /// The file's text (`PackJSON`).
    public let json: String

    /// The version every new pack starts at.
    public static let firstVersion = "1.0.0"

    /// Why the header options cannot make a pack: one line, about the option named.
    public struct OptionProblem: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Makes the pack. `id` nil derives one from `name` (`PackID.derived`). Fails with an `OptionProblem` for a bad name, language or id, or with the problems of the
    /// decoded text (which would be a bug of this type: the words were checked already).
    public static func make(list: WordList, name: String, language: String, id: String?)
        -> Result<NewPack, any Error>
    {
        if let problem = nameProblem(name) { return .failure(OptionProblem(message: "--name: \(problem)")) }
        if let problem = PackDecoding.languageProblem(language) {
            return .failure(OptionProblem(message: "--lang: \(problem)"))
        }
        let chosen: String
        if let id {
            guard PackID.isValid(id) else {
                return .failure(OptionProblem(message:
                    "--id: expected lower-case letters, digits and hyphens, starting with a letter or digit, at most "
                    + "\(PackFormat.maxIDCharacters) characters, found \(MessageText.quoted(id))"))
            }
            chosen = id
        } else {
            guard let derived = PackID.derived(from: name) else {
                return .failure(OptionProblem(message:
                    "cannot make a pack id from the name \(MessageText.quoted(name)); give one with --id, such as --id my-words"))
            }
            chosen = derived
        }
        let header = PackHeader(id: chosen, name: name, language: language, version: firstVersion)
        let words = list.entries.map { entry in
            PackWord(text: entry.text, key: entry.key, level: entry.level ?? .medium, position: entry.position)
        }
        let json = PackJSON.text(of: header, words: words)
        switch PackDecoder.decode(text: json, source: .file(path: chosen + ".json")) {
        case .success(let pack): return .success(NewPack(pack: pack, json: json))
        case .failure(let problems): return .failure(problems)
        }
    }

    /// Why a name cannot be a pack's name, as the loader checks `"name"`, or nil.
    static func nameProblem(_ name: String) -> String? {
        if let unsafe = UnsafeText.firstProblem(in: name) { return "holds \(unsafe); expected printable text" }
        if WordText.trimmed(name).isEmpty { return "expected the name players see, found \(name.isEmpty ? "nothing" : "only spaces")" }
        let characters = name.unicodeScalars.count
        if characters > PackFormat.maxNameCharacters {
            return "expected at most \(PackFormat.maxNameCharacters) characters, found \(characters)"
        }
        return nil
    }
}
