import ArgumentParser
import Foundation
import PappersApp
import PappersEngine
import PappersPacks
import PappersStore

/// The options that choose the words of the bowl.
struct WordOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Words in the bowl, 5 to 500.", valueName: "N"))
    var words: Int?

    @Option(name: .customLong("lang"), help: ArgumentHelp("Language of the words (ISO 639-1: en, ca, es…).", valueName: "CODE"))
    var language: String?

    @Option(name: .customLong("pack"), help: ArgumentHelp(
        "A pack to draw from, by id or as a JSON file (repeatable; default: every pack of the language).",
        valueName: "ID_OR_FILE"))
    var packs: [String] = []

    @Option(help: "Difficulty: easy, medium, hard or any.")
    var level: Difficulty?

    @Flag(help: "Also draw words that are not family-friendly.")
    var adult = false

    @Option(help: ArgumentHelp(
        "The players' region, for cards only one country knows: auto (from the locale), any, us, gb, ie, au or ca.",
        valueName: "CODE"))
    var region: RegionArgument?

    func validate() throws {
        if let words, !Preferences.Limits.words.contains(words) {
            throw ValidationError("--words must be from 5 to 500, not \(words)")
        }
        if let language, !Languages.isKnown(language) {
            throw ValidationError("--lang takes an ISO 639-1 code such as en, ca or es, not \(language)")
        }
    }

    /// Whether an argument of --pack names a file rather than a pack id.
    static func isFile(_ argument: String) -> Bool {
        argument.contains("/") || argument.hasSuffix(".json")
    }

    /// The packs found (built in, the data directory's own, and the files named), failing with one line when
    /// a named file or id cannot be used.
    func catalog(dataDirectory: DataDirectory?) throws -> PackCatalog {
        let files = packs.filter(Self.isFile)
        let catalog = PackCatalog.load(builtIn: true, userFolder: dataDirectory?.packsFolder, files: files)
        for file in files {
            if let failure = catalog.addedFailures.first(where: { $0.source.path.hasSuffix(file) || $0.source.displayPath == file }) {
                let status: ExitStatus = failure.problems.isMissingFile ? .missingInput : .badData
                throw Failure(status, failure.problems.first.map { "\($0)" } ?? "\(file): cannot be used")
            }
        }
        return catalog
    }

    /// The pack ids chosen: ids as given, files by the id inside them.
    func packIDs(in catalog: PackCatalog) -> [String] {
        packs.map { argument in
            guard Self.isFile(argument) else { return argument }
            let path = URL(fileURLWithPath: argument).standardizedFileURL.path
            return catalog.addedPacks.first { $0.source.path == path || $0.source.displayPath == argument }?.id ?? argument
        }
    }

    /// The preferences these options give over `base`.
    func apply(to base: Preferences, catalog: PackCatalog) throws -> Preferences {
        var preferences = base
        if let words { preferences.words = words }
        let ids = packIDs(in: catalog)
        if !ids.isEmpty {
            preferences.packs = ids
            let chosen = ids.compactMap(catalog.pack(id:))
            if let unknown = ids.first(where: { catalog.pack(id: $0) == nil }) {
                throw Failure(.missingInput, "no pack has the id \(unknown); `pappers packs list` shows them")
            }
            if language == nil, let first = chosen.first { preferences.wordLanguage = first.language }
        }
        if let language { preferences.wordLanguage = language }
        if let level { preferences.difficulty = level }
        if adult { preferences.familyFriendlyOnly = false }
        if let region { preferences.wordRegion = region.setting }
        return preferences
    }

    /// The region a bowl is drawn for by a command that reads no settings and, unless `--region auto` asks, not
    /// the environment either (`simulate`, `packs draw`): `--region`, else `any`.
    var regionWithoutSettings: WordRegion { region?.region ?? .any }
}

extension Difficulty: ExpressibleByArgument {}
